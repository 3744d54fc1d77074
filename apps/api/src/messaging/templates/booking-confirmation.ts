import { type CustomerOffer, greetingLine, type Locale } from '@rezervo/shared'
import { emailTexts } from './email-texts'
import { type RenderedEmail, renderEmail } from './layout'
import { manageActionLabel, offerNote } from './offer-lines'
import { type ReservationSummary, summaryLines, visitTimeText } from './reservation-summary'

export interface BookingConfirmationParams {
  locale: Locale
  summary: ReservationSummary
  /** The confirmation page with the signed token, where the customer can also cancel. */
  manageUrl: string
  cancellableUntil: Date
  /** What the customer can still do when the email is sent (customerOffer). */
  offer: CustomerOffer
  /**
   * The start the customer moved the reservation from, when this confirms their own move: the email then says
   * so in its subject and gives the old time (issue 37, finding 21).
   */
  rescheduledFrom?: Date
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
  const from = params.rescheduledFrom
  const previous = from && {
    ...summary,
    startsAt: from,
    endsAt: new Date(from.getTime() + summary.endsAt.getTime() - summary.startsAt.getTime()),
  }
  return renderEmail({
    locale,
    subject: text(from ? 'bookingConfirmation.rescheduledSubject' : 'bookingConfirmation.subject', {
      branch: summary.branchName,
    }),
    greeting: greetingLine(locale, summary.customerFirstName),
    paragraphs: [
      text(from ? 'bookingConfirmation.rescheduledIntro' : 'bookingConfirmation.intro'),
      ...summaryLines(summary, locale),
      ...(previous
        ? [text('reservationChanged.previousTime', { time: visitTimeText(previous, locale) })]
        : []),
    ],
    action: { label: manageActionLabel(offer, locale), url: manageUrl },
    notes: [offerNote(offer, deadline, locale), text('bookingConfirmation.eventAttached')],
  })
}
