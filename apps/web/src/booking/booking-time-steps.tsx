import type { Locale } from '@rezervo/shared/constants'
import type { AvailabilityResponse } from '@rezervo/shared/schemas/availability'
import type { PublicBranch } from '@rezervo/shared/schemas/public-branch'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { cn } from '../ui/class-names'
import { Spinner } from '../ui/spinner'
import { choiceClasses } from './booking-choice-steps'
import type { FreeTime } from './booking-steps'
import { useBookingTexts } from './booking-texts'

export type Days = AvailabilityResponse['days']

/** A calendar date 'YYYY-MM-DD' as the visitor reads it ('po 23. 11.'). */
export function dayLabel(date: string, locale: Locale, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', { ...options, timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  )
}

export function AvailabilityStatus({
  loading,
  failed,
  onRetry,
}: {
  loading: boolean
  failed: boolean
  onRetry: () => void
}) {
  const { t } = useBookingTexts()
  if (loading) return <Spinner label={t('booking.loading')} className="py-6" />
  if (!failed) return null
  return (
    <Alert tone="error" title={t('booking.loadFailed')}>
      <Button variant="secondary" className="mt-2" onClick={onRetry}>
        {t('booking.retry')}
      </Button>
    </Alert>
  )
}

export function DayStep({
  days,
  date,
  onChoose,
  onEarlier,
  onLater,
  nearest,
  onNearest,
}: {
  days: Days
  date: string | null
  onChoose: (date: string) => void
  /** The first free time of the whole booking period: undefined while it loads, null when there is none. */
  nearest?: FreeTime | null
  onNearest?: (free: FreeTime) => void
  onEarlier?: () => void
  onLater?: () => void
}) {
  const { t, i18n } = useBookingTexts()
  const locale = i18n.language as Locale
  return (
    <div className="grid gap-3">
      {nearest && onNearest && (
        <Button className="w-full sm:w-auto sm:justify-self-start" onClick={() => onNearest(nearest)}>
          {t('booking.nearestFreeAt', {
            when: `${dayLabel(nearest.date, locale, { weekday: 'short', day: 'numeric', month: 'numeric' })} ${nearest.time}`,
          })}
        </Button>
      )}
      {nearest === null && <Alert tone="warning">{t('booking.noFreeTime')}</Alert>}
      {nearest !== null && days.length > 0 && !days.some((day) => day.available) && (
        <Alert>{t('booking.noDays')}</Alert>
      )}
      {/* Two weeks in two rows even on a 360 px phone, so the times below are in view: there a day shows its
          number under the dates of the fortnight, wider screens the whole date. */}
      {days.length > 0 && (
        <p className="text-sm text-stone-700 sm:hidden">
          {dayLabel(days[0]!.date, locale, { day: 'numeric', month: 'numeric' })} –{' '}
          {dayLabel(days.at(-1)!.date, locale, { day: 'numeric', month: 'numeric' })}
        </p>
      )}
      <ul className="grid grid-cols-7 gap-1 sm:gap-2">
        {days.map((day) => (
          <li key={day.date}>
            <button
              type="button"
              disabled={!day.available}
              aria-pressed={day.date === date}
              aria-label={dayLabel(day.date, locale, { weekday: 'long', day: 'numeric', month: 'long' })}
              onClick={() => onChoose(day.date)}
              className={cn(
                choiceClasses(day.date === date),
                'min-h-14 flex-col justify-center gap-0 px-0 text-center sm:min-h-16 sm:px-1',
                'disabled:cursor-not-allowed disabled:border-stone-200 disabled:bg-stone-100 disabled:text-stone-400',
              )}
            >
              <span className="text-xs uppercase">{dayLabel(day.date, locale, { weekday: 'short' })}</span>
              <span className="text-sm font-semibold whitespace-nowrap sm:hidden">
                {Number(day.date.slice(8))}
              </span>
              <span className="hidden text-sm font-semibold whitespace-nowrap sm:inline">
                {dayLabel(day.date, locale, { day: 'numeric', month: 'numeric' })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="flex justify-between gap-2">
        <Button variant="secondary" disabled={!onEarlier} onClick={onEarlier}>
          ← {t('booking.earlierDays')}
        </Button>
        <Button variant="secondary" disabled={!onLater} onClick={onLater}>
          {t('booking.laterDays')} →
        </Button>
      </div>
    </div>
  )
}

export function TimeStep({
  slots,
  startsAt,
  onChoose,
  closure,
}: {
  slots: Days[number]['slots']
  startsAt: string | null
  onChoose: (startsAt: string) => void
  /** The branch is closed that day: why (a holiday's name, an exception's note), or null when it gave none. */
  closure?: string | null
}) {
  const { t } = useBookingTexts()
  if (slots.length === 0 && closure !== undefined)
    return (
      <Alert tone="warning">
        {closure ? t('booking.closedBecause', { reason: closure }) : t('booking.closedOn')}
      </Alert>
    )
  if (slots.length === 0) return <Alert tone="warning">{t('booking.noTimes')}</Alert>
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
      {slots.map((slot) => (
        <li key={slot.starts_at}>
          <button
            type="button"
            aria-pressed={slot.starts_at === startsAt}
            onClick={() => onChoose(slot.starts_at)}
            className={cn(
              choiceClasses(slot.starts_at === startsAt),
              'justify-center px-2 font-semibold tabular-nums',
            )}
          >
            {slot.time}
          </button>
        </li>
      ))}
    </ul>
  )
}

/**
 * The closed days the branch's page knows of (today and the next 14), each with why: an exception's note or
 * the public holiday's name, in the page's language; null when the branch gave no reason (issue 37, finding 21).
 */
export function closedDays(branch: Pick<PublicBranch, 'today' | 'next_days'>, locale: Locale) {
  const closed = new Map<string, string | null>()
  for (const day of [branch.today, ...branch.next_days]) {
    if (day.open) continue
    const holiday = day.holiday && (locale === 'en' ? day.holiday.name_en : day.holiday.name_cs)
    closed.set(day.date, day.note || holiday || null)
  }
  return closed
}
