import { formatCzk, type Locale } from '@rezervo/shared'
import { buildIcsCalendar } from '@rezervo/shared/ics/index'
import type { AppConfig } from '../config'
import { confirmationUrl, formatAddress, visitTimes } from './public-reservation'
import type { ReservationDetails } from './reservation-repository'

const LABELS: Record<Locale, { worker: string; price: string; manage: string }> = {
  cs: { worker: 'Pracovník', price: 'Cena', manage: 'Zobrazit nebo zrušit rezervaci' },
  en: { worker: 'With', price: 'Price', manage: 'View or cancel the reservation' },
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8'

export function icsFilename(details: ReservationDetails): string {
  return `rezervace-${details.reservation.id}.ics`
}

/**
 * The customer's calendar event: the visit (the services' time, not the business's buffers) at the branch,
 * with the link to view or cancel. A cancelled reservation gives a cancelled event with a higher sequence.
 */
export function reservationIcs(config: AppConfig, details: ReservationDetails, locale: Locale, now: Date) {
  const labels = LABELS[locale]
  const visit = visitTimes(details)
  const url = confirmationUrl(config, details)
  const cancelled = details.reservation.cancelledAt !== null
  const description = [
    details.items.map((item) => item.name).join(', '),
    `${labels.worker}: ${details.worker.name}`,
    `${labels.price}: ${formatCzk(details.reservation.priceCzk, locale)}`,
    `${labels.manage}: ${url}`,
  ].join('\n')
  return buildIcsCalendar([
    {
      uid: `reservation-${details.reservation.id}@${new URL(config.appUrl).hostname}`,
      stamp: now,
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      summary: `${details.items.map((item) => item.name).join(', ')} – ${details.branch.name}`,
      location: [details.branch.name, formatAddress(details)].filter(Boolean).join(', '),
      description,
      url,
      sequence: cancelled ? 1 : 0,
      status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    },
  ])
}
