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
