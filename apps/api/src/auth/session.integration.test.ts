import { SESSION_COOKIE, XSRF_COOKIE } from '@rezervo/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sessions } from '../db/schema'
import { signUp } from '../testing/accounts'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'
import { sha256Hex } from './random-token'

const MINUTE = 60_000

function cookieOf(response: { cookies: unknown[] }, name: string) {
  return (response.cookies as Record<string, unknown>[]).find((cookie) => cookie.name === name)
}

describe('GET /sanctum/csrf-cookie', () => {
  const t = useTestApp()

  it('answers 204 with no body and sets the session and XSRF-TOKEN cookies', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' })
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    const session = cookieOf(response, SESSION_COOKIE)
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 120 * 60 })
    expect(session?.secure).toBeUndefined()
    const xsrf = cookieOf(response, XSRF_COOKIE)
    expect(xsrf).toMatchObject({ sameSite: 'Lax', path: '/', maxAge: 120 * 60 })
    expect(xsrf?.httpOnly).toBeUndefined()
    expect(xsrf?.value).toMatch(/^[A-Za-z0-9]{40}$/)
    expect(session?.value).toMatch(/^[A-Za-z0-9]{40}$/)
  })

  it('stores the session in the database under a digest of its id, with the CSRF token', async () => {
    const browser = new HttpSession(t.app)
    await browser.csrfCookie()
    const id = browser.cookies.get(SESSION_COOKIE)!
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256Hex(id)))
    expect(row?.csrfToken).toBe(browser.xsrfToken)
    expect(row?.userId).toBeNull()
    expect(row?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 120 * MINUTE)
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, id))).toHaveLength(0)
  })

  it('keeps a live session and its token when called again', async () => {
    const browser = new HttpSession(t.app)
    await browser.csrfCookie()
    const before = { id: browser.cookies.get(SESSION_COOKIE), token: browser.xsrfToken }
    await browser.csrfCookie()
    expect({ id: browser.cookies.get(SESSION_COOKIE), token: browser.xsrfToken }).toEqual(before)
  })

  it('starts a new session for an unknown session cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sanctum/csrf-cookie',
      headers: { cookie: `${SESSION_COOKIE}=${'x'.repeat(40)}` },
    })
    expect(cookieOf(response, SESSION_COOKIE)?.value).not.toBe('x'.repeat(40))
  })
})

describe('session lifetime', () => {
  const t = useTestApp()

  it('refreshes both cookies on every response', async () => {
    const { session } = await signUp(t.app)
    const response = await session.get('/api/user')
    expect(cookieOf(response, SESSION_COOKIE)).toMatchObject({ maxAge: 120 * 60, httpOnly: true })
    expect(cookieOf(response, XSRF_COOKIE)).toMatchObject({ maxAge: 120 * 60 })
  })

  it('slides the 120-minute idle lifetime with each request', async () => {
    const { session } = await signUp(t.app)
    t.clock.advance(100 * MINUTE)
    expect((await session.get('/api/user')).statusCode).toBe(200)
    t.clock.advance(100 * MINUTE)
    expect((await session.get('/api/user')).statusCode).toBe(200)
    t.clock.advance(121 * MINUTE)
    const expired = await session.get('/api/user')
    expect(expired.statusCode).toBe(401)
    expect(cookieOf(expired, SESSION_COOKIE)).toMatchObject({ maxAge: 0 })
    expect(session.cookies.has(SESSION_COOKIE)).toBe(false)
  })

  it('keeps a remembered session for 30 days of absence', async () => {
    const { email, password } = await signUp(t.app)
    const browser = new HttpSession(t.app)
    const login = await browser.post('/login', { email, password, remember: true })
    expect(cookieOf(login, SESSION_COOKIE)).toMatchObject({ maxAge: 30 * 24 * 60 * 60 })
    t.clock.advance(29 * 24 * 60 * MINUTE)
    expect((await browser.get('/api/user')).statusCode).toBe(200)
    t.clock.advance(31 * 24 * 60 * MINUTE)
    expect((await browser.get('/api/user')).statusCode).toBe(401)
  })

  it('deletes expired sessions in passing when a new one starts', async () => {
    const old = new HttpSession(t.app)
    await old.csrfCookie()
    const oldId = sha256Hex(old.cookies.get(SESSION_COOKIE)!)
    t.clock.advance(121 * MINUTE)
    await new HttpSession(t.app).csrfCookie()
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, oldId))).toHaveLength(0)
  })
})

describe('session cookies over HTTPS', () => {
  const t = useTestApp({ env: { TRUST_PROXY: 'true' } })

  it('marks both cookies Secure when the request came over HTTPS', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sanctum/csrf-cookie',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(cookieOf(response, SESSION_COOKIE)?.secure).toBe(true)
    expect(cookieOf(response, XSRF_COOKIE)?.secure).toBe(true)
  })
})
