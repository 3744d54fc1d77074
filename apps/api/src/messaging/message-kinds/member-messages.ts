import type { CompanyRole } from '@rezervo/shared'
import { withLanguage } from '@rezervo/shared/public-pages/language-link'
import { isLocale } from '../../plugins/locale'
import { queueEmail } from '../queue-email'
import { memberInvitationEmail } from '../templates/member-invitation'
import type { MessageContext, QueuedChannels } from './message-context'

/** An owner's invitation of a person into the company with a role; the link is `{APP_URL}/invitations/{token}`. */
export interface MemberInvitationMessage {
  kind: 'member-invitation'
  companyId: number
  to: string
  /** The inviter's language (the company's Czech when unknown). */
  locale: string
  companyName: string
  inviterName: string
  role: CompanyRole
  url: string
  expiresAt: Date
}

export async function queueMemberInvitation(
  { db }: MessageContext,
  message: MemberInvitationMessage,
): Promise<QueuedChannels> {
  const locale = isLocale(message.locale) ? message.locale : 'cs'
  const email = memberInvitationEmail({
    locale,
    companyName: message.companyName,
    inviterName: message.inviterName,
    role: message.role,
    url: withLanguage(message.url, locale),
    expiresAt: message.expiresAt,
  })
  await queueEmail(db, { kind: message.kind, to: message.to, companyId: message.companyId, ...email })
  return { email: true, sms: false }
}
