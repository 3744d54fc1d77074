import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { passwordResetTokens } from '../db/schema'
import { emailsTo, linkInEmail, signUp } from '../testing/accounts'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'
import { sha256Hex } from './random-token'

describe('POST /forgot-password', () => {
  const t = useTestApp()
  beforeEach(() => t.clock.advance(61_000))

  it('emails a link to the reset screen and stores only a digest of its 64-character token', async () => {
    const { email } = await signUp(t.app)
    const response = await new HttpSession(t.app).post('/forgot-password', {
      email: ` ${email.toUpperCase()}`,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'We have emailed your password reset link.' })

    const resetEmail = (await emailsTo(t.database, email)).find(
      (message) => message.kind === 'reset-password',
    )
    expect(resetEmail?.subject).toBe('Reset your password')
    const link = linkInEmail(resetEmail!.textBody)
    const token = link.pathname.replace('/password-reset/', '')
    expect(token).toMatch(/^[A-Za-z0-9]{64}$/)
    expect(link.searchParams.get('email')).toBe(email)
    expect(resetEmail?.htmlBody).toContain(`/password-reset/${token}?email=`)

    const [stored] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.email, email))
    expect(stored?.tokenHash).toBe(sha256Hex(token))
    expect(stored?.createdAt.toISOString()).toBe(t.clock.now().toISOString())
  })

  it('writes the email in the user’s saved language', async () => {
    const { email } = await signUp(t.app, {}, { locale: 'cs' })
    await new HttpSession(t.app, { locale: 'en' }).post('/forgot-password', { email })
    const resetEmail = (await emailsTo(t.database, email)).find(
      (message) => message.kind === 'reset-password',
    )
    expect(resetEmail?.subject).toBe('Obnovení hesla')
    expect(resetEmail?.htmlBody).toContain('lang="cs"')
  })

  it('answers 422 for an unknown email', async () => {
    const response = await new HttpSession(t.app).post('/forgot-password', { email: 'nobody@example.cz' })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      message: "We can't find a user with that email address.",
      errors: { email: ["We can't find a user with that email address."] },
    })
  })

  it('asks to wait for 60 seconds after a request, then replaces the token', async () => {
    const { email } = await signUp(t.app)
    const browser = new HttpSession(t.app)
    expect((await browser.post('/forgot-password', { email })).statusCode).toBe(200)
    t.clock.advance(59_000)
    const again = await browser.post('/forgot-password', { email })
    expect(again.statusCode).toBe(422)
    expect(again.json()).toEqual({
      message: 'Please wait before retrying.',
      errors: { email: ['Please wait before retrying.'] },
    })
    const [first] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.email, email))

    t.clock.advance(2_000)
    expect((await browser.post('/forgot-password', { email })).statusCode).toBe(200)
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.email, email))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.tokenHash).not.toBe(first?.tokenHash)
    const resetEmails = (await emailsTo(t.database, email)).filter(
      (message) => message.kind === 'reset-password',
    )
    expect(resetEmails).toHaveLength(2)
  })

  it('validates the email', async () => {
    const missing = await new HttpSession(t.app).post('/forgot-password', {})
    expect(missing.json().errors).toEqual({ email: ['The email field is required.'] })
    const malformed = await new HttpSession(t.app).post('/forgot-password', { email: 'nope' })
    expect(malformed.json().errors).toEqual({ email: ['Please enter a valid email address.'] })
  })
})
