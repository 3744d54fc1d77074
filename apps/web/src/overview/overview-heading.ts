import type { Locale } from '@rezervo/shared/constants'
import { czechVocative } from '@rezervo/shared/messaging/greeting'
import type { TFunction } from 'i18next'
import { formatLocalDate } from '../reservations'

/**
 * The name the overview greets: the first name, in Czech in the vocative as every email greets ('Dobrý den,
 * Jano!'), by the emails' own helper (issue 37, finding 21).
 */
export function greetedName(firstName: string, locale: Locale): string {
  const name = firstName.trim()
  return locale === 'cs' && name ? czechVocative(name) : name
}

/**
 * 'Údaje za sobotu 5. 12. 2026': the day's weekday in the case its sentence needs ("za" takes the accusative),
 * from the reports catalogue, then the date (issue 37, finding 21).
 */
export function figuresDateLine(t: TFunction, isoDate: string, locale: Locale): string {
  const weekday = new Date(`${isoDate}T12:00:00Z`).getUTCDay()
  return t('overview.dateOf', {
    weekday: t(`overview.weekdayAfterFor.${weekday}`),
    date: formatLocalDate(isoDate, locale),
  })
}
