import type { Locale } from '@rezervo/shared/constants'
import dayjs from 'dayjs'
import 'dayjs/locale/cs'
import 'dayjs/locale/en-gb'
import { dayjsLocalizer, type Formats } from 'react-big-calendar'

/** react-big-calendar's date maths and formats; it only ever sees calendar dates (see calendar-time.ts). */
export const calendarLocalizer = dayjsLocalizer(dayjs)

/** Czech, or British English: both start the week on Monday and use the 24-hour clock. */
export const calendarCulture = (locale: Locale) => (locale === 'cs' ? 'cs' : 'en-gb')

export const calendarFormats: Formats = {
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: ({ start, end }, culture, localizer) =>
    `${localizer?.format(start, 'HH:mm', culture)}–${localizer?.format(end, 'HH:mm', culture)}`,
  selectRangeFormat: ({ start, end }, culture, localizer) =>
    `${localizer?.format(start, 'HH:mm', culture)}–${localizer?.format(end, 'HH:mm', culture)}`,
  // A week's column: 'po 23. 11.' in Czech, 'Mon 23/11' in British English (the date fields' order).
  dayFormat: (date, culture, localizer) =>
    localizer?.format(date, culture === 'cs' ? 'dd D. M.' : 'ddd D/M', culture) ?? '',
  dateFormat: 'D',
  weekdayFormat: 'dd',
}
