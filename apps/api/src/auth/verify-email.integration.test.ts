import { beforeEach, describe, expect, it } from 'vitest'
import { emailsTo, linkInEmail, signUp, verificationCallOf } from '../testing/accounts'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'
import { createVerificationLink, verificationApiPath } from './verification-url'

const MINUTE = 60_000
const invalid = { message: 'The verification link is invalid or has expired.' }

describe('GET /email/verify/{id}/{hash}', () => {
  const t = useTestApp()
  // Verification tries are throttled per minute; every test starts in a fresh one.
  beforeEach(() => t.clock.advance(61_000))

  /** The API call behind the link in the user's newest verification email. */
  async function verificationCallFor(email: string): Promise<string> {
    const messages = (await emailsTo(t.database, email)).filter((message) => message.kind === 'verify-email')
    return verificationCallOf(linkInEmail(messages.at(-1)!.textBody))
  }

  it('verifies the user who follows the link from their email, in a browser where nobody is signed in', async () => {
    const { session, email } = await signUp(t.app)
    const link = linkInEmail((await emailsTo(t.database, email))[0]!.textBody)
    expect(link.origin + link.pathname).toBe('http://localhost:3000/verify-email')
    expect([...link.searchParams.keys()].sort()).toEqual(['expires', 'hash', 'id', 'lang', 'signature'])

    const otherBrowser = new HttpSession(t.app)
    const response = await otherBrowser.get(verificationCallOf(link))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'Your email has been verified.' })

    const user = (await session.get('/api/user')).json()
    expect(user.email_verified).toBe(true)
    expect(user.email_verified_at).toBe(t.clock.now().toISOString())
  })

  it('answers 409 to a link that was already used', async () => {
    const { email } = await signUp(t.app)
    const call = await verificationCallFor(email)
    expect((await t.app.inject({ method: 'GET', url: call })).statusCode).toBe(200)
    const again = await t.app.inject({ method: 'GET', url: call, headers: { 'accept-language': 'en' } })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: 'The verification link has already been used.' })
  })

  it('keeps a link for one hour', async () => {
    const onTime = await signUp(t.app)
    const late = await signUp(t.app)
    const onTimeCall = await verificationCallFor(onTime.email)
    const lateCall = await verificationCallFor(late.email)
    t.clock.advance(60 * MINUTE)
    expect((await t.app.inject({ method: 'GET', url: onTimeCall })).statusCode).toBe(200)
    t.clock.advance(1_000)
    const expired = await t.app.inject({ method: 'GET', url: lateCall, headers: { 'accept-language': 'en' } })
    expect(expired.statusCode).toBe(403)
    expect(expired.json()).toEqual(invalid)
  })

  it('answers 403 to a link with a changed signature, id, hash or expiry', async () => {
    const { email, id } = await signUp(t.app)
    const call = new URL(await verificationCallFor(email), 'http://api')
    const other = await signUp(t.app)
    const expires = call.searchParams.get('expires')!
    const tampered = [
      call.pathname + call.search.replace(/signature=[0-9a-f]/, 'signature=g'),
      call.pathname.replace(`/${id}/`, `/${other.id}/`) + call.search,
      call.pathname.replace(/\/[0-9a-f]{40}$/, `/${'0'.repeat(40)}`) + call.search,
      call.pathname + call.search.replace(`expires=${expires}`, `expires=${Number(expires) + 3600}`),
      call.pathname,
      `/email/verify/abc/def?expires=x&signature=y`,
    ]
    for (const url of tampered) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } })
      expect(response.statusCode, url).toBe(403)
      expect(response.json()).toEqual(invalid)
      t.clock.advance(10_000)
    }
  })

  it('answers 403 to a correctly signed link for an address the user no longer has', async () => {
    const { id } = await signUp(t.app)
    const link = createVerificationLink(
      t.app.deps.config.appSecret,
      id,
      'old.address@example.cz',
      t.clock.now(),
    )
    const response = await t.app.inject({ method: 'GET', url: verificationApiPath(link) })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ message: 'Ověřovací odkaz je neplatný nebo vypršel.' })
  })

  it('allows 6 tries a minute and answers 429 to the 7th', async () => {
    const { email } = await signUp(t.app)
    const call = await verificationCallFor(email)
    const browser = new HttpSession(t.app, { remoteAddress: '10.7.7.7' })
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect((await browser.get(`/email/verify/1/${'0'.repeat(40)}?expires=1&signature=x`)).statusCode).toBe(
        403,
      )
    }
    const throttled = await browser.get(call)
    expect(throttled.statusCode).toBe(429)
    expect(throttled.json()).toEqual({
      message: 'Too many verification attempts, please wait a moment and try again.',
    })
    expect(throttled.headers['retry-after']).toBe('60')
    t.clock.advance(60_000)
    expect((await browser.get(call)).statusCode).toBe(200)
  })
})
