import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { personalAccessTokens } from '../db/schema'
import { signUp, signUpVerified } from '../testing/accounts'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'
import { sha256Hex } from './random-token'

describe('GET /api/user', () => {
  const t = useTestApp()

  it('answers the signed-in user, with the token of this session and never the password hash', async () => {
    const { session, id, email } = await signUp(t.app)
    const response = await session.get('/api/user')
    expect(response.statusCode).toBe(200)
    const user = response.json()
    expect(Object.keys(user).sort()).toEqual(
      [
        'created_at',
        'email',
        'email_verified',
        'email_verified_at',
        'first_name',
        'id',
        'last_company_id',
        'locale',
        'phone',
        'surname',
        'token',
      ].sort(),
    )
    expect(user).toEqual({
      id,
      first_name: 'Jana',
      surname: 'Nováková',
      email,
      phone: '+420777123456',
      locale: 'en',
      email_verified: false,
      email_verified_at: null,
      token: expect.stringMatching(/^[A-Za-z0-9]{40}$/),
      created_at: t.clock.now().toISOString(),
      last_company_id: null,
    })
    expect(response.body).not.toMatch(/scrypt|password/i)
  })

  it('shows a verified email as a boolean and an instant', async () => {
    const { session } = await signUpVerified(t.app, t.database)
    const user = (await session.get('/api/user')).json()
    expect(user.email_verified).toBe(true)
    expect(user.email_verified_at).toBe(t.clock.now().toISOString())
  })

  it('answers 401 Unauthenticated to a visitor, in the request language', async () => {
    const english = await new HttpSession(t.app).get('/api/user')
    expect(english.statusCode).toBe(401)
    expect(english.json()).toEqual({ message: 'Unauthenticated.' })
    const czech = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { 'accept-language': 'cs' },
    })
    expect(czech.json()).toEqual({ message: 'Nejste přihlášeni.' })
  })

  it('authenticates a bearer token alone, answering no token and recording its use', async () => {
    const { token, id } = await signUp(t.app)
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id, token: null })
    expect(response.headers['set-cookie']).toBeUndefined()

    const [stored] = await t.database.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.userId, id))
    expect(stored?.tokenHash).toBe(sha256Hex(token))
    expect(stored?.lastUsedAt?.toISOString()).toBe(t.clock.now().toISOString())
    expect(JSON.stringify(stored)).not.toContain(token)
  })

  it('answers 401 to an unknown or malformed bearer token', async () => {
    for (const authorization of [`Bearer ${'q'.repeat(40)}`, 'Bearer short', 'Basic abc']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization } })
      expect(response.statusCode, authorization).toBe(401)
    }
  })
})
