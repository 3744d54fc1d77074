import { describe, expect, it } from 'vitest'
import { invitationReturnQuery, invitationTarget, isInvitationPath } from './auth-paths'

describe('the way back to an invitation', () => {
  it('knows an invitation link and keeps it (with the address) through the account screens, nothing else', () => {
    expect(isInvitationPath('/invitations/abc_DEF-123')).toBe(true)
    expect(isInvitationPath('/invitations/')).toBe(false)
    expect(isInvitationPath('/invitations/a/b')).toBe(false)
    expect(isInvitationPath('/dashboard')).toBe(false)
    const query = new URLSearchParams({ redirect: '/invitations/abc', email: 'eva@example.cz' })
    expect(invitationReturnQuery(query)).toBe('?redirect=%2Finvitations%2Fabc&email=eva%40example.cz')
    expect(invitationReturnQuery(new URLSearchParams({ redirect: '/dashboard/customers' }))).toBe('')
    expect(invitationReturnQuery(new URLSearchParams())).toBe('')
  })

  it('keeps an invitation only as the browser will read it: nothing that climbs out of /invitations/', () => {
    const back = (redirect: string) => invitationReturnQuery(new URLSearchParams({ redirect }))
    // `\` is a slash to the browser: /invitations/../..//evil.example, which resolves to //evil.example.
    expect(back('/invitations/..\\..\\\\evil.example')).toBe('')
    expect(back('/invitations/..\\dashboard')).toBe('')
    expect(back('/invitations/%2E%2E')).toBe('')
    expect(back('/invitations/abc\t')).toBe('?redirect=%2Finvitations%2Fabc')
    expect(invitationTarget(new URLSearchParams({ redirect: '/invitations/..\\..\\\\evil.example' }))).toBe(
      undefined,
    )
    expect(invitationTarget(new URLSearchParams({ redirect: ' /invitations/abc' }))).toBe('/invitations/abc')
  })
})
