import type { CompanyRole } from '@rezervo/shared'
import { formatDateTime, greetingLine, type Locale, ROLE_LABELS } from '@rezervo/shared'
import { emailTexts } from './email-texts'
import { type RenderedEmail, renderEmail } from './layout'

export interface MemberInvitationParams {
  locale: Locale
  companyName: string
  inviterName: string
  role: CompanyRole
  url: string
  expiresAt: Date
}

/** An owner invites a person into the company with a role: one link, valid 7 days (issue 20, decision 038). */
export function memberInvitationEmail(params: MemberInvitationParams): RenderedEmail {
  const { locale, companyName, inviterName, role, url, expiresAt } = params
  const until = formatDateTime(expiresAt, 'Europe/Prague', locale)
  const roleName = ROLE_LABELS[locale][role]
  const text = emailTexts(locale)
  return renderEmail({
    locale,
    subject: text('memberInvitation.subject', { company: companyName }),
    greeting: greetingLine(locale, ''),
    paragraphs: [
      text('memberInvitation.invite', { inviter: inviterName, company: companyName, role: roleName }),
      text('memberInvitation.howToAccept'),
    ],
    action: { label: text('memberInvitation.action'), url },
    notes: [text('memberInvitation.validUntil', { until }), text('memberInvitation.notExpected')],
  })
}
