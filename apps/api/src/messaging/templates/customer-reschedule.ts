import { formatDateTime, type Locale } from '@rezervo/shared'
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
  if (locale === 'cs') {
    return renderEmail({
      locale,
      subject: `Zákazník přesunul rezervaci – ${summary.branchName}`,
      greeting: 'Dobrý den,',
      paragraphs: [
        `zákazník si online přesunul rezervaci. Původní termín: ${previous}. Nový termín:`,
        ...summaryLines(summary, locale),
        ...customerLines(customer, locale),
      ],
      action: { label: 'Zobrazit rezervace', url: dashboardUrl },
      notes: ['Tento e-mail vám posílá Rezervo u každého přesunu rezervace zákazníkem.'],
    })
  }
  return renderEmail({
    locale,
    subject: `A customer moved their reservation – ${summary.branchName}`,
    greeting: 'Hello,',
    paragraphs: [
      `a customer has moved their reservation online. It was at ${previous}. The new time:`,
      ...summaryLines(summary, locale),
      ...customerLines(customer, locale),
    ],
    action: { label: 'View reservations', url: dashboardUrl },
    notes: ['Rezervo sends you this email whenever a customer moves a reservation.'],
  })
}
