import { greetingLine, type Locale } from '@rezervo/shared'
import { minutesText, type RenderedEmail, renderEmail } from './layout'

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
  if (locale === 'cs') {
    return renderEmail({
      locale,
      subject: 'Ověřte svou e-mailovou adresu',
      // Czech greets without the name: a first name would need its vocative form.
      greeting: greetingLine(locale, firstName),
      paragraphs: [
        'děkujeme za registraci v aplikaci Rezervo. Potvrďte prosím svou e-mailovou adresu kliknutím na tlačítko níže.',
      ],
      action: { label: 'Ověřit e-mail', url },
      notes: [
        `Odkaz platí ${minutesText('cs', validMinutes)}.`,
        'Pokud jste si účet nezaložili, tento e-mail ignorujte.',
      ],
    })
  }
  return renderEmail({
    locale,
    subject: 'Verify your email address',
    greeting: greetingLine(locale, firstName),
    paragraphs: [
      'Thank you for signing up for Rezervo. Please confirm your email address by clicking the button below.',
    ],
    action: { label: 'Verify email address', url },
    notes: [
      `This link is valid for ${minutesText('en', validMinutes)}.`,
      'If you did not create an account, no further action is required.',
    ],
  })
}
