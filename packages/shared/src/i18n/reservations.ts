/** Terms the calendar, the reservation list, the overview and payments share. Feature screens add their own namespaces. */
export const reservations = {
  cs: {
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
  },
  en: {
    views: { label: 'Reservation views', calendar: 'Calendar', list: 'List' },
    state: { upcoming: 'Upcoming', cancelled: 'Cancelled', expired: 'Expired' },
    attendance: { arrived: 'Arrived', no_show: 'No-show', none: 'Not recorded' },
    cancelledBy: { business: 'Cancelled by the business', customer: 'Cancelled by the customer' },
    source: { business: 'Created by the business', online: 'Online booking' },
    paymentMethod: { cash: 'Cash', card: 'Card', transfer: 'Bank transfer', qr: 'QR payment' },
    archivedWorker: '{{name}} (archived)',
    bufferAfter: '+ {{duration}} break',
  },
} as const
