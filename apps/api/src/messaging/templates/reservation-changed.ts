import { greetingLine, type Locale } from '@rezervo/shared'
import { emailTexts } from './email-texts'
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
  const text = emailTexts(locale)
  const lines: string[] = []
  const was = visitTimeText({ ...summary, ...previous }, locale)
  if (was !== visitTimeText(summary, locale))
    lines.push(text('reservationChanged.previousTime', { time: was }))
  if (previous.workerName !== summary.workerName) {
    lines.push(text('reservationChanged.previousWorker', { worker: previous.workerName }))
  }
  const services = previous.services.join(', ')
  if (services !== summary.services.join(', ')) {
    lines.push(text('reservationChanged.previousServices', { services }))
  }
  return lines
}

/** "The new time does not suit you" only when the time moved; a new worker or services are "the change". */
function notSuitableKey({ summary, previous, locale }: ReservationChangedParams) {
  const moved = visitTimeText({ ...summary, ...previous }, locale) !== visitTimeText(summary, locale)
  return moved ? 'reservationChanged.notSuitable' : 'reservationChanged.notSuitableChange'
}

/**
 * To the customer whose reservation the business moved, gave to another worker or changed the services of:
 * the new details, what they were before, and the updated calendar event (same UID, higher SEQUENCE).
 */
export function reservationChangedEmail(params: ReservationChangedParams): RenderedEmail {
  const { locale, summary, manageUrl } = params
  const text = emailTexts(locale)
  return renderEmail({
    locale,
    subject: text('reservationChanged.subject', { branch: summary.branchName }),
    greeting: greetingLine(locale, summary.customerFirstName),
    paragraphs: [text('reservationChanged.intro'), ...summaryLines(summary, locale), ...changedLines(params)],
    action: { label: text('reservationChanged.action'), url: manageUrl },
    notes: [text(notSuitableKey(params)), text('reservationChanged.eventAttached')],
  })
}
