import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SESSION_COOKIE } from '@rezervo/shared'
import { LOCALE_COOKIE } from '@rezervo/shared/constants'
import { safeRedirectTarget } from '@rezervo/shared/public-pages/account-paths'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { signUpVerified } from '../testing/accounts'
import { useTestApp } from '../testing/test-app'

/**
 * A signed-out visit of a dashboard address (decision 057): with no session cookie at all the server answers
 * the login itself (302, `?redirect=` the address) instead of the SPA, whose guard would send the browser
 * there as a second document. A cookie, even one whose session has ended, still gets the SPA and its guard.
 */
const webDist = mkdtempSync(join(tmpdir(), 'rezervo-web-signed-out-'))
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html>\n<html lang="cs">\n<head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
)
writeFileSync(
  join(webDist, 'login.html'),
  '<!doctype html>\n<html lang="cs">\n<head><script type="module" src="/assets/login-1.js"></script></head><body><div id="root"></div></body></html>',
)
writeFileSync(
  join(webDist, 'booking.html'),
  '<!doctype html>\n<html lang="cs"><head></head><body></body></html>',
)

const html = { accept: 'text/html,application/xhtml+xml' }

/** Where the login would send the browser after signing in: the `?redirect=` it checks as the SPA does. */
function afterSignIn(response: LightMyRequestResponse): string {
  const location = new URL(String(response.headers.location), 'http://rezervo.test')
  return safeRedirectTarget(location.searchParams.get('redirect'), '/dashboard')
}

describe('a signed-out visit of the dashboard (decision 057)', () => {
  const t = useTestApp({ env: { WEB_DIST_DIR: webDist } })
  const visit = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: { ...html, ...headers } })

  it('without a session cookie goes to the login, which returns to the address and its query', async () => {
    const calendar = await visit('/dashboard/calendar?date=2026-11-25&view=week')
    expect(calendar.statusCode).toBe(302)
    expect(calendar.headers.location).toBe(
      '/login?redirect=%2Fdashboard%2Fcalendar%3Fdate%3D2026-11-25%26view%3Dweek',
    )
    expect(afterSignIn(calendar)).toBe('/dashboard/calendar?date=2026-11-25&view=week')
    // Never kept by a cache: the same address answers the SPA once the browser has a cookie.
    expect(calendar.headers['cache-control']).toBe('no-store')
    expect(String(calendar.headers.vary)).toMatch(/\bCookie\b/i)
    expect(calendar.body).toBe('')
    expect((await visit('/dashboard')).headers.location).toBe('/login?redirect=%2Fdashboard')
    expect((await visit('/dashboard/', {}, 'HEAD')).headers.location).toBe('/login?redirect=%2Fdashboard%2F')
    // Other cookies (the language) are no session: still the login, which remembers a ?lang= choice.
    const english = await visit('/dashboard/customers?lang=en', { cookie: `${LOCALE_COOKIE}=cs` })
    expect(english.statusCode).toBe(302)
    expect(english.cookies.find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('en')
  })

  it('with a session cookie gets the SPA, an ended session too (its guard sends it on)', async () => {
    const { session } = await signUpVerified(t.app, t.database)
    const signedIn = await visit('/dashboard/calendar', { cookie: session.cookieHeader() })
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.body).toContain('/assets/index-1.js')
    expect(signedIn.headers['cache-control']).toBe('no-cache')
    expect(String(signedIn.headers.vary)).toMatch(/\bCookie\b/i)

    const ended = await visit('/dashboard/calendar', { cookie: `${SESSION_COOKIE}=no-such-session` })
    expect(ended.statusCode).toBe(200)
    expect(ended.body).toContain('/assets/index-1.js')
    // The browser is told to drop the dead cookie, so its next visit goes straight to the login.
    expect(ended.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.maxAge).toBe(0)
  })

  it('never becomes a redirect off the site, whatever the path', async () => {
    for (const url of [
      '//evil.example',
      '//evil.example/dashboard',
      '/dashboard//evil.example',
      '/dashboard/..//evil.example',
      '/dashboard/%2F%2Fevil.example',
      '/dashboard/\\evil.example',
      '/dashboard?redirect=https://evil.example',
      '/dashboard/https://evil.example',
    ]) {
      const answer = await visit(url)
      if (answer.statusCode !== 302) continue
      const location = String(answer.headers.location)
      expect(location, url).toMatch(/^\/login(?:\?|$)/)
      const target = afterSignIn(answer)
      expect(new URL(target, 'http://rezervo.test').origin, url).toBe('http://rezervo.test')
    }
    const doubled = await visit('/dashboard//evil.example')
    expect(doubled.headers.location).toBe('/login?redirect=%2Fdashboard%2F%2Fevil.example')
    expect(afterSignIn(doubled)).toBe('/dashboard//evil.example')
    // A path that only mentions the dashboard is no dashboard address: it is not sent to the login (a
    // one-segment path is a branch shortcut, which the branch page's own redirects answer).
    for (const url of ['//evil.example/dashboard', '//dashboard/calendar', '/dashboards'])
      expect(String((await visit(url)).headers.location ?? ''), url).not.toMatch(/^\/login/)
  })

  it('leaves the API, assets, public pages and non-HTML requests alone', async () => {
    for (const url of ['/', '/login', '/register', '/category', '/krasa-a-pece/barbershop/salon/rezervace'])
      expect((await visit(url)).statusCode, url).toBe(200)
    expect((await visit('/api/user')).statusCode).toBe(401)
    expect((await visit('/api/v1/dashboard')).statusCode).toBe(404)
    expect((await visit('/assets/missing.js', { accept: '*/*' })).headers.location).toBeUndefined()
    const json = await visit('/dashboard/calendar', { accept: 'application/json' })
    expect(json.statusCode).toBe(404)
    expect(json.headers.location).toBeUndefined()
  })
})
