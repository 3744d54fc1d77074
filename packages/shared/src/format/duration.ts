import type { Locale, TimeUnit } from '../constants'

const MINUTES_PER_HOUR = 60

/**
 * Service length for display: '45 min', '1 h', '1 h 30 min'. Czech and English share the SI-style
 * abbreviations; the locale parameter keeps the call shape of the other formatters so callers need not know.
 */
export function formatDuration(minutes: number, _locale: Locale = 'cs'): string {
  if (!Number.isInteger(minutes) || minutes < 0) {
    throw new RangeError(`A duration must be a whole non-negative number of minutes, got ${minutes}`)
  }
  const hours = Math.floor(minutes / MINUTES_PER_HOUR)
  const rest = minutes % MINUTES_PER_HOUR
  if (hours === 0) return `${rest} min`
  if (rest === 0) return `${hours} h`
  return `${hours} h ${rest} min`
}

export function toMinutes(value: number, unit: TimeUnit): number {
  return unit === 'hours' ? value * MINUTES_PER_HOUR : value
}

export interface DurationInUnit {
  value: number
  unit: TimeUnit
}

/** The unit a duration is best edited in: whole hours when divisible by 60 (but 0 stays '0 minutes'). */
export function fromMinutes(minutes: number): DurationInUnit {
  if (minutes !== 0 && minutes % MINUTES_PER_HOUR === 0) {
    return { value: minutes / MINUTES_PER_HOUR, unit: 'hours' }
  }
  return { value: minutes, unit: 'minutes' }
}
