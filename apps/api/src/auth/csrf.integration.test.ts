import { SESSION_COOKIE } from '@rezervo/shared'
import { describe, expect, it } from 'vitest'
import { signUp } from '../testing/accounts'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'

/** A concrete path for a route pattern: every parameter and wildcard becomes a harmless value. */
const concretePath = (url: string) => url.replace(/:[^/]+/g, '1').replaceAll('*', 'x')

describe('CSRF protection', () => {
  const t = useTestApp({
    // Registered after the app is built: the walk below must include routes added later too.
    configure: (app) => {
      app.post('/api/test-csrf-echo', async () => ({ ok: true }))
      app.delete('/api/test-csrf-echo/:id', async () => ({ ok: true }))
    },
  })

  it('knows every mutating route, those registered later included', () => {
    const routes = t.app.csrfProtectedRoutes.map((route) => `${route.method} ${route.url}`)
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /register',
        'POST /login',
        'POST /logout',
        'POST /forgot-password',
        'POST /reset-password',
        'POST /email/verification-notification',
        'POST /api/test-csrf-echo',
        'DELETE /api/test-csrf-echo/:id',
      ]),
    )
  })

  it('answers 419 on every registered mutating route without X-XSRF-TOKEN', async () => {
    const browser = new HttpSession(t.app)
    await browser.csrfCookie()
    expect(t.app.csrfProtectedRoutes.length).toBeGreaterThanOrEqual(8)
    for (const route of t.app.csrfProtectedRoutes) {
      const response = await browser.request({
        method: route.method as 'POST',
        url: concretePath(route.url),
        payload: {},
        csrf: false,
      })
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(419)
      expect(response.json(), `${route.method} ${route.url}`).toEqual({ message: 'CSRF token mismatch.' })
    }
  })

  it('answers 419 without any session and with a wrong token, in the request language', async () => {
    const noSession = await t.app.inject({
      method: 'POST',
      url: '/api/test-csrf-echo',
      headers: { 'x-xsrf-token': 'a'.repeat(40), 'accept-language': 'cs' },
    })
    expect(noSession.statusCode).toBe(419)
    expect(noSession.json()).toEqual({ message: 'Neplatný CSRF token. Obnovte stránku a zkuste to znovu.' })

    const browser = new HttpSession(t.app)
    await browser.csrfCookie()
    const wrong = await browser.post(
      '/api/test-csrf-echo',
      {},
      { headers: { 'x-xsrf-token': 'b'.repeat(40) } },
    )
    expect(wrong.statusCode).toBe(419)
  })

  it('accepts the token URL-encoded in X-XSRF-TOKEN or as is in X-CSRF-TOKEN', async () => {
    const browser = new HttpSession(t.app)
    expect((await browser.post('/api/test-csrf-echo', {})).json()).toEqual({ ok: true })
    const plain = await browser.post(
      '/api/test-csrf-echo',
      {},
      { csrf: false, headers: { 'x-csrf-token': browser.xsrfToken! } },
    )
    expect(plain.statusCode).toBe(200)
    const malformed = await browser.post(
      '/api/test-csrf-echo',
      {},
      { headers: { 'x-xsrf-token': '%E0%A4%A' } },
    )
    expect(malformed.statusCode).toBe(419)
  })

  it('does not take another session’s token', async () => {
    const first = new HttpSession(t.app)
    const second = new HttpSession(t.app)
    await first.csrfCookie()
    await second.csrfCookie()
    const crossed = await first.post(
      '/api/test-csrf-echo',
      {},
      { headers: { 'x-xsrf-token': second.xsrfToken! } },
    )
    expect(crossed.statusCode).toBe(419)
  })

  it('needs no CSRF token with a valid bearer token, but still does with an unknown one', async () => {
    const { token } = await signUp(t.app)
    const withToken = await t.app.inject({
      method: 'POST',
      url: '/api/test-csrf-echo',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(withToken.statusCode).toBe(200)
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/test-csrf-echo',
      headers: { authorization: `Bearer ${'z'.repeat(40)}` },
    })
    expect(unknown.statusCode).toBe(419)
  })

  it('asks no token of GET requests and leaves unknown paths to the 404 answer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: { cookie: `${SESSION_COOKIE}=${'x'.repeat(40)}` },
    })
    expect(unknown.statusCode).toBe(404)
  })
})
