import { type CustomerOffer, greetingLine, type Locale } from '@rezervo/shared'
import { emailTexts } from './email-texts'
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
  const text = emailTexts(locale)
  return renderEmail({
    locale,
    subject: text('bookingConfirmation.subject', { branch: summary.branchName }),
    greeting: greetingLine(locale, summary.customerFirstName),
    paragraphs: [text('bookingConfirmation.intro'), ...summaryLines(summary, locale)],
    action: { label: manageActionLabel(offer, locale), url: manageUrl },
    notes: [offerNote(offer, deadline, locale), text('bookingConfirmation.eventAttached')],
  })
}
