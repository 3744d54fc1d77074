import { describe, expect, it } from 'vitest'
import { signUp } from '../testing/accounts'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'

/** Issue 38, "An API document clients can trust": what the router and the schemas let through or refuse. */
describe('the router and the schemas agree', () => {
  const t = useTestApp()

  it('takes a 200-character invitation token, and answers 414 uri_too_long past it without echoing the path', async () => {
    const guest = new HttpSession(t.app)
    const valid = await guest.get(`/api/v1/invitations/${'a'.repeat(200)}`)
    expect(valid.statusCode, valid.body).not.toBe(414)
    const long = `/api/v1/invitations/${'b'.repeat(201)}`
    const refused = await guest.get(long)
    expect(refused.statusCode).toBe(414)
    expect(refused.headers['content-type']).toMatch(/^application\/json/)
    expect(refused.json()).toEqual({ message: 'The request address is too long.', code: 'uri_too_long' })
    expect(refused.body).not.toContain('bbbb')
  })

  it('answers a known path called with another method 405 with Allow, not 404', async () => {
    const guest = new HttpSession(t.app)
    const response = await guest.request({ method: 'PUT', url: '/api/v1/directory/category-groups' })
    expect(response.statusCode, response.body).toBe(405)
    expect(response.headers.allow).toBe('GET, HEAD')
    expect(response.json()).toMatchObject({ code: 'method_not_allowed' })
    const unknown = await guest.request({ method: 'PUT', url: '/api/v1/no-such-thing' })
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses a query parameter the route does not declare with 422 naming it', async () => {
    const guest = new HttpSession(t.app)
    const url = '/api/v1/directory/categories/krasa-a-pece/barbershop/branches'
    expect((await guest.get(url)).statusCode).not.toBe(422)
    const response = await guest.get(`${url}?zzz=1`)
    expect(response.statusCode, response.body).toBe(422)
    expect(Object.keys(response.json().errors)).toEqual(['zzz'])
  })

  it('answers a JSON body that is not an object (null, [], 1) with 422, never the route’s 200', async () => {
    const user = await signUp(t.app)
    for (const payload of ['null', '[]', '1']) {
      const response = await user.session.post('/email/verification-notification', payload, {
        headers: { 'content-type': 'application/json' },
      })
      expect(response.statusCode, `${payload}: ${response.body}`).toBe(422)
      expect(response.json().errors).toEqual({ body: ['This field must be an object.'] })
    }
    const login = await new HttpSession(t.app).post('/login', 'null', {
      headers: { 'content-type': 'application/json' },
    })
    expect(login.statusCode).toBe(422)
  })
})
