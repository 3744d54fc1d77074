import { greetingLine, type Locale } from '@rezervo/shared'
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
  if (locale === 'cs') {
    return renderEmail({
      locale,
      subject: `Rezervace zrušena – ${summary.branchName}`,
      greeting: greetingLine(locale, summary.customerFirstName),
      paragraphs: ['vaši rezervaci jsme zrušili, jak jste si přáli.', ...summaryLines(summary, locale)],
      action: { label: 'Vybrat jiný termín', url: bookingUrl },
      notes: ['Zrušenou událost do kalendáře najdete v příloze.'],
    })
  }
  return renderEmail({
    locale,
    subject: `Reservation cancelled – ${summary.branchName}`,
    greeting: greetingLine(locale, summary.customerFirstName),
    paragraphs: ['your reservation has been cancelled, as you asked.', ...summaryLines(summary, locale)],
    action: { label: 'Choose another time', url: bookingUrl },
    notes: ['The cancelled calendar event is attached.'],
  })
}
