import type { Locale } from '@rezervo/shared/constants'
import { formatIsoDate } from '@rezervo/shared/format/date-time'
import { addDays, type IsoDate } from '@rezervo/shared/time/iso-date'
import type { CalendarEvent } from './calendar-events'
import { useCalendarTexts } from './calendar-texts'
import { calendarDateToIso } from './calendar-time'

/** Each day of the month with its count of reservations that take place (cancelled ones left out). */
export function monthDayCounts(
  month: IsoDate,
  events: readonly CalendarEvent[],
): { date: IsoDate; count: number }[] {
  const first = `${month.slice(0, 8)}01` as IsoDate
  const counts = new Map<string, number>()
  for (const event of events) {
    if (event.cancelled) continue
    const day = calendarDateToIso(event.start)
    counts.set(day, (counts.get(day) ?? 0) + 1)
  }
  const days: { date: IsoDate; count: number }[] = []
  for (let date = first; date.slice(0, 7) === first.slice(0, 7); date = addDays(date, 1)) {
    days.push({ date, count: counts.get(date) ?? 0 })
  }
  return days
}

/** A day of the list: 'po 23. 11.', 'Mon 23/11'. */
const DAY_FORMAT = { weekday: 'short', day: 'numeric', month: 'numeric' } as const

/** The month on a phone: a list of its days with how many reservations each has; a tap opens the day. */
export function MonthDayList({
  month,
  today,
  locale,
  events,
  onDay,
}: {
  month: IsoDate
  today: IsoDate
  locale: Locale
  events: readonly CalendarEvent[]
  onDay: (date: IsoDate) => void
}) {
  const { t } = useCalendarTexts()

  return (
    <ul
      aria-label={t('days.label')}
      className="divide-y divide-stone-200 rounded-xl border border-stone-300 bg-white"
    >
      {monthDayCounts(month, events).map(({ date, count }) => (
        <li key={date}>
          <button
            type="button"
            onClick={() => onDay(date)}
            aria-current={date === today ? 'date' : undefined}
            className="flex min-h-11 w-full items-center justify-between gap-4 px-4 py-2 text-left hover:bg-stone-100 aria-[current=date]:bg-amber-50"
          >
            <span className="font-medium first-letter:uppercase">
              {formatIsoDate(date, locale, DAY_FORMAT)}
            </span>
            <span className={count ? 'font-semibold text-stone-900' : 'text-stone-600'}>
              {t('days.count', { count })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
