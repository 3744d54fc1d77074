import { normalizeClockTimeInput } from '@rezervo/shared/input/clock-time'
import type { TimeInterval } from '@rezervo/shared/schemas/weekly-hours'
import { useId } from 'react'
import { useBackofficeTexts } from '../../lib/backoffice-texts'
import { Button } from '../button'
import { cn } from '../class-names'
import { inputClasses } from '../text-field'
import { QuarterHourOptions } from '../time-field'
import { nextInterval } from './weekly-hours-state'

/** One day's intervals: HH:MM from–to pairs, add and remove; `errorAt('0.start')` gives a field's error. */
export function DayIntervalsEditor({
  label,
  intervals,
  onChange,
  errorAt,
  proposeWithin,
}: {
  label: string
  intervals: TimeInterval[]
  onChange: (intervals: TimeInterval[]) => void
  errorAt: (path: string) => string | undefined
  /** The hours a new interval should fall within (a branch's opening hours that day, for a worker's). */
  proposeWithin?: readonly TimeInterval[]
}) {
  const { t } = useBackofficeTexts()
  const optionsId = useId()
  const set = (index: number, edge: 'start' | 'end', value: string) =>
    onChange(intervals.map((interval, at) => (at === index ? { ...interval, [edge]: value } : interval)))
  return (
    <div className="grid gap-2">
      <QuarterHourOptions id={optionsId} />
      {intervals.length === 0 && <p className="text-sm text-stone-600">{t('hours.closed')}</p>}
      {intervals.map((interval, index) => {
        const suffix = intervals.length > 1 ? ` ${index + 1}` : ''
        const errors = [errorAt(`${index}.start`), errorAt(`${index}.end`)].filter(Boolean)
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: intervals have no identity besides their position
          <div key={index}>
            <div className="flex items-center gap-2">
              {(['start', 'end'] as const).map((edge) => (
                <input
                  key={edge}
                  aria-label={`${label} ${t(edge === 'start' ? 'hours.from' : 'hours.to')}${suffix}`}
                  aria-invalid={errorAt(`${index}.${edge}`) ? true : undefined}
                  inputMode="numeric"
                  placeholder="HH:MM"
                  maxLength={5}
                  autoComplete="off"
                  list={optionsId}
                  value={interval[edge]}
                  onChange={(event) => set(index, edge, event.target.value)}
                  // '930', '9.30' or '9,30' typed on a phone's keypad shows as '09:30' once the field is left.
                  onBlur={(event) => {
                    const normalized = normalizeClockTimeInput(event.target.value, { endOfDay: true })
                    if (normalized !== interval[edge]) set(index, edge, normalized)
                  }}
                  className={cn(inputClasses(Boolean(errorAt(`${index}.${edge}`))), 'w-24 text-center')}
                />
              ))}
              <Button
                variant="ghost"
                aria-label={`${t('hours.removeInterval')} ${label}${suffix}`}
                onClick={() => onChange(intervals.filter((_, at) => at !== index))}
              >
                ✕
              </Button>
            </div>
            {errors.length > 0 && <p className="mt-1 text-sm font-medium text-red-700">{errors.join(' ')}</p>}
          </div>
        )
      })}
      <div>
        <Button
          variant="secondary"
          aria-label={`${t('hours.addInterval')} – ${label}`}
          onClick={() => onChange([...intervals, nextInterval(intervals, proposeWithin)])}
        >
          + {t('hours.addInterval')}
        </Button>
      </div>
    </div>
  )
}
