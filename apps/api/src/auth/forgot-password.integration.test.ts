import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client'
import { passwordResetTokens } from '../db/schema'
import { emailsTo, linkInEmail, signUp } from '../testing/accounts'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'
import { sha256Hex } from './random-token'

/** The reset emails queued to `email`, once there are `count` of them: they are queued after the answer. */
async function resetEmailsTo(database: DatabaseHandle, email: string, count = 1) {
  let found: Awaited<ReturnType<typeof emailsTo>> = []
  await expect
    .poll(async () => {
      found = (await emailsTo(database, email)).filter((message) => message.kind === 'reset-password')
      return found.length
    })
    .toBe(count)
  return found
}

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

    const [resetEmail] = await resetEmailsTo(t.database, email)
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
    const [resetEmail] = await resetEmailsTo(t.database, email)
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
    await resetEmailsTo(t.database, email)
    t.clock.advance(59_000)
    const again = await browser.post('/forgot-password', { email })
    expect(again.statusCode).toBe(429)
    expect(again.headers['retry-after']).toBe('1')
    expect(again.json()).toEqual({ message: 'Please wait before retrying.' })
    const [first] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.email, email))

    t.clock.advance(2_000)
    expect((await browser.post('/forgot-password', { email })).statusCode).toBe(200)
    await resetEmailsTo(t.database, email, 2)
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.email, email))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.tokenHash).not.toBe(first?.tokenHash)
  })

  it('throttles an unknown email as it does a known one, in Czech too (decision 063)', async () => {
    const browser = new HttpSession(t.app, { locale: 'cs' })
    const unknown = 'nikdo.nikde@example.cz'
    expect((await browser.post('/forgot-password', { email: unknown })).statusCode).toBe(422)
    const again = await browser.post('/forgot-password', { email: unknown })
    expect(again.statusCode).toBe(429)
    expect(again.json().message).toBe('Před dalším pokusem chvíli počkejte.')
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('answers 429 to one client address after five requests a minute, whatever emails they name', async () => {
    const { email } = await signUp(t.app)
    const statuses: number[] = []
    const prober = new HttpSession(t.app, { remoteAddress: '198.51.100.7' })
    for (let index = 0; index < 60; index++) {
      const response = await prober.post('/forgot-password', {
        email: index === 30 ? email : `probe.${index}@example.cz`,
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422])
    expect(statuses.slice(5)).toEqual(Array(55).fill(429))
    // The known email among the probes was not told apart, nor sent anything.
    expect(
      (await emailsTo(t.database, email)).filter((message) => message.kind === 'reset-password'),
    ).toEqual([])
    // Another address is not held back by this one.
    const elsewhere = await new HttpSession(t.app).post('/forgot-password', { email })
    expect(elsewhere.statusCode).toBe(200)
  })

  it('answers before the email is queued, so a known email takes no longer than an unknown one', async () => {
    const { email } = await signUp(t.app)
    const response = await new HttpSession(t.app).post('/forgot-password', { email })
    expect(response.statusCode).toBe(200)
    // Not sent inline: the email is a queued outbox row, for the worker to send (here: disabled).
    const [queued] = await resetEmailsTo(t.database, email)
    expect(queued?.state).toBe('queued')
    expect(queued?.sentAt ?? null).toBeNull()
  })

  it('validates the email', async () => {
    const missing = await new HttpSession(t.app).post('/forgot-password', {})
    expect(missing.json().errors).toEqual({ email: ['The email field is required.'] })
    const malformed = await new HttpSession(t.app).post('/forgot-password', { email: 'nope' })
    expect(malformed.json().errors).toEqual({ email: ['Please enter a valid email address.'] })
  })
})
