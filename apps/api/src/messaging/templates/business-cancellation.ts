import { formatDate, formatTime, greetingLine, type Locale } from '@rezervo/shared'
import { emailTexts } from './email-texts'
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
  const text = emailTexts(locale)
  return renderEmail({
    locale,
    subject: text('businessCancellation.subject', { date, time }),
    greeting: greetingLine(locale, params.customerFirstName),
    paragraphs: [
      text('businessCancellation.cancelled', { date, time, branch }),
      ...(reason ? [text('businessCancellation.reason', { reason })] : []),
      text('businessCancellation.apology'),
    ],
    action: { label: text('businessCancellation.action'), url: params.branchUrl },
    notes: [],
  })
}
