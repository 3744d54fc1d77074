import type { Locale } from '@rezervo/shared/constants'
import { formatIsoDate } from '@rezervo/shared/format/date-time'
import type { IsoDate } from '@rezervo/shared/time/iso-date'
import { Button } from '../../ui/button'
import type { CalendarView } from './calendar-location'
import { useCalendarTexts } from './calendar-texts'

/** A month cell's date in full, its button's accessible name: 'středa 18. listopadu 2026', 'Wednesday, 18 November 2026'. */
export function fullDateLabel(date: IsoDate, locale: Locale): string {
  return formatIsoDate(date, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
}

/**
 * 'úterý 24. 11. 2026', '23. 11. – 29. 11. 2026', 'listopad 2026'; in English the British order of the date
 * fields: 'Tuesday, 24/11/2026', '23/11 – 29/11/2026'.
 */
export function periodLabel(view: CalendarView, date: IsoDate, from: IsoDate, to: IsoDate, locale: Locale) {
  if (view === 'day') {
    return formatIsoDate(date, locale, { weekday: 'long', day: 'numeric', month: 'numeric', year: 'numeric' })
  }
  if (view === 'month') return formatIsoDate(date, locale, { month: 'long', year: 'numeric' })
  const short = { day: 'numeric', month: 'numeric' } as const
  return `${formatIsoDate(from, locale, short)} – ${formatIsoDate(to, locale, { ...short, year: 'numeric' })}`
}

/** Previous / Dnes / Next and the shown period, announced when it changes. */
export function CalendarToolbar({
  label,
  onStep,
  onToday,
}: {
  label: string
  onStep: (direction: -1 | 1) => void
  onToday: () => void
}) {
  const { t } = useCalendarTexts()
  return (
    <div className="flex flex-wrap items-center gap-2">
      <nav aria-label={t('nav.label')} className="flex gap-1">
        <Button variant="secondary" onClick={() => onStep(-1)} aria-label={t('nav.previous')}>
          <span aria-hidden="true">‹</span>
        </Button>
        <Button variant="secondary" onClick={onToday}>
          {t('nav.today')}
        </Button>
        <Button variant="secondary" onClick={() => onStep(1)} aria-label={t('nav.next')}>
          <span aria-hidden="true">›</span>
        </Button>
      </nav>
      <h2 aria-live="polite" className="text-lg font-semibold first-letter:uppercase">
        {label}
      </h2>
    </div>
  )
}
