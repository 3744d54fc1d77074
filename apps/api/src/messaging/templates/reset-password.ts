import { greetingLine, type Locale } from '@rezervo/shared'
import { emailTexts } from './email-texts'
import { type RenderedEmail, renderEmail } from './layout'

export interface ResetPasswordParams {
  locale: Locale
  firstName: string
  url: string
  validMinutes: number
}

/** Sent by forgot-password: the one-time link to set a new password. */
export function resetPasswordMessage({
  locale,
  firstName,
  url,
  validMinutes,
}: ResetPasswordParams): RenderedEmail {
  const text = emailTexts(locale)
  return renderEmail({
    locale,
    subject: text('resetPassword.subject'),
    greeting: greetingLine(locale, firstName),
    paragraphs: [text('resetPassword.intro')],
    action: { label: text('resetPassword.action'), url },
    notes: [text('resetPassword.validFor', { count: validMinutes }), text('resetPassword.notRequested')],
  })
}
