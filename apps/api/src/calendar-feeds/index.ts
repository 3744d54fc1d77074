/** Calendar feeds: a worker's or a branch's reservations as a private ICS subscription (decision 039). */
export {
  type FeedOwnerRoutes,
  registerCalendarFeedOwnerRoutes,
  registerOwnCalendarFeedRoutes,
} from './routes'
export { calendarFeedFieldsOf } from './service'
