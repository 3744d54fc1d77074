/** The public booking's entry: its texts, which the directory's screens share. */
export { useBookingTexts } from './booking-texts'
