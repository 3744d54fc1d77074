import type { CompanyRole } from '@rezervo/shared'
import { formatDateTime, greetingLine, type Locale, ROLE_LABELS } from '@rezervo/shared'
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
  if (locale === 'cs') {
    return renderEmail({
      locale,
      subject: `Pozvánka do týmu ${companyName} v Rezervo`,
      greeting: greetingLine(locale, ''),
      paragraphs: [
        `${inviterName} vás zve do týmu firmy ${companyName} v aplikaci Rezervo s rolí ${roleName}.`,
        'Pozvánku přijmete tlačítkem níže. Pokud ještě účet v Rezervo nemáte, zaregistrujte se s touto e-mailovou adresou.',
      ],
      action: { label: 'Zobrazit pozvánku', url },
      notes: [`Odkaz platí do ${until}.`, 'Pokud pozvánku nečekáte, tento e-mail ignorujte.'],
    })
  }
  return renderEmail({
    locale,
    subject: `Invitation to the ${companyName} team on Rezervo`,
    greeting: greetingLine(locale, ''),
    paragraphs: [
      `${inviterName} invites you to the team of ${companyName} on Rezervo with the role ${roleName}.`,
      'Accept the invitation with the button below. If you have no Rezervo account yet, sign up with this email address.',
    ],
    action: { label: 'View the invitation', url },
    notes: [
      `This link is valid until ${until}.`,
      'If you did not expect this invitation, ignore this email.',
    ],
  })
}
