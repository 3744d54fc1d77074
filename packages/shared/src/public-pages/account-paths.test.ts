import { describe, expect, it } from 'vitest'
import { isAuthScreenPath, loginPathFor, safeRedirectTarget } from './account-paths'

describe('account paths', () => {
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
  })

  it('writes the login that returns to a path of this site, and the plain login for anything else', () => {
    expect(loginPathFor('/dashboard/customers')).toBe('/login?redirect=%2Fdashboard%2Fcustomers')
    expect(loginPathFor('/dashboard?lang=en')).toBe('/login?redirect=%2Fdashboard%3Flang%3Den')
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', '/login'])
      expect(loginPathFor(bad), bad).toBe('/login')
  })
})
