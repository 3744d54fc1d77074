/** What other features use of messaging: the defaults the calendar's forms start from. */
export { reservationNoticeDefaultsQueryOptions } from './reservation-notice-defaults'
