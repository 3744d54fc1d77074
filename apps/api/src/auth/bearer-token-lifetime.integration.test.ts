import { SESSION_COOKIE } from '@rezervo/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { personalAccessTokens, sessions } from '../db/schema'
import { signUp, TEST_PASSWORD } from '../testing/accounts'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'
import { sha256Hex } from './random-token'

const MINUTE = 60_000

describe('a bearer token from GET /api/user lives as long as its session (decision 021)', () => {
  const t = useTestApp()
  const asBearer = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } })

  it('stops working when its session expires after two idle hours', async () => {
    const { token } = await signUp(t.app)
    expect((await asBearer(token)).statusCode).toBe(200)
    t.clock.advance(121 * MINUTE)
    const expired = await asBearer(token)
    expect(expired.statusCode).toBe(401)
    expect(expired.json()).toEqual({ message: 'Nejste přihlášeni.' })
  })

  it('keeps its session alive while it is used, like the session cookie does', async () => {
    const { session, token } = await signUp(t.app)
    for (let hour = 1; hour <= 3; hour++) {
      t.clock.advance(100 * MINUTE)
      expect((await asBearer(token)).statusCode, `after ${hour * 100} minutes`).toBe(200)
    }
    // The cookie of the same session is alive too: the token's use counted as the session's activity.
    expect((await session.get('/api/user')).statusCode).toBe(200)
  })

  it('lives for the 30 days of a remembered session, not longer', async () => {
    const { email } = await signUp(t.app)
    const browser = new HttpSession(t.app)
    await browser.post('/login', { email, password: TEST_PASSWORD, remember: true })
    const { token } = (await browser.get('/api/user')).json()
    t.clock.advance(29 * 24 * 60 * MINUTE)
    expect((await asBearer(token)).statusCode).toBe(200)
    t.clock.advance(30 * 24 * 60 * MINUTE + MINUTE)
    expect((await asBearer(token)).statusCode).toBe(401)
  })

  it('stops working when its session row is gone, and is swept with the expired session', async () => {
    const { id, session, token } = await signUp(t.app)
    const sessionHash = sha256Hex(session.cookies.get(SESSION_COOKIE)!)
    t.clock.advance(121 * MINUTE)
    // Any new session sweeps expired ones, and their tokens with them.
    await new HttpSession(t.app).csrfCookie()
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, sessionHash))).toHaveLength(0)
    expect(
      await t.database.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.userId, id)),
    ).toHaveLength(0)
    expect((await asBearer(token)).statusCode).toBe(401)
  })

  it('is not kept alive by another session of the same user', async () => {
    const { email, token } = await signUp(t.app)
    const laptop = new HttpSession(t.app)
    await laptop.post('/login', { email, password: TEST_PASSWORD })
    for (let step = 1; step <= 3; step++) {
      t.clock.advance(60 * MINUTE)
      expect((await laptop.get('/api/user')).statusCode).toBe(200)
    }
    expect((await asBearer(token)).statusCode).toBe(401)
  })
})
