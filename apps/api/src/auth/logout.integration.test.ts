import { SESSION_COOKIE } from '@rezervo/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { personalAccessTokens, sessions } from '../db/schema'
import { signUp, TEST_PASSWORD } from '../testing/accounts'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'
import { sha256Hex } from './random-token'

describe('POST /logout', () => {
  const t = useTestApp()

  it('ends the session and revokes its access token', async () => {
    const { session, token, id } = await signUp(t.app)
    const sessionId = session.cookies.get(SESSION_COOKIE)!
    const response = await session.post('/logout')
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')

    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sha256Hex(sessionId))),
    ).toHaveLength(0)
    expect(
      await t.database.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.userId, id)),
    ).toHaveLength(0)
    expect((await session.get('/api/user')).statusCode).toBe(401)
    const replayed = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `${SESSION_COOKIE}=${sessionId}` },
    })
    expect(replayed.statusCode).toBe(401)
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(bearer.statusCode).toBe(401)
  })

  it('leaves a fresh guest session, so the next sign-in needs no new CSRF call', async () => {
    const { session, email } = await signUp(t.app)
    const before = session.cookies.get(SESSION_COOKIE)
    await session.post('/logout')
    expect(session.cookies.get(SESSION_COOKIE)).not.toBe(before)
    expect((await session.post('/login', { email, password: TEST_PASSWORD })).statusCode).toBe(204)
  })

  it('signs out a bearer client without a CSRF token, revoking only that token', async () => {
    const { session, email } = await signUp(t.app)
    const other = new HttpSession(t.app)
    await other.post('/login', { email, password: TEST_PASSWORD })
    const { token } = (await other.get('/api/user')).json()

    const response = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.statusCode).toBe(204)
    const reused = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(reused.statusCode).toBe(401)
    expect((await session.get('/api/user')).statusCode).toBe(200)
  })

  it('answers 401 when nobody is signed in', async () => {
    const response = await new HttpSession(t.app).post('/logout')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: 'Unauthenticated.' })
  })
})
