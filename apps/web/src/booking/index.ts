/** The public booking's entry: its texts, which the directory's screens share, and its pages' addresses. */
export { BOOKING_PAGE_PATTERNS, type BookingPage, matchBookingPage } from './booking-pages'
export { useBookingTexts } from './booking-texts'
