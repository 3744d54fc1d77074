/** The 'calendar' namespace in Czech (see calendar.ts); a module of its own so that a page can load one language (decision 048, sixth round). */
export const calendarCs = {
  title: 'Kalendář rezervací',
  views: { label: 'Zobrazení', day: 'Den', week: 'Týden', month: 'Měsíc', list: 'Seznam' },
  nav: { label: 'Posun v kalendáři', previous: 'Předchozí', next: 'Další', today: 'Dnes' },
  newReservation: 'Nová rezervace',
  scrollArea: 'Rozvrh, posouvá se',
  loadFailed: 'Rezervaci se nepodařilo načíst.',
  days: {
    label: 'Dny v měsíci',
    count_zero: 'bez rezervací',
    count_one: '{{count, number}} rezervace',
    count_few: '{{count, number}} rezervace',
    count_many: '{{count, number}} rezervace',
    count_other: '{{count, number}} rezervací',
  },
  filters: {
    branch: 'Pobočka',
    workers: 'Pracovníci',
    showWeekend: 'Zobrazit víkend',
    showCancelled: 'Zobrazit zrušené',
    noBranch: 'Nejdřív založte pobočku.',
    noWorkers: 'Pobočka nemá žádné pracovníky.',
  },
  rbc: {
    allDay: 'Celý den',
    noEventsInRange: 'V tomto období nejsou žádné rezervace.',
    showMore: '+{{count, number}} další',
    event: 'Rezervace',
    time: 'Čas',
    date: 'Datum',
  },
  event: {
    cancelled: 'zrušeno',
    label: '{{time}} {{customer}}, {{worker}}',
  },
  move: {
    moved: 'Rezervace byla přesunuta.',
    failed: 'Rezervaci se nepodařilo přesunout.',
    /** A PATCH's send_change_notice: the customer hears of this new time, worker or services (decision 029). */
    sendChangeNotice: 'Poslat zákazníkovi zprávu o změně',
    customerTold: 'Zákazník dostane zprávu, pokud změnu nevrátíte.',
    undo: 'Zpět',
    undone: 'Změna byla vrácena.',
    undoFailed: 'Změnu se nepodařilo vrátit.',
    toArchivedWorker: 'Smazanému pracovníkovi nelze rezervaci předat. Vyberte sloupec jiného pracovníka.',
  },
} as const
