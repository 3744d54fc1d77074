import { greetingLine, type Locale } from '@rezervo/shared'
import { emailTexts } from './email-texts'
import { type RenderedEmail, renderEmail } from './layout'

export interface VerifyEmailParams {
  locale: Locale
  firstName: string
  url: string
  validMinutes: number
}

/** Sent at registration and on request: the signed link that verifies the address. */
export function verifyEmailMessage({
  locale,
  firstName,
  url,
  validMinutes,
}: VerifyEmailParams): RenderedEmail {
  const text = emailTexts(locale)
  return renderEmail({
    locale,
    subject: text('verifyEmail.subject'),
    greeting: greetingLine(locale, firstName),
    paragraphs: [text('verifyEmail.intro')],
    action: { label: text('verifyEmail.action'), url },
    notes: [text('verifyEmail.validFor', { count: validMinutes }), text('verifyEmail.notExpected')],
  })
}
