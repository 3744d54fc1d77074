import { greetingLine, type Locale } from '@rezervo/shared'
import { type RenderedEmail, renderEmail } from './layout'
import { type ReservationSummary, summaryLines, visitTimeText } from './reservation-summary'

export interface ReservationChangedParams {
  locale: Locale
  /** The reservation as it is now. */
  summary: ReservationSummary
  /** What the customer knew before: the time, worker and services of their last message. */
  previous: Pick<ReservationSummary, 'startsAt' | 'endsAt' | 'timeZone' | 'workerName' | 'services'>
  /** The confirmation page with the signed token, where the customer sees the reservation and can cancel. */
  manageUrl: string
}

/** What changed, in the customer's words: the time, who serves them, the services. */
function changedLines(params: ReservationChangedParams): string[] {
  const { summary, previous, locale } = params
  const cs = locale === 'cs'
  const lines: string[] = []
  const was = visitTimeText({ ...summary, ...previous }, locale)
  if (was !== visitTimeText(summary, locale)) lines.push(cs ? `Původní termín: ${was}` : `Previously: ${was}`)
  if (previous.workerName !== summary.workerName) {
    lines.push(cs ? `Původně: ${previous.workerName}` : `Previously with: ${previous.workerName}`)
  }
  const services = previous.services.join(', ')
  if (services !== summary.services.join(', ')) {
    lines.push(cs ? `Původní služby: ${services}` : `Previous services: ${services}`)
  }
  return lines
}

/**
 * To the customer whose reservation the business moved, gave to another worker or changed the services of:
 * the new details, what they were before, and the updated calendar event (same UID, higher SEQUENCE).
 */
export function reservationChangedEmail(params: ReservationChangedParams): RenderedEmail {
  const { locale, summary, manageUrl } = params
  if (locale === 'cs') {
    return renderEmail({
      locale,
      subject: `Změna rezervace – ${summary.branchName}`,
      greeting: greetingLine(locale, summary.customerFirstName),
      paragraphs: [
        'vaši rezervaci jsme upravili. Platí tyto údaje:',
        ...summaryLines(summary, locale),
        ...changedLines(params),
      ],
      action: { label: 'Zobrazit rezervaci', url: manageUrl },
      notes: [
        'Pokud vám nový termín nevyhovuje, ozvěte se prosím provozovně.',
        'Upravenou událost do kalendáře najdete v příloze.',
      ],
    })
  }
  return renderEmail({
    locale,
    subject: `Reservation changed – ${summary.branchName}`,
    greeting: greetingLine(locale, summary.customerFirstName),
    paragraphs: [
      'we have changed your reservation. These are the details now:',
      ...summaryLines(summary, locale),
      ...changedLines(params),
    ],
    action: { label: 'View the reservation', url: manageUrl },
    notes: [
      'If the new time does not suit you, please contact the business.',
      'The updated calendar event is attached.',
    ],
  })
}
