import type { Locale } from '@rezervo/shared'
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
  if (locale === 'cs') {
    return renderEmail({
      locale,
      subject: `Zrušená rezervace – ${summary.branchName}`,
      greeting: 'Dobrý den,',
      paragraphs: [
        'zákazník zrušil svou rezervaci. Termín je znovu volný pro online rezervace.',
        ...summaryLines(summary, locale),
        ...customerLines(customer, locale),
      ],
      action: { label: 'Zobrazit rezervaci', url: dashboardUrl },
      notes: [],
    })
  }
  return renderEmail({
    locale,
    subject: `Reservation cancelled – ${summary.branchName}`,
    greeting: 'Hello,',
    paragraphs: [
      'a customer has cancelled their reservation. The time is free again for online booking.',
      ...summaryLines(summary, locale),
      ...customerLines(customer, locale),
    ],
    action: { label: 'View the reservation', url: dashboardUrl },
    notes: [],
  })
}
