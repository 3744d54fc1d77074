/** Texts of a worker's or a branch's calendar subscription on their dashboard screens (decision 039). */
export const calendarFeeds = {
  cs: {
    title: 'Odběr kalendáře',
    introWorker:
      'Soukromá adresa, přes kterou si pracovník přidá své rezervace do kalendáře v telefonu. Kdo adresu zná, vidí rezervace – sdílejte ji jen s ním.',
    introOwn:
      'Soukromá adresa, přes kterou si přidáte své rezervace do kalendáře v telefonu. Kdo adresu zná, vidí vaše rezervace – nesdílejte ji.',
    introBranch:
      'Soukromá adresa, přes kterou si přidáte všechny rezervace pobočky do kalendáře v telefonu nebo počítači. Kdo adresu zná, vidí rezervace.',
    none: 'Adresa zatím nebyla vytvořena.',
    create: 'Vytvořit adresu',
    address: 'Adresa kalendáře (ICS)',
    copy: 'Kopírovat adresu',
    copied: 'Adresa je zkopírovaná.',
    copyFailed: 'Adresu se nepodařilo zkopírovat, označili jsme ji – zkopírujte ji ručně.',
    regenerate: 'Vygenerovat novou adresu',
    regenerated: 'Nová adresa je připravená. Stará už nefunguje.',
    revoke: 'Zrušit',
    revokeConfirm: 'Zrušit adresu kalendáře? Kalendáře, které ji odebírají, přestanou dostávat rezervace.',
    revoked: 'Adresa kalendáře je zrušená.',
    keep: 'Ponechat',
    failed: 'Adresu kalendáře se nepodařilo změnit. Zkuste to prosím znovu.',
    detail: 'Co události ukazují o zákazníkovi',
    detailFirstName: 'Jen křestní jméno',
    detailFull: 'Celé jméno a telefon',
    detailSaved: 'Uloženo.',
    howTo: 'Jak kalendář přidat',
    howToGoogle:
      'Google Kalendář (na počítači): Další kalendáře → + → Přihlásit se k odběru kalendáře z URL → vložte adresu.',
    howToApple:
      'Apple Kalendář: Soubor → Nový odběr kalendáře (v iPhonu Nastavení → Kalendář → Účty → Přidat odebíraný kalendář).',
    howToOutlook: 'Outlook: Přidat kalendář → Přihlásit se k odběru z webu → vložte adresu.',
    howToDelay: 'Kalendářové aplikace se ptají na změny samy, Google i po několika hodinách.',
  },
  en: {
    title: 'Calendar subscription',
    introOwn:
      'A private address you add to the calendar on your phone to see your reservations. Anyone who knows it sees your reservations – do not share it.',
    introWorker:
      'A private address the worker adds to the calendar on their phone to see their reservations. Anyone who knows it sees the reservations – share it with them only.',
    introBranch:
      'A private address that puts all the branch’s reservations into the calendar on your phone or computer. Anyone who knows it sees the reservations.',
    none: 'No address has been made yet.',
    create: 'Create the address',
    address: 'Calendar address (ICS)',
    copy: 'Copy the address',
    copied: 'The address is copied.',
    copyFailed: 'The address could not be copied; it is selected – copy it by hand.',
    regenerate: 'Generate a new address',
    regenerated: 'The new address is ready. The old one no longer works.',
    revoke: 'Revoke',
    revokeConfirm: 'Revoke the calendar address? Calendars subscribed to it stop getting reservations.',
    revoked: 'The calendar address is revoked.',
    keep: 'Keep it',
    failed: 'The calendar address could not be changed. Please try again.',
    detail: 'What the events show of the customer',
    detailFirstName: 'First name only',
    detailFull: 'Full name and phone',
    detailSaved: 'Saved.',
    howTo: 'How to add the calendar',
    howToGoogle:
      'Google Calendar (on a computer): Other calendars → + → Subscribe to calendar from URL → paste the address.',
    howToApple:
      'Apple Calendar: File → New Calendar Subscription (on an iPhone Settings → Calendar → Accounts → Add Subscribed Calendar).',
    howToOutlook: 'Outlook: Add calendar → Subscribe from web → paste the address.',
    howToDelay: 'Calendar apps ask for changes on their own; Google may take several hours.',
  },
}
