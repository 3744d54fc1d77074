/** The 'reservations' namespace in English (see reservations.ts); a module of its own so that a page can load one language (decision 048, sixth round). */
export const reservationsEn = {
  views: { label: 'Reservation views', calendar: 'Calendar', list: 'List' },
  state: { upcoming: 'Upcoming', cancelled: 'Cancelled', expired: 'Expired' },
  attendance: { arrived: 'Arrived', no_show: 'No-show', none: 'Not recorded' },
  cancelledBy: { business: 'Cancelled by the business', customer: 'Cancelled by the customer' },
  source: { business: 'Created by the business', online: 'Online booking' },
  paymentMethod: { cash: 'Cash', card: 'Card', transfer: 'Bank transfer', qr: 'QR payment' },
  archivedWorker: '{{name}} (archived)',
  bufferAfter: '+ {{duration}} break',
} as const
