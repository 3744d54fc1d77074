import type { Locale } from '@rezervo/shared/constants'
import dayjs from 'dayjs'
import 'dayjs/locale/cs'
import { dayjsLocalizer, type Formats } from 'react-big-calendar'

/** react-big-calendar's date maths and formats; it only ever sees calendar dates (see calendar-time.ts). */
export const calendarLocalizer = dayjsLocalizer(dayjs)

/** Czech, or British English: both start the week on Monday and use the 24-hour clock. */
export const calendarCulture = (locale: Locale) => (locale === 'cs' ? 'cs' : 'en-gb')

/**
 * dayjs's Czech locale comes with the calendar (Czech is the default language); the British English one loads
 * when the calendar is first shown in English or the language switch asks for it (decision 048, fifth round).
 * A failed download is given up for the visit: dayjs then keeps the Czech week (Monday first, 24 hours) and
 * day names.
 */
const calendarLocaleReady = new Set<Locale>(['cs'])
let englishLoading: Promise<void> | undefined

export const isCalendarLocaleReady = (locale: Locale) => calendarLocaleReady.has(locale)

export function loadCalendarLocale(locale: Locale): Promise<void> {
  if (calendarLocaleReady.has(locale)) return Promise.resolve()
  englishLoading ??= import('dayjs/locale/en-gb').then(
    () => void calendarLocaleReady.add('en'),
    () => void calendarLocaleReady.add('en'),
  )
  return englishLoading
}

export const calendarFormats: Formats = {
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: ({ start, end }, culture, localizer) =>
    `${localizer?.format(start, 'HH:mm', culture)}–${localizer?.format(end, 'HH:mm', culture)}`,
  selectRangeFormat: ({ start, end }, culture, localizer) =>
    `${localizer?.format(start, 'HH:mm', culture)}–${localizer?.format(end, 'HH:mm', culture)}`,
  dayFormat: 'dd D. M.',
  dateFormat: 'D',
  weekdayFormat: 'dd',
}
