import { describe, expect, it } from 'vitest'
import { invitationReturnQuery, isInvitationPath } from './auth-paths'

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
})
