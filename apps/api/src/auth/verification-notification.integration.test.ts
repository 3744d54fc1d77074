import { beforeEach, describe, expect, it } from 'vitest'
import { emailsTo, signUp, signUpVerified } from '../testing/accounts'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'

const sent = { status: 'verification-link-sent' }

describe('POST /email/verification-notification', () => {
  const t = useTestApp()
  // The throttle counts a minute per address; every test starts in a fresh one.
  beforeEach(() => t.clock.advance(61_000))

  const verificationEmailsTo = async (address: string) =>
    (await emailsTo(t.database, address)).filter((message) => message.kind === 'verify-email')

  it('emails a new link to an unverified address', async () => {
    const { email } = await signUp(t.app)
    const response = await new HttpSession(t.app).post('/email/verification-notification', { email })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(sent)
    expect(await verificationEmailsTo(email)).toHaveLength(2)
  })

  it('emails the signed-in user when no address is given, even without a body', async () => {
    const { session, email } = await signUp(t.app)
    const response = await session.request({ method: 'POST', url: '/email/verification-notification' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(sent)
    expect(await verificationEmailsTo(email)).toHaveLength(2)
  })

  it('answers the same for an unknown or already verified address, sending nothing', async () => {
    const unknown = await new HttpSession(t.app).post('/email/verification-notification', {
      email: 'nobody@example.cz',
    })
    expect(unknown.statusCode).toBe(200)
    expect(unknown.json()).toEqual(sent)
    expect(await verificationEmailsTo('nobody@example.cz')).toHaveLength(0)

    const { email } = await signUpVerified(t.app, t.database)
    const verified = await new HttpSession(t.app).post('/email/verification-notification', { email })
    expect(verified.json()).toEqual(sent)
    expect(await verificationEmailsTo(email)).toHaveLength(1)
  })

  it('asks a visitor for the email', async () => {
    const response = await new HttpSession(t.app).post('/email/verification-notification', {})
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ email: ['The email field is required.'] })
    const malformed = await new HttpSession(t.app).post('/email/verification-notification', { email: 'x@' })
    expect(malformed.json().errors).toEqual({ email: ['Please enter a valid email address.'] })
  })

  it('allows 6 requests a minute and answers 429 to the 7th', async () => {
    const browser = new HttpSession(t.app, { remoteAddress: '10.9.8.7' })
    for (let request = 1; request <= 6; request++) {
      const response = await browser.post('/email/verification-notification', {
        email: `x${request}@example.cz`,
      })
      expect(response.statusCode).toBe(200)
    }
    t.clock.advance(15_000)
    const throttled = await browser.post('/email/verification-notification', { email: 'x7@example.cz' })
    expect(throttled.statusCode).toBe(429)
    expect(throttled.json()).toEqual({
      message: 'Too many verification attempts, please wait a moment and try again.',
    })
    expect(throttled.headers['retry-after']).toBe('45')
    const otherAddress = new HttpSession(t.app, { remoteAddress: '10.9.8.6' })
    expect(
      (await otherAddress.post('/email/verification-notification', { email: 'y@example.cz' })).statusCode,
    ).toBe(200)
    t.clock.advance(45_000)
    expect(
      (await browser.post('/email/verification-notification', { email: 'x8@example.cz' })).statusCode,
    ).toBe(200)
  })
})
