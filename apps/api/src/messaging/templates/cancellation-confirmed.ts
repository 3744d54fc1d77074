import { greetingLine, type Locale } from '@rezervo/shared'
import { emailTexts } from './email-texts'
import { type RenderedEmail, renderEmail } from './layout'
import { type ReservationSummary, summaryLines } from './reservation-summary'

export interface CancellationConfirmedParams {
  locale: Locale
  summary: ReservationSummary
  /** The branch's booking page, for choosing another time. */
  bookingUrl: string
}

/**
 * To the customer who cancelled through their link: a record that the cancel went through, and the cancelled
 * calendar event attached, so their calendar app can drop the visit.
 */
export function cancellationConfirmedEmail({
  locale,
  summary,
  bookingUrl,
}: CancellationConfirmedParams): RenderedEmail {
  const text = emailTexts(locale)
  return renderEmail({
    locale,
    subject: text('cancellationConfirmed.subject', { branch: summary.branchName }),
    greeting: greetingLine(locale, summary.customerFirstName),
    paragraphs: [text('cancellationConfirmed.intro'), ...summaryLines(summary, locale)],
    action: { label: text('cancellationConfirmed.action'), url: bookingUrl },
    notes: [text('cancellationConfirmed.eventAttached')],
  })
}
