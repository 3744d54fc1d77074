/**
 * What the transactional emails say (apps/api/src/messaging/templates), in Czech and English, read through
 * i18next as every screen's texts are: `{{name}}` interpolation, CLDR plurals by `count` (`_one`, `_few`,
 * `_many`, `_other`). The greeting comes from `greetingLine` (the vocative), amounts and dates are formatted
 * before they are put in. The API's HTML layout escapes every text, so none is escaped here.
 */
export const emails = {
  cs: {
    layout: {
      fallbackLink: 'Pokud tlačítko nefunguje, zkopírujte do prohlížeče tento odkaz:',
      signature: 'Tým Rezervo',
      /** An email to the business, not to one person. */
      greetingBusiness: 'Dobrý den,',
    },
    summary: {
      services_one: 'Služba',
      services_few: 'Služby',
      services_many: 'Služby',
      services_other: 'Služby',
      when: 'Kdy',
      where: 'Kde',
      worker: 'Pracovník',
      price: 'Cena',
    },
    customer: { customer: 'Zákazník', email: 'E-mail', phone: 'Telefon', note: 'Poznámka' },
    offer: {
      view: 'Zobrazit rezervaci',
      viewOrCancel: 'Zobrazit nebo zrušit rezervaci',
      viewRescheduleOrCancel: 'Zobrazit, přesunout nebo zrušit rezervaci',
      branchByPhone: 's provozovnou na telefonu {{phone}}',
      branchDirectly: 'přímo s provozovnou',
      closed:
        'Online už rezervaci nelze zrušit ani přesunout. Změnu nebo zrušení prosím domluvte {{branch}}.',
      laterByBranch: '{{rule}} Pozdější změnu nebo zrušení prosím domluvte {{branch}}.',
      changeByBranch: '{{rule}} Změnu prosím domluvte {{branch}}.',
      /** The words of the deadline rule that name both actions, and what they become when only cancelling is. */
      ruleBoth: 'zrušit nebo přesunout',
      ruleCancelOnly: 'zrušit',
    },
    verifyEmail: {
      subject: 'Ověřte svou e-mailovou adresu',
      intro:
        'děkujeme za registraci v aplikaci Rezervo. Potvrďte prosím svou e-mailovou adresu kliknutím na tlačítko níže.',
      action: 'Ověřit e-mail',
      validFor_one: 'Odkaz platí {{count, number}} minutu.',
      validFor_few: 'Odkaz platí {{count, number}} minuty.',
      validFor_many: 'Odkaz platí {{count, number}} minuty.',
      validFor_other: 'Odkaz platí {{count, number}} minut.',
      notExpected: 'Pokud jste si účet nezaložili, tento e-mail ignorujte.',
    },
    resetPassword: {
      subject: 'Obnovení hesla',
      intro: 'tento e-mail vám posíláme, protože jsme obdrželi žádost o obnovení hesla k vašemu účtu.',
      action: 'Obnovit heslo',
      validFor_one: 'Odkaz platí {{count, number}} minutu a lze ho použít jen jednou.',
      validFor_few: 'Odkaz platí {{count, number}} minuty a lze ho použít jen jednou.',
      validFor_many: 'Odkaz platí {{count, number}} minuty a lze ho použít jen jednou.',
      validFor_other: 'Odkaz platí {{count, number}} minut a lze ho použít jen jednou.',
      notRequested: 'Pokud jste o obnovení hesla nežádali, není třeba nic dělat.',
    },
    memberInvitation: {
      subject: 'Pozvánka do týmu {{company}} v Rezervo',
      invite: '{{inviter}} vás zve do týmu firmy {{company}} v aplikaci Rezervo s rolí {{role}}.',
      howToAccept:
        'Pozvánku přijmete tlačítkem níže. Pokud ještě účet v Rezervo nemáte, zaregistrujte se s touto e-mailovou adresou.',
      action: 'Zobrazit pozvánku',
      validUntil: 'Odkaz platí do {{until}}.',
      notExpected: 'Pokud pozvánku nečekáte, tento e-mail ignorujte.',
    },
    bookingConfirmation: {
      subject: 'Potvrzení rezervace – {{branch}}',
      intro: 'vaše rezervace je potvrzena. Těšíme se na vás.',
      eventAttached: 'Událost do kalendáře najdete v příloze.',
      rescheduledSubject: 'Rezervace přesunuta – {{branch}}',
      rescheduledIntro: 'vaši rezervaci jsme přesunuli na nový termín. Platí tyto údaje:',
    },
    reminder: {
      subject: 'Připomínka rezervace – {{branch}}',
      intro: 'připomínáme vaši rezervaci. Těšíme se na vás.',
    },
    reservationChanged: {
      subject: 'Změna rezervace – {{branch}}',
      intro: 'vaši rezervaci jsme upravili. Platí tyto údaje:',
      previousTime: 'Původní termín: {{time}}',
      previousWorker: 'Původně: {{worker}}',
      previousServices: 'Původní služby: {{services}}',
      action: 'Zobrazit rezervaci',
      notSuitable: 'Pokud vám nový termín nevyhovuje, ozvěte se prosím provozovně.',
      notSuitableChange: 'Pokud vám změna nevyhovuje, ozvěte se prosím provozovně.',
      eventAttached: 'Upravenou událost do kalendáře najdete v příloze.',
    },
    businessCancellation: {
      subject: 'Rezervace {{date}} v {{time}} byla zrušena',
      cancelled: 'vaši rezervaci {{date}} v {{time}} v provozovně {{branch}} jsme museli zrušit.',
      reason: 'Důvod: {{reason}}',
      apology: 'Omlouváme se a budeme rádi, když si vyberete jiný termín.',
      action: 'Vybrat nový termín',
    },
    cancellationConfirmed: {
      subject: 'Rezervace zrušena – {{branch}}',
      intro: 'vaši rezervaci jsme zrušili, jak jste si přáli.',
      action: 'Vybrat jiný termín',
      eventAttached: 'Zrušenou událost do kalendáře najdete v příloze.',
    },
    newBooking: {
      subject: 'Nová rezervace – {{branch}}',
      intro: 'zákazník si právě online rezervoval termín.',
      action: 'Zobrazit rezervaci',
      why: 'Tento e-mail vám posílá Rezervo u každé nové online rezervace.',
    },
    customerCancellation: {
      subject: 'Zrušená rezervace – {{branch}}',
      intro: 'zákazník zrušil svou rezervaci. Termín je znovu volný pro online rezervace.',
      action: 'Zobrazit rezervaci',
    },
    customerReschedule: {
      subject: 'Zákazník přesunul rezervaci – {{branch}}',
      intro: 'zákazník si online přesunul rezervaci. Původní termín: {{previous}}. Nový termín:',
      action: 'Zobrazit rezervaci',
      why: 'Tento e-mail vám posílá Rezervo u každého přesunu rezervace zákazníkem.',
    },
    smsCreditsExhausted: {
      subject: 'Došel vám kredit na SMS',
      ranOut:
        'vašemu podniku došel kredit na SMS, proto se SMS zákazníkům teď neposílají. V přehledu odeslaných zpráv jsou označené „Nedostatek kreditu“.',
      emailsStillGo:
        'E-maily zákazníkům chodí dál. Kredit dokoupíte v Předplatném; měsíční příspěvek tarifu se obnoví první den dalšího měsíce.',
      action: 'Dokoupit kredit',
      once: 'Tento e-mail posíláme jednou, pokaždé když kredit dojde.',
    },
    cardPaymentFailed: {
      subject: 'Platba kartou za tarif {{plan}} se nezdařila',
      refused: 'platbu {{amount}} za tarif {{plan}} z uložené karty banka neprovedla.',
      retryOn: 'Zkusíme ji znovu {{date}}. Můžete také uložit jinou kartu nebo zvolit platbu převodem.',
      noRetry: 'Další pokus už nebude. Uložte prosím jinou kartu, nebo zvolte platbu převodem.',
      graceUntil:
        'Tarif vám do {{date}} zůstává. Pokud do té doby platba nedorazí, přejdete na tarif Zdarma; o žádná data nepřijdete.',
      action: 'Zkontrolovat platbu',
      eachTime: 'Tento e-mail posíláme po každém nezdařeném pokusu o platbu.',
    },
    cardRefunded: {
      subject: 'Platbu {{amount}} jsme vám vrátili',
      refunded:
        'změnu tarifu ze dne {{date}} se nepodařilo dokončit, a tak jsme vám platbu {{amount}} z karty vrátili v plné výši.',
      whenVisible:
        'Na účtu se peníze objeví podle vaší banky obvykle do 5 až 10 pracovních dnů. Tarif zůstal beze změny; změnu můžete zkusit znovu.',
      action: 'Otevřít předplatné',
    },
    cardRefundOverdue: {
      subject: 'Vrácení platby {{amount}} se zdržuje',
      stillRefunding:
        'platbu {{amount}} za změnu tarifu ze dne {{date}}, kterou se nepodařilo dokončit, vám stále vracíme: platební služba vrácení zatím nepřijala.',
      keepTrying: 'Zkoušíme to dál automaticky a o vrácení vám pošleme e-mail. O zdržení ví i náš tým.',
      action: 'Otevřít předplatné',
      once: 'Tento e-mail posíláme jednou, den po nezdařené změně tarifu.',
    },
  },
  en: {
    layout: {
      fallbackLink: 'If the button does not work, copy this link into your browser:',
      signature: 'The Rezervo team',
      greetingBusiness: 'Hello,',
    },
    summary: {
      services_one: 'Service',
      services_other: 'Services',
      when: 'When',
      where: 'Where',
      worker: 'With',
      price: 'Price',
    },
    customer: { customer: 'Customer', email: 'Email', phone: 'Phone', note: 'Note' },
    offer: {
      view: 'View the reservation',
      viewOrCancel: 'View or cancel the reservation',
      viewRescheduleOrCancel: 'View, reschedule or cancel the reservation',
      branchByPhone: 'call the business on {{phone}}',
      branchDirectly: 'contact the business directly',
      closed:
        'The reservation can no longer be cancelled or rescheduled online. To change or cancel it, please {{branch}}.',
      laterByBranch: '{{rule}} To change or cancel it later, please {{branch}}.',
      changeByBranch: '{{rule}} To change it, please {{branch}}.',
      ruleBoth: 'cancel or reschedule',
      ruleCancelOnly: 'cancel',
    },
    verifyEmail: {
      subject: 'Verify your email address',
      intro:
        'Thank you for signing up for Rezervo. Please confirm your email address by clicking the button below.',
      action: 'Verify email address',
      validFor_one: 'This link is valid for {{count, number}} minute.',
      validFor_other: 'This link is valid for {{count, number}} minutes.',
      notExpected: 'If you did not create an account, no further action is required.',
    },
    resetPassword: {
      subject: 'Reset your password',
      intro: 'You are receiving this email because we received a password reset request for your account.',
      action: 'Reset password',
      validFor_one: 'This link is valid for {{count, number}} minute and works once.',
      validFor_other: 'This link is valid for {{count, number}} minutes and works once.',
      notRequested: 'If you did not request a password reset, no further action is required.',
    },
    memberInvitation: {
      subject: 'Invitation to the {{company}} team on Rezervo',
      invite: '{{inviter}} invites you to the team of {{company}} on Rezervo with the role {{role}}.',
      howToAccept:
        'Accept the invitation with the button below. If you have no Rezervo account yet, sign up with this email address.',
      action: 'View the invitation',
      validUntil: 'This link is valid until {{until}}.',
      notExpected: 'If you did not expect this invitation, ignore this email.',
    },
    bookingConfirmation: {
      subject: 'Reservation confirmed – {{branch}}',
      intro: 'your reservation is confirmed. We look forward to seeing you.',
      eventAttached: 'The calendar event is attached.',
      rescheduledSubject: 'Reservation moved – {{branch}}',
      rescheduledIntro: 'your reservation has been moved to a new time. These are its details:',
    },
    reminder: {
      subject: 'Reminder of your reservation – {{branch}}',
      intro: 'this is a reminder of your reservation. We look forward to seeing you.',
    },
    reservationChanged: {
      subject: 'Reservation changed – {{branch}}',
      intro: 'we have changed your reservation. These are the details now:',
      previousTime: 'Previously: {{time}}',
      previousWorker: 'Previously with: {{worker}}',
      previousServices: 'Previous services: {{services}}',
      action: 'View the reservation',
      notSuitable: 'If the new time does not suit you, please contact the business.',
      notSuitableChange: 'If the change does not suit you, please contact the business.',
      eventAttached: 'The updated calendar event is attached.',
    },
    businessCancellation: {
      subject: 'Your reservation on {{date}} at {{time}} has been cancelled',
      cancelled: 'we had to cancel your reservation on {{date}} at {{time}} at {{branch}}.',
      reason: 'Reason: {{reason}}',
      apology: 'We are sorry and will be glad if you choose another time.',
      action: 'Choose another time',
    },
    cancellationConfirmed: {
      subject: 'Reservation cancelled – {{branch}}',
      intro: 'your reservation has been cancelled, as you asked.',
      action: 'Choose another time',
      eventAttached: 'The cancelled calendar event is attached.',
    },
    newBooking: {
      subject: 'New reservation – {{branch}}',
      intro: 'a customer has just booked online.',
      action: 'View the reservation',
      why: 'Rezervo sends you this email for every new online booking.',
    },
    customerCancellation: {
      subject: 'Reservation cancelled – {{branch}}',
      intro: 'a customer has cancelled their reservation. The time is free again for online booking.',
      action: 'View the reservation',
    },
    customerReschedule: {
      subject: 'A customer moved their reservation – {{branch}}',
      intro: 'a customer has moved their reservation online. It was at {{previous}}. The new time:',
      action: 'View the reservation',
      why: 'Rezervo sends you this email whenever a customer moves a reservation.',
    },
    smsCreditsExhausted: {
      subject: 'You have run out of SMS credits',
      ranOut:
        'Your business has run out of SMS credits, so no SMS is sent to your customers now. The delivery log marks them “Nedostatek kreditu” (not enough credit).',
      emailsStillGo:
        'Emails to customers still go. You can buy credits under Subscription; the plan’s monthly allowance comes back on the first day of next month.',
      action: 'Buy credits',
      once: 'We send this email once each time the credits run out.',
    },
    cardPaymentFailed: {
      subject: 'The card payment for your {{plan}} plan failed',
      refused:
        'The bank did not accept the payment of {{amount}} for the {{plan}} plan from your saved card.',
      retryOn:
        'We will try again on {{date}}. You can also save another card or choose to pay by bank transfer.',
      noRetry: 'We will not try again. Please save another card or choose to pay by bank transfer.',
      graceUntil:
        'Your plan stays until {{date}}. If no payment arrives by then, you move to the Zdarma plan; no data are lost.',
      action: 'Check the payment',
      eachTime: 'We send this email after each failed payment attempt.',
    },
    cardRefunded: {
      subject: 'We have refunded your payment of {{amount}}',
      refunded:
        'Your plan change of {{date}} could not be completed, so we have refunded the card payment of {{amount}} in full.',
      whenVisible:
        'Depending on your bank, the money usually appears on your account within 5 to 10 working days. Your plan is unchanged; you can try the change again.',
      action: 'Open the subscription',
    },
    cardRefundOverdue: {
      subject: 'The refund of your payment of {{amount}} is delayed',
      stillRefunding:
        'We are still refunding the payment of {{amount}} for the plan change of {{date}} that could not be completed: the payment service has not accepted the refund yet.',
      keepTrying:
        'We keep trying automatically and will email you once it is refunded. Our team knows about the delay too.',
      action: 'Open the subscription',
      once: 'We send this email once, a day after the plan change failed.',
    },
  },
} as const

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

type WithoutPluralSuffix<K> = K extends `${infer Base}_${'one' | 'few' | 'many' | 'other'}` ? Base : K

/** A key of an email text, a plural's without its suffix: 'verifyEmail.validFor' (with `count`). */
export type EmailTextKey = WithoutPluralSuffix<Leaves<(typeof emails)['cs']>>
