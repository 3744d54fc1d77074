/** The public booking's entry: its texts, which the directory's screens share, and which of its pages an address is. */
export { type BookingPage, matchBookingPage } from './booking-pages'
export { useBookingTexts } from './booking-texts'
