import { describe, expect, it } from 'vitest'
import {
  invitationReturnQuery,
  isAuthScreenPath,
  isInvitationPath,
  loginPathFor,
  safeRedirectTarget,
} from './auth-paths'

describe('auth paths', () => {
  it('knows the account screens', () => {
    for (const path of [
      '/login',
      '/register',
      '/forgot-password',
      '/password-reset/t0k',
      '/verification-email-sent',
      '/verify-email',
    ])
      expect(isAuthScreenPath(path)).toBe(true)
    for (const path of ['/', '/dashboard', '/loginx', '/krasa-a-pece/barbershop/barber-na-rohu'])
      expect(isAuthScreenPath(path)).toBe(false)
  })

  it('returns after sign-in only to a path of this site', () => {
    expect(safeRedirectTarget('/dashboard/customers?page=2', '/dashboard')).toBe(
      '/dashboard/customers?page=2',
    )
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/login?redirect=/x',
    ])
      expect(safeRedirectTarget(bad, '/dashboard')).toBe('/dashboard')
    expect(loginPathFor('/dashboard/customers')).toBe('/login?redirect=%2Fdashboard%2Fcustomers')
  })
})

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
