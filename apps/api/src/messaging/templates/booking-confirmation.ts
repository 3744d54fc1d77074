import { type CustomerOffer, greetingLine, type Locale } from '@rezervo/shared'
import { type RenderedEmail, renderEmail } from './layout'
import { manageActionLabel, offerNote } from './offer-lines'
import { type ReservationSummary, summaryLines } from './reservation-summary'

export interface BookingConfirmationParams {
  locale: Locale
  summary: ReservationSummary
  /** The confirmation page with the signed token, where the customer can also cancel. */
  manageUrl: string
  cancellableUntil: Date
  /** What the customer can still do when the email is sent (customerOffer). */
  offer: CustomerOffer
}

/** To the customer right after booking online; the ICS event travels as an attachment. */
export function bookingConfirmationEmail(params: BookingConfirmationParams): RenderedEmail {
  const { locale, summary, manageUrl, offer } = params
  const deadline = {
    cancellableUntil: params.cancellableUntil,
    startsAt: summary.startsAt,
    timeZone: summary.timeZone,
  }
  if (locale === 'cs') {
    return renderEmail({
      locale,
      subject: `Potvrzení rezervace – ${summary.branchName}`,
      greeting: greetingLine(locale, summary.customerFirstName),
      paragraphs: ['vaše rezervace je potvrzena. Těšíme se na vás.', ...summaryLines(summary, locale)],
      action: { label: manageActionLabel(offer, locale), url: manageUrl },
      notes: [offerNote(offer, deadline, locale), 'Událost do kalendáře najdete v příloze.'],
    })
  }
  return renderEmail({
    locale,
    subject: `Reservation confirmed – ${summary.branchName}`,
    greeting: greetingLine(locale, summary.customerFirstName),
    paragraphs: [
      'your reservation is confirmed. We look forward to seeing you.',
      ...summaryLines(summary, locale),
    ],
    action: { label: manageActionLabel(offer, locale), url: manageUrl },
    notes: [offerNote(offer, deadline, locale), 'The calendar event is attached.'],
  })
}
