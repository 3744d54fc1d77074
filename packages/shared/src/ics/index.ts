export {
  buildIcsCalendar,
  escapeIcsText,
  foldIcsLine,
  formatIcsUtc,
  type IcsCalendarOptions,
  type IcsEvent,
} from './ics-builder'
