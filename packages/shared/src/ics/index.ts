export { CALENDAR_FEED_TEXTS, type CalendarFeedTexts } from './feed-texts'
export {
  buildIcsCalendar,
  escapeIcsText,
  foldIcsLine,
  formatIcsUtc,
  type IcsCalendarOptions,
  type IcsCalendarUser,
  type IcsEvent,
  type IcsMethod,
} from './ics-builder'
