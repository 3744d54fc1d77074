import { describe, expect, it, vi } from 'vitest'
import { createApiClient, readCookie } from './api-client'
import { ApiError, NetworkError } from './api-errors'

/** A fake server: answers by path, and sets the XSRF cookie when the CSRF endpoint is called. */
function fakeServer(answers: Record<string, (() => Response)[]>, initialCookie = '') {
  let cookie = initialCookie
  let csrfCalls = 0
  const fetch = vi.fn(async (input: string | URL | Request, _init?: RequestInit) => {
    const path = String(input)
    if (path === '/sanctum/csrf-cookie') {
      csrfCalls += 1
      cookie = `XSRF-TOKEN=${encodeURIComponent(`token/${csrfCalls}=`)}; rezervo_session=abc`
      return new Response(null, { status: 204 })
    }
    const next = answers[path]?.shift()
    if (!next) throw new Error(`unexpected request ${path}`)
    return next()
  })
  const client = createApiClient({ locale: () => 'en', fetch, cookies: () => cookie })
  const requests = () =>
    fetch.mock.calls.map(([input, init]) => ({
      path: String(input),
      method: init?.method,
      headers: new Headers(init?.headers),
      credentials: init?.credentials,
      body: init?.body,
    }))
  return { client, fetch, requests }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('api client', () => {
  it('sends cookies, the XHR marker, JSON accept, the UI language and the decoded XSRF token', async () => {
    const { client, requests } = fakeServer(
      { '/api/user': [() => json(200, { id: 1 })] },
      `other=1; XSRF-TOKEN=${encodeURIComponent('a/b=c')}`,
    )
    await expect(client.get('/api/user')).resolves.toEqual({ id: 1 })
    const [request] = requests()
    expect(request?.credentials).toBe('include')
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest')
    expect(request?.headers.get('Accept')).toBe('application/json')
    expect(request?.headers.get('Accept-Language')).toBe('en')
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('a/b=c')
  })

  it("keeps a 429's Retry-After, so the screen can say how long to wait", async () => {
    const throttled = () =>
      new Response(JSON.stringify({ message: 'Too Many Attempts.' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '42' },
      })
    const { client } = fakeServer({ '/api/user': [throttled, () => json(429, { message: 'x' })] })
    await expect(client.get('/api/user')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 42 })
    await expect(client.get('/api/user')).rejects.toMatchObject({ status: 429, retryAfterSeconds: undefined })
  })

  it('fetches the CSRF cookie before the first mutation, then sends its token', async () => {
    const { client, requests } = fakeServer({ '/login': [() => new Response(null, { status: 204 })] })
    await expect(client.post('/login', { email: 'a@b.cz' })).resolves.toBeUndefined()
    const [csrf, login] = requests()
    expect(csrf?.path).toBe('/sanctum/csrf-cookie')
    expect(login?.method).toBe('POST')
    expect(login?.headers.get('X-XSRF-TOKEN')).toBe('token/1=')
    expect(login?.headers.get('Content-Type')).toBe('application/json')
    expect(login?.body).toBe('{"email":"a@b.cz"}')
  })

  it('does not fetch the CSRF cookie for a GET or when a token is there', async () => {
    const { client, requests } = fakeServer(
      { '/logout': [() => new Response(null, { status: 204 })], '/api/user': [() => json(401, {})] },
      'XSRF-TOKEN=present',
    )
    await client.post('/logout')
    await client.get('/api/user').catch(() => undefined)
    expect(requests().map((request) => request.path)).toEqual(['/logout', '/api/user'])
  })

  it('reads public data with no cookie at all and no CSRF request (branch page, directory)', async () => {
    const { client, requests } = fakeServer({ '/api/v1/featured-branch': [() => json(200, { slug: 'a' })] })
    await expect(client.get('/api/v1/featured-branch')).resolves.toEqual({ slug: 'a' })
    expect(requests().map((request) => request.path)).toEqual(['/api/v1/featured-branch'])
    expect(requests()[0]?.headers.has('X-XSRF-TOKEN')).toBe(false)
  })

  it("sends a call's own headers, again on the retry after a 419, but not on the CSRF request", async () => {
    const { client, requests } = fakeServer(
      {
        '/api/v1/branches/slug/a/reservations': [
          () => json(419, { message: 'CSRF token mismatch.' }),
          () => json(201, { id: 1 }),
        ],
      },
      'XSRF-TOKEN=stale',
    )
    await client.post('/api/v1/branches/slug/a/reservations', {}, { headers: { 'Idempotency-Key': 'k1' } })
    expect(requests().map((request) => request.headers.get('Idempotency-Key'))).toEqual(['k1', null, 'k1'])
  })

  it('after a 419 fetches a fresh token once and retries once with it', async () => {
    const { client, requests } = fakeServer(
      {
        '/register': [
          () => json(419, { message: 'CSRF token mismatch.' }),
          () => new Response(null, { status: 204 }),
        ],
      },
      'XSRF-TOKEN=stale',
    )
    await client.post('/register', {})
    expect(requests().map((request) => request.path)).toEqual([
      '/register',
      '/sanctum/csrf-cookie',
      '/register',
    ])
    expect(requests()[2]?.headers.get('X-XSRF-TOKEN')).toBe('token/1=')
  })

  it('gives up after the one retry: a second 419 is an ApiError', async () => {
    const mismatch = () => json(419, { message: 'CSRF token mismatch.' })
    const { client, requests } = fakeServer({ '/login': [mismatch, mismatch, mismatch] }, 'XSRF-TOKEN=stale')
    const error = await client.post('/login', {}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 419, message: 'CSRF token mismatch.', phase: 'request' })
    expect(requests()).toHaveLength(3)
  })

  it('types a 422 with the message and every field error', async () => {
    const body = {
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    }
    const { client } = fakeServer({ '/register': [() => json(422, body)] }, 'XSRF-TOKEN=t')
    const error = (await client.post('/register', {}).catch((caught: unknown) => caught)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(422)
    expect(error.message).toBe('The email has already been taken.')
    expect(error.fieldErrors).toEqual({ email: ['The email has already been taken.'] })
    expect(error.body).toEqual(body)
  })

  it('types a server error without a JSON body', async () => {
    const { client } = fakeServer({ '/api/user': [() => new Response('Bad gateway', { status: 502 })] })
    await expect(client.get('/api/user')).rejects.toMatchObject({ status: 502, message: '', fieldErrors: {} })
  })

  it('throws a NetworkError when nothing answers', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    const client = createApiClient({ locale: () => 'cs', fetch, cookies: () => 'XSRF-TOKEN=t' })
    await expect(client.get('/api/user')).rejects.toBeInstanceOf(NetworkError)
  })

  it('marks a failed CSRF bootstrap as the CSRF phase', async () => {
    const fetch = vi.fn(async () => json(500, { message: 'Server error' }))
    const client = createApiClient({ locale: () => 'cs', fetch, cookies: () => '' })
    await expect(client.post('/login', {})).rejects.toMatchObject({ status: 500, phase: 'csrf' })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('sends a file as it is, labelled with its own type', async () => {
    const { client, requests } = fakeServer(
      { '/api/v1/companies/1/media': [() => json(201, { data: { id: 1 } })] },
      'XSRF-TOKEN=t',
    )
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' })
    await client.post('/api/v1/companies/1/media', photo)
    const [sent] = requests()
    expect(sent?.headers.get('content-type')).toBe('image/jpeg')
    expect(sent?.body).toBe(photo)
  })

  it('sends a bearer token when given one', async () => {
    const { client, requests } = fakeServer({ '/email/verify/1/h': [() => json(200, { message: 'ok' })] })
    await client.get('/email/verify/1/h', { bearerToken: 'secret' })
    expect(requests()[0]?.headers.get('Authorization')).toBe('Bearer secret')
  })

  it('reads one cookie out of many', () => {
    expect(readCookie('a=1; XSRF-TOKEN=x%3Dy; b=2', 'XSRF-TOKEN')).toBe('x=y')
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeUndefined()
  })
})
