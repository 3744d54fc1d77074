import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { signUp, TEST_PASSWORD } from '../testing/accounts'
import { HttpSession } from '../testing/http-session'
import { testConfig, useTestApp } from '../testing/test-app'

const HOUR = 3_600_000

/** Browsers from the given addresses, each with its CSRF cookie already fetched, ready to fire at once. */
async function browsersAt(app: FastifyInstance, addresses: string[]) {
  const browsers = addresses.map((remoteAddress) => new HttpSession(app, { remoteAddress }))
  await Promise.all(browsers.map((browser) => browser.csrfCookie()))
  return browsers
}

function statusCounts(statuses: number[]) {
  const counts: Record<number, number> = {}
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

describe('sign-in lockout under parallel attempts (decision 021)', () => {
  const t = useTestApp()
  let secondInstance: FastifyInstance
  beforeAll(async () => {
    // A second API process on the same database: the lockout state lives in the database, not in memory.
    secondInstance = await buildApp({
      config: testConfig(),
      database: t.database,
      clock: t.clock,
      logger: false,
    })
    await secondInstance.ready()
  })
  afterAll(() => secondInstance?.close())
  // Every test starts after the hour-long window of the per-email cap.
  beforeEach(() => t.clock.advance(HOUR + 1000))

  it('checks at most 5 of 40 parallel wrong passwords for one email from one address', async () => {
    const { email } = await signUp(t.app)
    const browsers = await browsersAt(t.app, Array(40).fill('203.0.113.5'))
    const answers = await Promise.all(browsers.map((b) => b.post('/login', { email, password: 'Wrong123!' })))
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 422: 5, 429: 35 })
    const refused = answers.find((answer) => answer.statusCode === 429)
    expect(refused?.json().errors.email).toEqual(['Too many login attempts. Please try again in 60 seconds.'])
    // The right password waits for the window too.
    const right = await new HttpSession(t.app, { remoteAddress: '203.0.113.5' }).post('/login', {
      email,
      password: TEST_PASSWORD,
    })
    expect(right.statusCode).toBe(429)
  })

  it('counts together across two API processes sharing the database', async () => {
    const { email } = await signUp(t.app)
    const here = await browsersAt(t.app, Array(20).fill('203.0.113.6'))
    const there = await browsersAt(secondInstance, Array(20).fill('203.0.113.6'))
    const answers = await Promise.all(
      [...here, ...there].map((b) => b.post('/login', { email, password: 'Wrong123!' })),
    )
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 422: 5, 429: 35 })
  })

  it('checks at most 100 failed passwords an hour for one email from all addresses together', {
    timeout: 120_000,
  }, async () => {
    const { email } = await signUp(t.app)
    // 99 parallel failures from 20 addresses, none of which reaches its own limit of 5…
    const addresses = Array.from({ length: 99 }, (_, i) => `198.51.100.${i % 20}`)
    const failed = await Promise.all(
      (await browsersAt(t.app, addresses)).map((b) => b.post('/login', { email, password: 'Wrong123!' })),
    )
    expect(statusCounts(failed.map((answer) => answer.statusCode))).toEqual({ 422: 99 })
    // …ten refusals from an address that has used its 5, which check nothing and so count nothing…
    const locked = await browsersAt(t.app, Array(10).fill('198.51.100.0'))
    const refusals = await Promise.all(locked.map((b) => b.post('/login', { email, password: 'Wrong123!' })))
    expect(statusCounts(refusals.map((answer) => answer.statusCode))).toEqual({ 429: 10 })
    // …and three sign-ins with the right password from elsewhere, which give their slot back.
    for (const address of ['192.0.2.10', '192.0.2.11', '192.0.2.12']) {
      const success = await new HttpSession(t.app, { remoteAddress: address }).post('/login', {
        email,
        password: TEST_PASSWORD,
      })
      expect(success.statusCode).toBe(204)
    }
    // One failure is left of the hundred: 21 parallel attempts from fresh addresses get one password checked.
    const fresh = await browsersAt(
      t.app,
      Array.from({ length: 21 }, (_, i) => `192.0.2.${100 + i}`),
    )
    const last = await Promise.all(fresh.map((b) => b.post('/login', { email, password: 'Wrong123!' })))
    expect(statusCounts(last.map((answer) => answer.statusCode))).toEqual({ 422: 1, 429: 20 })

    // The right password from yet another address is refused too, until the hour since the first failure ends.
    t.clock.advance(30 * 60_000)
    const refused = await new HttpSession(t.app, { remoteAddress: '192.0.2.1', locale: 'cs' }).post(
      '/login',
      {
        email,
        password: TEST_PASSWORD,
      },
    )
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('1800')
    expect(refused.json().errors.email).toEqual([
      'Příliš mnoho neúspěšných pokusů o přihlášení k této e-mailové adrese. Zkuste to znovu za 30 min.',
    ])
    // Another email is not affected.
    const other = await signUp(t.app)
    const otherLogin = await new HttpSession(t.app, { remoteAddress: '192.0.2.1' }).post('/login', {
      email: other.email,
      password: TEST_PASSWORD,
    })
    expect(otherLogin.statusCode).toBe(204)

    t.clock.advance(30 * 60_000)
    const later = await new HttpSession(t.app, { remoteAddress: '192.0.2.1' }).post('/login', {
      email,
      password: TEST_PASSWORD,
    })
    expect(later.statusCode).toBe(204)
  })
})
