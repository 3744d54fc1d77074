/**
 * The reservations feature's public entry: where a reservation opens in the calendar, the list of upcoming
 * ones, and the small pieces other screens show them with (a worker's name with their colour, a local date).
 */
export { reservationCalendarPath } from './calendar/calendar-location'
export { formatLocalDate, formatLocalWeekdayDate } from './list/local-date'
export { WorkerName } from './list/reservation-badges'
export { upcomingReservationsListPath } from './list/reservation-list-path'
export { BufferNote, customerTimeRange } from './list/reservation-times'
