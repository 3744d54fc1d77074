import { addDays } from '@rezervo/shared/time/iso-date'
import { currentLocale } from '../lib/i18n'
import { DAY_WINDOW, type FreeTime } from './booking-steps'
import { useBookingTexts } from './booking-texts'
import { DayStep, type Days, dayLabel, TimeStep } from './booking-time-steps'

/**
 * The day-and-time screen: a fortnight of days with paging inside the booking period, the nearest free time
 * when the days listed have none, and the times of the day shown.
 */
export function WhenStep({
  days,
  timesDay,
  startsAt,
  nearest,
  window,
  closed,
  onChooseDay,
  onChooseTime,
}: {
  days: Days
  /** The day whose times are listed: the chosen one, or the first with a free time. */
  timesDay: Days[number] | undefined
  startsAt: string | null
  /** The first free time of the whole booking period: undefined while it loads, null when there is none. */
  nearest: FreeTime | null | undefined
  /** The first day listed, today and the booking period's last day; `move` pages to another first day. */
  window: { start: string; today: string; lastDay: string; move: (start: string) => void }
  /** The branch's closed days it knows of, with why (closedDays). */
  closed?: Map<string, string | null>
  onChooseDay: (date: string) => void
  onChooseTime: (free: { date: string; startsAt: string }) => void
}) {
  const { t } = useBookingTexts()
  const locale = currentLocale()
  const { start, today, lastDay, move } = window
  return (
    <div className="grid gap-6">
      <DayStep
        days={days}
        date={timesDay?.date ?? null}
        onChoose={onChooseDay}
        // The nearest free time is offered when the times listed are another day's (a later fortnight's).
        nearest={nearest?.date === timesDay?.date ? undefined : nearest}
        onNearest={onChooseTime}
        onEarlier={start > today ? () => move(addDays(start, -DAY_WINDOW)) : undefined}
        onLater={addDays(start, DAY_WINDOW) <= lastDay ? () => move(addDays(start, DAY_WINDOW)) : undefined}
      />
      {timesDay && (
        <section aria-labelledby="times-heading">
          <h3 id="times-heading" className="mb-2 font-semibold">
            {t('booking.timesOn', {
              day: dayLabel(timesDay.date, locale, { weekday: 'long', day: 'numeric', month: 'numeric' }),
            })}
          </h3>
          <TimeStep
            slots={timesDay.slots}
            startsAt={startsAt}
            closure={closed?.has(timesDay.date) ? closed.get(timesDay.date) : undefined}
            onChoose={(chosen) => onChooseTime({ date: timesDay.date, startsAt: chosen })}
          />
        </section>
      )}
    </div>
  )
}
