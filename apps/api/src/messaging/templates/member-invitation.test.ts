import { describe, expect, it } from 'vitest'
import { memberInvitationEmail } from './member-invitation'

describe('the invitation email', () => {
  it('speaks Czech with the company, the inviter, the role and the link’s end on Prague’s clock', () => {
    const email = memberInvitationEmail({
      locale: 'cs',
      companyName: 'Salon Líbezná',
      inviterName: 'Jana Nováková',
      role: 'reception',
      url: 'https://rezervo.test/invitations/abc',
      expiresAt: new Date('2026-12-02T09:00:00Z'),
    })
    expect(email.subject).toBe('Pozvánka do týmu Salon Líbezná v Rezervo')
    expect(email.text).toContain(
      'Jana Nováková vás zve do týmu firmy Salon Líbezná v aplikaci Rezervo s rolí Recepce.',
    )
    expect(email.text).toContain('Zobrazit pozvánku: https://rezervo.test/invitations/abc')
    expect(email.text).toContain('Odkaz platí do 2. 12. 2026 10:00.')
    expect(email.html).toContain('href="https://rezervo.test/invitations/abc"')
  })
})
