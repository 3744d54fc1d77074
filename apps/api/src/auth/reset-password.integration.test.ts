import { beforeEach, describe, expect, it } from 'vitest'
import { emailsTo, linkInEmail, signUp, TEST_PASSWORD } from '../testing/accounts'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'

const NEW_PASSWORD = 'Nove-Heslo-42'
const MINUTE = 60_000

const tokenInvalid = {
  message: 'This password reset token is invalid.',
  errors: { email: ['This password reset token is invalid.'] },
}

describe('POST /reset-password', () => {
  const t = useTestApp()
  beforeEach(() => t.clock.advance(61_000))

  /** Requests a reset link and returns the token from the email, as the reset screen reads it. */
  async function requestToken(email: string): Promise<string> {
    const resetEmails = async () =>
      (await emailsTo(t.database, email)).filter((message) => message.kind === 'reset-password')
    const before = (await resetEmails()).length
    const response = await new HttpSession(t.app).post('/forgot-password', { email })
    expect(response.statusCode).toBe(200)
    // Queued once the answer has gone (decision 063).
    await expect.poll(async () => (await resetEmails()).length).toBe(before + 1)
    return linkInEmail((await resetEmails()).at(-1)!.textBody).pathname.replace('/password-reset/', '')
  }

  const resetBody = (email: string, token: string) => ({
    token,
    email,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  })

  it('sets the new password and ends every session and token of the user', async () => {
    const { session, email, token: bearer } = await signUp(t.app)
    const token = await requestToken(email)
    const browser = new HttpSession(t.app)
    const response = await browser.post('/reset-password', resetBody(email, token))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'Your password has been reset.' })

    expect((await session.get('/api/user')).statusCode).toBe(401)
    const withBearer = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${bearer}` },
    })
    expect(withBearer.statusCode).toBe(401)
    expect((await new HttpSession(t.app).post('/login', { email, password: TEST_PASSWORD })).statusCode).toBe(
      422,
    )
    expect((await new HttpSession(t.app).post('/login', { email, password: NEW_PASSWORD })).statusCode).toBe(
      204,
    )
  })

  it('ends the session the reset was made from, when it belongs to the user', async () => {
    const { session, email } = await signUp(t.app)
    const token = await requestToken(email)
    expect((await session.post('/reset-password', resetBody(email, token))).statusCode).toBe(200)
    expect((await session.get('/api/user')).statusCode).toBe(401)
  })

  it('takes a token once', async () => {
    const { email } = await signUp(t.app)
    const token = await requestToken(email)
    expect((await new HttpSession(t.app).post('/reset-password', resetBody(email, token))).statusCode).toBe(
      200,
    )
    const reused = await new HttpSession(t.app).post('/reset-password', resetBody(email, token))
    expect(reused.statusCode).toBe(422)
    expect(reused.json()).toEqual(tokenInvalid)
  })

  it('refuses a wrong token, another user’s token and a replaced token', async () => {
    const first = await signUp(t.app)
    const second = await signUp(t.app)
    const firstToken = await requestToken(first.email)
    await requestToken(second.email)
    const browser = new HttpSession(t.app)
    expect((await browser.post('/reset-password', resetBody(first.email, 'x'.repeat(64)))).json()).toEqual(
      tokenInvalid,
    )
    expect((await browser.post('/reset-password', resetBody(second.email, firstToken))).json()).toEqual(
      tokenInvalid,
    )
    t.clock.advance(61_000)
    const newer = await requestToken(first.email)
    expect((await browser.post('/reset-password', resetBody(first.email, firstToken))).json()).toEqual(
      tokenInvalid,
    )
    expect((await browser.post('/reset-password', resetBody(first.email, newer))).statusCode).toBe(200)
  })

  it('keeps a token for 60 minutes', async () => {
    const fresh = await signUp(t.app)
    const freshToken = await requestToken(fresh.email)
    const stale = await signUp(t.app)
    const staleToken = await requestToken(stale.email)
    t.clock.advance(60 * MINUTE)
    expect(
      (await new HttpSession(t.app).post('/reset-password', resetBody(fresh.email, freshToken))).statusCode,
    ).toBe(200)
    t.clock.advance(1_000)
    const expired = await new HttpSession(t.app).post('/reset-password', resetBody(stale.email, staleToken))
    expect(expired.statusCode).toBe(422)
    expect(expired.json()).toEqual(tokenInvalid)
  })

  it('answers 422 for an unknown email', async () => {
    const response = await new HttpSession(t.app).post('/reset-password', resetBody('nobody@example.cz', 'x'))
    expect(response.json().errors).toEqual({ email: ["We can't find a user with that email address."] })
  })

  it('applies the password rules and its confirmation', async () => {
    const { email } = await signUp(t.app)
    const token = await requestToken(email)
    const response = await new HttpSession(t.app).post('/reset-password', {
      token,
      email,
      password: 'heslo',
      password_confirmation: 'jine',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      password: [
        'The password must be at least 8 characters.',
        'The password must contain uppercase and lowercase letters.',
        'The password must contain numbers.',
        'The password must contain special characters.',
      ],
      password_confirmation: ['Passwords do not match.'],
    })
    const missing = await new HttpSession(t.app).post('/reset-password', {})
    expect(Object.keys(missing.json().errors)).toEqual([
      'token',
      'email',
      'password',
      'password_confirmation',
    ])
  })
})
