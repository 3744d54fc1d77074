import type { Locale } from '@rezervo/shared'
import { emailTexts } from './email-texts'
import { type RenderedEmail, renderEmail } from './layout'
import { type ReservationSummary, summaryLines } from './reservation-summary'

export interface BookingCustomerContact {
  name: string
  email: string | null
  phone: string | null
  note: string | null
}

export interface NewBookingParams {
  locale: Locale
  summary: ReservationSummary
  customer: BookingCustomerContact
  /** The reservation itself in the dashboard: the calendar on its day with its detail open. */
  dashboardUrl: string
}

export function customerLines(customer: BookingCustomerContact, locale: Locale): string[] {
  const text = emailTexts(locale)
  return [
    `${text('customer.customer')}: ${customer.name}`,
    ...(customer.email ? [`${text('customer.email')}: ${customer.email}`] : []),
    ...(customer.phone ? [`${text('customer.phone')}: ${customer.phone}`] : []),
    ...(customer.note ? [`${text('customer.note')}: ${customer.note}`] : []),
  ]
}

/** To the branch (or the company's owners): a customer booked online. */
export function newBookingEmail({
  locale,
  summary,
  customer,
  dashboardUrl,
}: NewBookingParams): RenderedEmail {
  const text = emailTexts(locale)
  return renderEmail({
    locale,
    subject: text('newBooking.subject', { branch: summary.branchName }),
    greeting: text('layout.greetingBusiness'),
    paragraphs: [
      text('newBooking.intro'),
      ...summaryLines(summary, locale),
      ...customerLines(customer, locale),
    ],
    action: { label: text('newBooking.action'), url: dashboardUrl },
    notes: [text('newBooking.why')],
  })
}
