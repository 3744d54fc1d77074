/** A worker's or a branch's private calendar address on their screens (decision 039). */
export { type CalendarFeedOwner, CalendarFeedPanel } from './calendar-feed-panel'
export { OwnCalendarFeedPanel } from './own-calendar-feed-panel'
