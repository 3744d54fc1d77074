import { formatDateTime, type Locale } from '@rezervo/shared'
import { emailTexts } from './email-texts'
import { type RenderedEmail, renderEmail } from './layout'
import { type BookingCustomerContact, customerLines } from './new-booking'
import { type ReservationSummary, summaryLines } from './reservation-summary'

export interface CustomerRescheduleParams {
  locale: Locale
  /** The reservation at its new time. */
  summary: ReservationSummary
  previousStartsAt: Date
  customer: BookingCustomerContact
  dashboardUrl: string
}

/** To the branch (or the company's owners): a customer moved their reservation through their link. */
export function customerRescheduleEmail({
  locale,
  summary,
  previousStartsAt,
  customer,
  dashboardUrl,
}: CustomerRescheduleParams): RenderedEmail {
  const previous = formatDateTime(previousStartsAt, summary.timeZone, locale)
  const text = emailTexts(locale)
  return renderEmail({
    locale,
    subject: text('customerReschedule.subject', { branch: summary.branchName }),
    greeting: text('layout.greetingBusiness'),
    paragraphs: [
      text('customerReschedule.intro', { previous }),
      ...summaryLines(summary, locale),
      ...customerLines(customer, locale),
    ],
    action: { label: text('customerReschedule.action'), url: dashboardUrl },
    notes: [text('customerReschedule.why')],
  })
}
