import type { Locale } from '@rezervo/shared'
import { emailTexts } from './email-texts'
import { type RenderedEmail, renderEmail } from './layout'
import { type BookingCustomerContact, customerLines } from './new-booking'
import { type ReservationSummary, summaryLines } from './reservation-summary'

export interface CustomerCancellationParams {
  locale: Locale
  summary: ReservationSummary
  customer: BookingCustomerContact
  dashboardUrl: string
}

/** To the branch (or the company's owners): the customer cancelled through their link; the time is free again. */
export function customerCancellationEmail({
  locale,
  summary,
  customer,
  dashboardUrl,
}: CustomerCancellationParams): RenderedEmail {
  const text = emailTexts(locale)
  return renderEmail({
    locale,
    subject: text('customerCancellation.subject', { branch: summary.branchName }),
    greeting: text('layout.greetingBusiness'),
    paragraphs: [
      text('customerCancellation.intro'),
      ...summaryLines(summary, locale),
      ...customerLines(customer, locale),
    ],
    action: { label: text('customerCancellation.action'), url: dashboardUrl },
    notes: [],
  })
}
