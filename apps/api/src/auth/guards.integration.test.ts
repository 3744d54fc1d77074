import { describe, expect, it } from 'vitest'
import { signUp, signUpVerified } from '../testing/accounts'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'
import { requireUser, requireVerifiedUser, signedInUser } from './guards'

describe('auth guards', () => {
  const t = useTestApp({
    configure: (app) => {
      app.get('/api/test-signed-in', { preHandler: requireUser }, async (request) => ({
        id: signedInUser(request).id,
        via: request.authMethod,
      }))
      app.get('/api/test-verified', { preHandler: requireVerifiedUser }, async (request) => ({
        id: signedInUser(request).id,
      }))
      app.get('/api/test-unguarded', async (request) => ({ id: signedInUser(request).id }))
    },
  })

  it('turns visitors away with 401', async () => {
    const visitor = new HttpSession(t.app)
    for (const url of ['/api/test-signed-in', '/api/test-verified', '/api/test-unguarded']) {
      const response = await visitor.get(url)
      expect(response.statusCode, url).toBe(401)
      expect(response.json()).toEqual({ message: 'Unauthenticated.' })
    }
  })

  it('lets any signed-in user past requireUser, but only a verified one past requireVerifiedUser', async () => {
    const unverified = await signUp(t.app)
    expect((await unverified.session.get('/api/test-signed-in')).json()).toEqual({
      id: unverified.id,
      via: 'session',
    })
    const blocked = await unverified.session.get('/api/test-verified')
    expect(blocked.statusCode).toBe(409)
    expect(blocked.json()).toEqual({ message: 'Your email address is not verified.' })

    const verified = await signUpVerified(t.app, t.database)
    expect((await verified.session.get('/api/test-verified')).json()).toEqual({ id: verified.id })
  })

  it('accepts a bearer token', async () => {
    const { token, id } = await signUpVerified(t.app, t.database)
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test-signed-in',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.json()).toEqual({ id, via: 'bearer' })
  })

  it('answers in the user’s saved language when the request names none', async () => {
    const czechUser = await signUp(t.app, {}, { locale: 'cs' })
    const englishUser = await signUp(t.app, {}, { locale: 'en' })
    const call = (token: string, acceptLanguage?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/test-verified',
        headers: {
          authorization: `Bearer ${token}`,
          ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
        },
      })
    expect((await call(englishUser.token)).json().message).toBe('Your email address is not verified.')
    expect((await call(czechUser.token)).json().message).toBe('Vaše e-mailová adresa není ověřena.')
    expect((await call(englishUser.token, 'cs')).json().message).toBe('Vaše e-mailová adresa není ověřena.')
    expect((await call(czechUser.token, 'de')).json().message).toBe('Vaše e-mailová adresa není ověřena.')
  })
})
