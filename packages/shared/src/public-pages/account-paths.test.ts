import { describe, expect, it } from 'vitest'
import { isAuthScreenPath, loginPathFor, safeRedirectTarget } from './account-paths'
import { OPEN_REDIRECT_PAYLOADS, SAME_SITE_REDIRECTS } from './open-redirect-payloads'

const SITE = 'https://rezervo.test'

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
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/login?redirect=/x',
    ])
      expect(safeRedirectTarget(bad, '/dashboard')).toBe('/dashboard')
  })

  // The browser drops tabs and newlines anywhere in a URL and reads a backslash as a slash, so `/\t/evil.example`
  // is `//evil.example` to it: a decision by prefixes let these through (issue 31).
  it.each(OPEN_REDIRECT_PAYLOADS)('never leaves the site for %j', (payload) => {
    expect(safeRedirectTarget(payload, '/dashboard', SITE)).toBe('/dashboard')
  })

  it.each(SAME_SITE_REDIRECTS)(
    'returns %j to %j, a path of this site as the browser reads it',
    (value, path) => {
      expect(safeRedirectTarget(value, '/dashboard', SITE)).toBe(path)
      // What it returns means the same on its own: the browser would open that very address of this site.
      const opened = new URL(path, SITE)
      expect(`${opened.origin}${opened.pathname}${opened.search}${opened.hash}`).toBe(`${SITE}${path}`)
    },
  )

  it('resolves against the site it runs on: a scheme-relative value is a path only on its own scheme', () => {
    expect(safeRedirectTarget('https:evil.example', '/dashboard', 'https://rezervo.test')).toBe(
      '/evil.example',
    )
    expect(safeRedirectTarget('https:evil.example', '/dashboard', 'http://localhost:3000')).toBe('/dashboard')
    expect(safeRedirectTarget('http:evil.example', '/dashboard', 'http://localhost:3000')).toBe(
      '/evil.example',
    )
  })

  it('refuses a return to an account screen, however the path is spelled', () => {
    for (const value of [
      '/login',
      '/login?redirect=/dashboard',
      '/dashboard/../login',
      '/dashboard/%2E%2E/register',
      '/./password-reset/t0k',
      '/\tlogin',
      'login',
    ])
      expect(safeRedirectTarget(value, '/dashboard', SITE), value).toBe('/dashboard')
  })

  it('writes the login that returns to a path of this site, and the plain login for anything else', () => {
    expect(loginPathFor('/dashboard/customers')).toBe('/login?redirect=%2Fdashboard%2Fcustomers')
    expect(loginPathFor('/dashboard?lang=en')).toBe('/login?redirect=%2Fdashboard%3Flang%3Den')
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', '/login'])
      expect(loginPathFor(bad), bad).toBe('/login')
    // The way back is written as the browser will read it: no dot segment is left to climb out with.
    expect(loginPathFor('/dashboard/./customers')).toBe('/login?redirect=%2Fdashboard%2Fcustomers')
    expect(loginPathFor('/dashboard/../..//evil.example')).toBe('/login')
  })

  it('says why the login is asked for again when a 401 ended the session (issue 37, finding 20)', () => {
    expect(loginPathFor('/dashboard/customers', 'expired')).toBe(
      '/login?redirect=%2Fdashboard%2Fcustomers&reason=expired',
    )
    expect(loginPathFor('//evil.example', 'expired')).toBe('/login?reason=expired')
  })
})
