import { type CustomerOffer, greetingLine, type Locale } from '@rezervo/shared'
import { type RenderedEmail, renderEmail } from './layout'
import { manageActionLabel, offerNote } from './offer-lines'
import { type ReservationSummary, summaryLines } from './reservation-summary'

export interface ReminderEmailParams {
  locale: Locale
  summary: ReservationSummary
  /** The confirmation page with the signed token, where the customer can also cancel. */
  manageUrl: string
  cancellableUntil: Date
  /** What the customer can still do when the email is sent (customerOffer). */
  offer: CustomerOffer
}

/** To the customer before the visit, at the company's reminder time. */
export function reminderEmail(params: ReminderEmailParams): RenderedEmail {
  const { locale, summary, manageUrl, offer } = params
  const deadline = {
    cancellableUntil: params.cancellableUntil,
    startsAt: summary.startsAt,
    timeZone: summary.timeZone,
  }
  if (locale === 'cs') {
    return renderEmail({
      locale,
      subject: `Připomínka rezervace – ${summary.branchName}`,
      greeting: greetingLine(locale, summary.customerFirstName),
      paragraphs: ['připomínáme vaši rezervaci. Těšíme se na vás.', ...summaryLines(summary, locale)],
      action: { label: manageActionLabel(offer, locale), url: manageUrl },
      notes: [offerNote(offer, deadline, locale)],
    })
  }
  return renderEmail({
    locale,
    subject: `Reminder of your reservation – ${summary.branchName}`,
    greeting: greetingLine(locale, summary.customerFirstName),
    paragraphs: [
      'this is a reminder of your reservation. We look forward to seeing you.',
      ...summaryLines(summary, locale),
    ],
    action: { label: manageActionLabel(offer, locale), url: manageUrl },
    notes: [offerNote(offer, deadline, locale)],
  })
}
