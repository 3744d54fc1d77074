import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { companyMembers } from '../db/schema'
import { signUpVerified } from '../testing/accounts'
import { createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'

const builtIndex = `<!doctype html>
<html lang="cs">
  <head>
    <title>Rezervo</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const webDist = mkdtempSync(join(tmpdir(), 'rezervo-web-'))
writeFileSync(join(webDist, 'index.html'), builtIndex)
writeFileSync(join(webDist, 'embed.js'), ';(() => {})()\n')
const webSsr = join(webDist, 'ssr')
mkdirSync(webSsr)
writeFileSync(
  join(webSsr, 'render-branch-page.js'),
  "export const renderBranchPage = ({ branch }) => ({ head: '<title>x</title>', body: '<h1>' + branch.name + '</h1>' })",
)

/** The CSP directives of an answer, by name. */
function cspOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '')
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values]),
  )
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = cspOf(response)
  expect(csp.get('default-src')).toEqual(["'self'"])
  expect(csp.get('script-src')).toEqual(["'self'"])
  expect(csp.get('script-src-attr')).toEqual(["'none'"])
  expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  expect(csp.get('base-uri')).toEqual(["'self'"])
  expect(response.headers['x-content-type-options']).toBe('nosniff')
  expect(response.headers['x-frame-options']).toBe('DENY')
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  const permissions = String(response.headers['permissions-policy'] ?? '').split(/,\s*/)
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
    expect(permissions).toContain(feature)
  // Plain HTTP: no HSTS, which would pin the browser to an HTTPS this server does not speak.
  expect(response.headers['strict-transport-security']).toBeUndefined()
}

describe('security headers (decision 021)', () => {
  const t = useTestApp({ env: { WEB_DIST_DIR: webDist, WEB_SSR_DIR: webSsr, TRUST_PROXY: '1' } })
  const html = { accept: 'text/html' }

  it('are on the SPA page, the server-rendered branch page, API answers and errors', async () => {
    const fixture = await createBookingFixture(t.database)
    const answers = {
      spa: await t.app.inject({ method: 'GET', url: '/register', headers: html }),
      // A signed-out visit of the dashboard, sent to the login by the server (decision 057).
      signedOutDashboard: await t.app.inject({ method: 'GET', url: '/dashboard', headers: html }),
      branchPage: await t.app.inject({
        method: 'GET',
        url: `/krasa-a-pece/barbershop/${fixture.slug}`,
        headers: html,
      }),
      api: await t.app.inject({ method: 'GET', url: `/api/v1/branches/slug/${fixture.slug}` }),
      unauthenticated: await t.app.inject({ method: 'GET', url: '/api/user' }),
      notFound: await t.app.inject({ method: 'GET', url: '/api/v1/nothing' }),
    }
    expect(answers.spa.body).toContain('<div id="root"></div>')
    expect(answers.signedOutDashboard.statusCode).toBe(302)
    expect(answers.branchPage.body).toContain('<h1>')
    expect(answers.api.statusCode).toBe(200)
    expect(answers.unauthenticated.statusCode).toBe(401)
    expect(answers.notFound.statusCode).toBe(404)
    for (const [name, response] of Object.entries(answers)) {
      try {
        expectSecurityHeaders(response)
      } catch (error) {
        throw new Error(`${name}: ${(error as Error).message}`)
      }
    }
  })

  it('lets any site frame the booking widget’s pages, and only them (decision 040)', async () => {
    const fixture = await createBookingFixture(t.database)
    for (const url of [
      `/embed/${fixture.slug}`,
      `/embed/${fixture.slug}/potvrzeni-rezervace?reservation=1&token=x`,
    ]) {
      const page = await t.app.inject({ method: 'GET', url, headers: html })
      expect(page.statusCode, url).toBe(200)
      expect(page.body).toContain('<div id="root"></div>')
      expect(cspOf(page).get('frame-ancestors'), url).toEqual(['*'])
      expect(cspOf(page).get('script-src'), url).toEqual(["'self'"])
      expect(page.headers['x-frame-options'], url).toBeUndefined()
    }
    // Not a prefix match by accident: these keep refusing to be framed.
    for (const url of ['/embedded', '/dashboard/embed/x', `/api/v1/branches/slug/${fixture.slug}`]) {
      const other = await t.app.inject({ method: 'GET', url, headers: html })
      expectSecurityHeaders(other)
    }
    const script = await t.app.inject({ method: 'GET', url: '/embed.js' })
    expect(script.statusCode).toBe(200)
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect(script.headers['cache-control']).toBe('public, max-age=3600')
    expect(script.headers['x-frame-options']).toBe('DENY')
  })

  it('adds HSTS only when the request came over HTTPS', async () => {
    const overHttps = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(overHttps.headers['x-frame-options']).toBe('DENY')
    expect(cspOf(overHttps).get('frame-ancestors')).toEqual(["'none'"])
    const overHttp = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(overHttp.headers['strict-transport-security']).toBeUndefined()
  })

  it('keep a signed-in user’s JSON and CSV out of every cache, and leave public answers cacheable', async () => {
    const fixture = await createBookingFixture(t.database)
    const owner = await signUpVerified(t.app, t.database)
    await t.database.db
      .insert(companyMembers)
      .values({ companyId: fixture.companyId, userId: owner.id, role: 'owner' })
    const base = `/api/v1/companies/${fixture.companyId}`
    for (const url of [
      '/api/user',
      `${base}/customers`,
      `${base}/customers/export.csv`,
      `${base}/reservations/export.csv`,
    ]) {
      const answer = await owner.session.request({ method: 'GET', url })
      expect(answer.statusCode, url).toBe(200)
      expect(answer.headers['cache-control'], url).toBe('no-store')
    }
    // Its own rule stays: a public branch answer revalidates with its ETag (decision 045).
    const publicBranch = await owner.session.request({
      method: 'GET',
      url: `/api/v1/branches/slug/${fixture.slug}`,
    })
    expect(publicBranch.headers['cache-control']).toBe('no-cache')
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `/api/v1/branches/slug/${fixture.slug}/availability?date=2026-11-25&item_ids=${fixture.items.cut}`,
    })
    expect(signedOut.headers['cache-control']).not.toBe('no-store')
  })
})
