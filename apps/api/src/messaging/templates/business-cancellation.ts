import { formatDate, formatTime, greetingLine, type Locale } from '@rezervo/shared'
import { type RenderedEmail, renderEmail } from './layout'

export interface BusinessCancellationParams {
  locale: Locale
  customerFirstName: string
  startsAt: Date
  timeZone: string
  branchName: string
  reason: string | null
  /** The branch page, where the customer can book another time. */
  branchUrl: string
}

/** To the customer whose reservation the business cancelled (spec §1). */
export function businessCancellationEmail(params: BusinessCancellationParams): RenderedEmail {
  const { locale, reason, branchName: branch } = params
  const date = formatDate(params.startsAt, params.timeZone, locale)
  const time = formatTime(params.startsAt, params.timeZone, locale)
  if (locale === 'cs') {
    return renderEmail({
      locale,
      subject: `Rezervace ${date} v ${time} byla zrušena`,
      greeting: greetingLine(locale, params.customerFirstName),
      paragraphs: [
        `vaši rezervaci ${date} v ${time} v provozovně ${branch} jsme museli zrušit.`,
        ...(reason ? [`Důvod: ${reason}`] : []),
        'Omlouváme se a budeme rádi, když si vyberete jiný termín.',
      ],
      action: { label: 'Vybrat nový termín', url: params.branchUrl },
      notes: [],
    })
  }
  return renderEmail({
    locale,
    subject: `Your reservation on ${date} at ${time} has been cancelled`,
    greeting: greetingLine(locale, params.customerFirstName),
    paragraphs: [
      `we had to cancel your reservation on ${date} at ${time} at ${branch}.`,
      ...(reason ? [`Reason: ${reason}`] : []),
      'We are sorry and will be glad if you choose another time.',
    ],
    action: { label: 'Choose another time', url: params.branchUrl },
    notes: [],
  })
}
