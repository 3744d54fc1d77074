import type { Locale } from '@rezervo/shared'
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
  const labels =
    locale === 'cs'
      ? { customer: 'Zákazník', email: 'E-mail', phone: 'Telefon', note: 'Poznámka' }
      : { customer: 'Customer', email: 'Email', phone: 'Phone', note: 'Note' }
  return [
    `${labels.customer}: ${customer.name}`,
    ...(customer.email ? [`${labels.email}: ${customer.email}`] : []),
    ...(customer.phone ? [`${labels.phone}: ${customer.phone}`] : []),
    ...(customer.note ? [`${labels.note}: ${customer.note}`] : []),
  ]
}

/** To the branch (or the company's owners): a customer booked online. */
export function newBookingEmail({
  locale,
  summary,
  customer,
  dashboardUrl,
}: NewBookingParams): RenderedEmail {
  if (locale === 'cs') {
    return renderEmail({
      locale,
      subject: `Nová rezervace – ${summary.branchName}`,
      greeting: 'Dobrý den,',
      paragraphs: [
        'zákazník si právě online rezervoval termín.',
        ...summaryLines(summary, locale),
        ...customerLines(customer, locale),
      ],
      action: { label: 'Zobrazit rezervaci', url: dashboardUrl },
      notes: ['Tento e-mail vám posílá Rezervo u každé nové online rezervace.'],
    })
  }
  return renderEmail({
    locale,
    subject: `New reservation – ${summary.branchName}`,
    greeting: 'Hello,',
    paragraphs: [
      'a customer has just booked online.',
      ...summaryLines(summary, locale),
      ...customerLines(customer, locale),
    ],
    action: { label: 'View the reservation', url: dashboardUrl },
    notes: ['Rezervo sends you this email for every new online booking.'],
  })
}
