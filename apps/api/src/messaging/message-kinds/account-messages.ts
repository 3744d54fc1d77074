import type { Locale } from '@rezervo/shared'
import { withLanguage } from '@rezervo/shared/public-pages/language-link'
import { isLocale } from '../../plugins/locale'
import { queueEmail } from '../queue-email'
import { resetPasswordMessage } from '../templates/reset-password'
import { verifyEmailMessage } from '../templates/verify-email'
import type { MessageContext, QueuedChannels } from './message-context'

/** The account holder a message goes to, in their language (Czech unless they chose English). */
export interface AccountHolder {
  email: string
  firstName: string
  locale: string
}

/** The signed link that verifies the address, sent at registration and on request. */
export interface VerifyEmailMessage {
  kind: 'verify-email'
  to: AccountHolder
  url: string
  validMinutes: number
}

/** The one-time link to set a new password, sent by forgot-password. */
export interface ResetPasswordMessage {
  kind: 'reset-password'
  to: AccountHolder
  url: string
  validMinutes: number
}

const localeOf = (holder: AccountHolder): Locale => (isLocale(holder.locale) ? holder.locale : 'cs')

const TEMPLATES = { 'verify-email': verifyEmailMessage, 'reset-password': resetPasswordMessage }

/** Both account emails: one link, valid for some minutes, to the account holder in their language. */
export async function queueAccountEmail(
  { db }: MessageContext,
  message: VerifyEmailMessage | ResetPasswordMessage,
): Promise<QueuedChannels> {
  const { to } = message
  const locale = localeOf(to)
  const email = TEMPLATES[message.kind]({
    locale,
    firstName: to.firstName,
    url: withLanguage(message.url, locale),
    validMinutes: message.validMinutes,
  })
  await queueEmail(db, { kind: message.kind, to: to.email, ...email })
  return { email: true, sms: false }
}
