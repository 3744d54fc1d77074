import { greetingLine, type Locale } from '@rezervo/shared'
import { minutesText, type RenderedEmail, renderEmail } from './layout'

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
  if (locale === 'cs') {
    return renderEmail({
      locale,
      subject: 'Obnovení hesla',
      greeting: greetingLine(locale, firstName),
      paragraphs: ['tento e-mail vám posíláme, protože jsme obdrželi žádost o obnovení hesla k vašemu účtu.'],
      action: { label: 'Obnovit heslo', url },
      notes: [
        `Odkaz platí ${minutesText('cs', validMinutes)} a lze ho použít jen jednou.`,
        'Pokud jste o obnovení hesla nežádali, není třeba nic dělat.',
      ],
    })
  }
  return renderEmail({
    locale,
    subject: 'Reset your password',
    greeting: greetingLine(locale, firstName),
    paragraphs: [
      'You are receiving this email because we received a password reset request for your account.',
    ],
    action: { label: 'Reset password', url },
    notes: [
      `This link is valid for ${minutesText('en', validMinutes)} and works once.`,
      'If you did not request a password reset, no further action is required.',
    ],
  })
}
