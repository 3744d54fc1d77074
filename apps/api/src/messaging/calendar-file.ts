/**
 * The customer's calendar event for a reservation. One UID for its whole life and the reservation's
 * ics_sequence, so every copy we send (the confirmation email, the download, the cancellation emails)
 * updates or removes the same event in the customer's calendar instead of adding another.
 *
 * How it is sent (RFC 5546, iTIP):
 * - attached to an email: an iMIP message to the customer, METHOD:REQUEST while it stands and METHOD:CANCEL
 *   once cancelled, with the ORGANIZER and the customer as the ATTENDEE (accepted, no reply asked). That is
 *   what makes Gmail, Outlook and Apple Calendar add the event from the email and later update or remove it.
 * - downloaded from the confirmation page: METHOD:PUBLISH (no attendees, it is a copy to import), or CANCEL
 *   once cancelled.
 * Cancelled events always carry STATUS:CANCELLED.
 */
import { formatCzk, type Locale } from '@rezervo/shared'
import { buildIcsCalendar, type IcsMethod } from '@rezervo/shared/ics/index'
import type { AppConfig } from '../config'
import type { EmailAttachment } from './queue-email'
import { confirmationUrl, formatAddress, type ReservationFacts, visitTimes } from './reservation-facts'

const LABELS: Record<Locale, { worker: string; price: string; manage: string }> = {
  cs: { worker: 'Pracovník', price: 'Cena', manage: 'Zobrazit nebo zrušit rezervaci' },
  en: { worker: 'With', price: 'Price', manage: 'View or cancel the reservation' },
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8'

/** 'download' for the file the customer saves; 'email' for the iMIP attachment sent to them. */
export type IcsDelivery = 'download' | 'email'

export function icsFilename(details: ReservationFacts): string {
  return `rezervace-${details.reservation.id}.ics`
}

/** Stable for the reservation's life: the calendar app matches every later copy by it. */
export function reservationUid(config: AppConfig, reservationId: number): string {
  return `reservation-${reservationId}@${new URL(config.appUrl).hostname}`
}

export function reservationIcsMethod(details: ReservationFacts, delivery: IcsDelivery): IcsMethod {
  if (details.reservation.cancelledAt !== null) return 'CANCEL'
  return delivery === 'email' ? 'REQUEST' : 'PUBLISH'
}

/** The address our emails come from ('Rezervo <no-reply@…>' → 'no-reply@…'); calendar apps expect it as ORGANIZER. */
export function organizerEmail(config: AppConfig): string {
  const bracketed = /<([^<>\s]+@[^<>\s]+)>/.exec(config.mailFrom)
  return bracketed ? bracketed[1]! : config.mailFrom.trim()
}

/**
 * The visit (the services' time, not the business's buffers) at the branch, with the link to view or cancel.
 */
export function reservationIcs(
  config: AppConfig,
  details: ReservationFacts,
  locale: Locale,
  now: Date,
  delivery: IcsDelivery,
): string {
  const labels = LABELS[locale]
  const visit = visitTimes(details)
  const url = confirmationUrl(config, details)
  const method = reservationIcsMethod(details, delivery)
  const description = [
    details.items.map((item) => item.name).join(', '),
    `${labels.worker}: ${details.worker.name}`,
    `${labels.price}: ${formatCzk(details.reservation.priceCzk, locale)}`,
    `${labels.manage}: ${url}`,
  ].join('\n')
  const { email } = details.customer
  const customerName = `${details.customer.firstName} ${details.customer.surname}`.trim()
  if (delivery === 'email' && !email) throw new Error(`reservation ${details.reservation.id} has no email`)
  return buildIcsCalendar(
    [
      {
        uid: reservationUid(config, details.reservation.id),
        stamp: now,
        startsAt: visit.startsAt,
        endsAt: visit.endsAt,
        summary: `${details.items.map((item) => item.name).join(', ')} – ${details.branch.name}`,
        location: [details.branch.name, formatAddress(details)].filter(Boolean).join(', '),
        description,
        url,
        sequence: details.reservation.icsSequence,
        status: details.reservation.cancelledAt !== null ? 'CANCELLED' : 'CONFIRMED',
        organizer: { email: organizerEmail(config), name: details.branch.name },
        attendees: delivery === 'email' && email ? [{ email, name: customerName }] : [],
      },
    ],
    { method },
  )
}

/** The event as an email attachment; the MIME `method` parameter is what iMIP (RFC 6047) readers look for. */
export function reservationIcsAttachment(
  config: AppConfig,
  details: ReservationFacts,
  locale: Locale,
  now: Date,
): EmailAttachment {
  return {
    filename: icsFilename(details),
    contentType: `${ICS_CONTENT_TYPE}; method=${reservationIcsMethod(details, 'email')}`,
    content: reservationIcs(config, details, locale, now, 'email'),
  }
}
