/** The 'reservations' namespace in Czech (see reservations.ts); a module of its own so that a page can load one language (decision 048, sixth round). */
export const reservationsCs = {
  /** The calendar/list switch, on the calendar's first load: here rather than in 'reports' (issue 16). */
  views: { label: 'Zobrazení rezervací', calendar: 'Kalendář', list: 'Seznam' },
  state: { upcoming: 'Nadcházející', cancelled: 'Zrušená', expired: 'Proběhlá' },
  attendance: { arrived: 'Dorazil(a)', no_show: 'Nedorazil(a)', none: 'Nezaznamenáno' },
  cancelledBy: { business: 'Zrušila firma', customer: 'Zrušil zákazník' },
  source: { business: 'Vytvořeno firmou', online: 'Online rezervace' },
  paymentMethod: { cash: 'Hotovost', card: 'Karta', transfer: 'Bankovní převod', qr: 'QR platba' },
  /** A deleted worker whose reservations stay theirs (issue 22). */
  archivedWorker: '{{name}} (archivovaný)',
  /** The services' buffers after the customer's end, shown apart from it in the back office (issue 18). */
  bufferAfter: '+ {{duration}} pauza',
} as const
