import { SESSION_COOKIE } from '@rezervo/shared'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { sessions } from '../db/schema'
import { signUp, TEST_PASSWORD } from '../testing/accounts'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'
import { sha256Hex } from './random-token'

const credentialsMismatch = {
  message: 'These credentials do not match our records.',
  errors: { email: ['These credentials do not match our records.'] },
}

describe('POST /login', () => {
  const t = useTestApp()
  // Lockouts last a minute; every test starts in a fresh one.
  beforeEach(() => t.clock.advance(61_000))

  it('signs in with a new session id and CSRF token (no session fixation)', async () => {
    const { email } = await signUp(t.app)
    const browser = new HttpSession(t.app)
    await browser.csrfCookie()
    const before = { id: browser.cookies.get(SESSION_COOKIE)!, token: browser.xsrfToken! }

    const response = await browser.post('/login', { email: email.toUpperCase(), password: TEST_PASSWORD })
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    expect(browser.cookies.get(SESSION_COOKIE)).not.toBe(before.id)
    expect(browser.xsrfToken).not.toBe(before.token)
    expect((await browser.get('/api/user')).json().email).toBe(email)

    const planted = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256Hex(before.id)))
    expect(planted).toHaveLength(0)
    const oldToken = await browser.post('/logout', {}, { headers: { 'x-xsrf-token': before.token } })
    expect(oldToken.statusCode).toBe(419)
  })

  it('mints a new access token at each sign-in', async () => {
    const { email, token: atRegistration } = await signUp(t.app)
    const browser = new HttpSession(t.app)
    await browser.post('/login', { email, password: TEST_PASSWORD })
    const { token } = (await browser.get('/api/user')).json()
    expect(token).toMatch(/^[A-Za-z0-9]{40}$/)
    expect(token).not.toBe(atRegistration)
  })

  it('revokes the token of the session it replaces when signing in again', async () => {
    const { session, email, token: first } = await signUp(t.app)
    expect((await session.post('/login', { email, password: TEST_PASSWORD })).statusCode).toBe(204)
    const { token: second } = (await session.get('/api/user')).json()
    const bearer = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } })
    expect((await bearer(first)).statusCode).toBe(401)
    expect((await bearer(second)).statusCode).toBe(200)
  })

  it('answers a wrong password or an unknown email alike', async () => {
    const { email } = await signUp(t.app)
    const wrongPassword = await new HttpSession(t.app).post('/login', { email, password: 'Wrong123!' })
    expect(wrongPassword.statusCode).toBe(422)
    expect(wrongPassword.json()).toEqual(credentialsMismatch)
    const unknown = await new HttpSession(t.app).post('/login', { email: 'nobody@example.cz', password: 'x' })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json()).toEqual(credentialsMismatch)
    const czech = await new HttpSession(t.app, { locale: 'cs' }).post('/login', { email, password: 'x' })
    expect(czech.json().errors.email).toEqual(['Přihlašovací údaje neodpovídají našim záznamům.'])
  })

  it('requires the email and the password', async () => {
    const response = await new HttpSession(t.app).post('/login', {})
    expect(response.json()).toEqual({
      message: 'The email field is required. (and 1 more error)',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    })
  })

  it('locks an email and address out for the rest of the minute after 5 failures', async () => {
    const { email } = await signUp(t.app)
    const browser = new HttpSession(t.app)
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await browser.post('/login', { email, password: 'Wrong123!' })).statusCode).toBe(422)
      t.clock.advance(2_000)
    }
    // The first failure was 10 s ago: 50 s of the minute are left, for the right password too.
    const locked = await browser.post('/login', { email, password: TEST_PASSWORD })
    expect(locked.statusCode).toBe(429)
    expect(locked.headers['retry-after']).toBe('50')
    expect(locked.json()).toEqual({
      message: 'Too many login attempts. Please try again in 50 seconds.',
      errors: { email: ['Too many login attempts. Please try again in 50 seconds.'] },
    })

    // Another address and another email are not locked.
    const elsewhere = new HttpSession(t.app, { remoteAddress: '10.1.2.3' })
    expect((await elsewhere.post('/login', { email, password: TEST_PASSWORD })).statusCode).toBe(204)
    const other = await signUp(t.app)
    expect((await browser.post('/login', { email: other.email, password: TEST_PASSWORD })).statusCode).toBe(
      204,
    )

    t.clock.advance(30_000)
    const stillLocked = await browser.post('/login', { email, password: TEST_PASSWORD })
    expect(stillLocked.headers['retry-after']).toBe('20')
    t.clock.advance(20_000)
    expect((await browser.post('/login', { email, password: TEST_PASSWORD })).statusCode).toBe(204)
  })

  it('clears the failure count on success', async () => {
    const { email } = await signUp(t.app)
    const browser = new HttpSession(t.app)
    for (let attempt = 1; attempt <= 4; attempt++)
      await browser.post('/login', { email, password: 'Wrong123!' })
    expect((await browser.post('/login', { email, password: TEST_PASSWORD })).statusCode).toBe(204)
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await browser.post('/login', { email, password: 'Wrong123!' })).statusCode).toBe(422)
    }
    expect((await browser.post('/login', { email, password: 'Wrong123!' })).statusCode).toBe(429)
  })
})
