import type { Locale } from '@rezervo/shared'
import { type RenderedEmail, renderEmail } from './layout'
import { deadlineText, type ReservationSummary, summaryLines } from './reservation-summary'

export interface BookingConfirmationParams {
  locale: Locale
  summary: ReservationSummary
  /** The confirmation page with the signed token, where the customer can also cancel. */
  manageUrl: string
  cancellableUntil: Date
}

/** To the customer right after booking online; the ICS event travels as an attachment. */
export function bookingConfirmationEmail(params: BookingConfirmationParams): RenderedEmail {
  const { locale, summary, manageUrl } = params
  const deadline = deadlineText(params.cancellableUntil, summary.timeZone, locale)
  if (locale === 'cs') {
    return renderEmail({
      locale,
      subject: `Potvrzení rezervace – ${summary.branchName}`,
      // Czech greets without the name: a first name would need its vocative form.
      greeting: 'Dobrý den,',
      paragraphs: ['vaše rezervace je potvrzena. Těšíme se na vás.', ...summaryLines(summary, locale)],
      action: { label: 'Zobrazit nebo zrušit rezervaci', url: manageUrl },
      notes: [
        `Rezervaci můžete zrušit online do ${deadline}. Později prosím kontaktujte provozovnu.`,
        'Událost do kalendáře najdete v příloze.',
      ],
    })
  }
  return renderEmail({
    locale,
    subject: `Reservation confirmed – ${summary.branchName}`,
    greeting: 'Hello,',
    paragraphs: [
      'your reservation is confirmed. We look forward to seeing you.',
      ...summaryLines(summary, locale),
    ],
    action: { label: 'View or cancel the reservation', url: manageUrl },
    notes: [
      `You can cancel online until ${deadline}. After that, please contact the business.`,
      'The calendar event is attached.',
    ],
  })
}
