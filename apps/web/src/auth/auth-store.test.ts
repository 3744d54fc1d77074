import {
  AUTH_USER_STORAGE_KEY,
  LOCALE_STORAGE_KEY,
  PREVIOUS_ROUTE_STORAGE_KEY,
} from '@rezervo/shared/constants'
import type { AuthUser } from '@rezervo/shared/schemas/auth'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeLocale, storedLocale } from '../lib/i18n'
import { setTestCookie } from '../testing/set-test-cookie'
import { signOut } from './auth-actions'
import {
  AUTH_USER_QUERY_KEY,
  clearSession,
  ensureAuthUser,
  loadCurrentUser,
  refreshAuthUser,
} from './auth-store'
import { readStoredUser, storeUser } from './auth-user-storage'
import { signIn } from './sign-in'

const user: AuthUser = {
  id: 7,
  first_name: 'Jana',
  surname: 'Nováková',
  email: 'jana@example.cz',
  phone: '+420777123456',
  locale: 'cs',
  email_verified: true,
  email_verified_at: '2026-11-22T10:00:00.000Z',
  token: '7|secret',
  created_at: '2026-11-22T09:00:00.000Z',
  last_company_id: null,
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** Routes the app's fetch calls; the CSRF endpoint sets the cookie the client reads. */
function serve(routes: Record<string, () => Response>) {
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const path = String(input)
    if (path === '/sanctum/csrf-cookie') {
      setTestCookie('XSRF-TOKEN=test-token; path=/')
      return new Response(null, { status: 204 })
    }
    const answer = routes[path]
    if (!answer) throw new TypeError('Failed to fetch')
    return answer()
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

beforeEach(() => {
  localStorage.clear()
  setTestCookie('XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/')
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('auth store', () => {
  it('keeps the fetched user in local storage under authUser, with email_verified and token', async () => {
    serve({ '/api/user': () => json(200, user) })
    await expect(loadCurrentUser()).resolves.toEqual(user)
    const stored = JSON.parse(localStorage.getItem(AUTH_USER_STORAGE_KEY) ?? 'null')
    expect(stored).toMatchObject({ email_verified: true, token: '7|secret' })
  })

  it('a 401 on fetching the user empties it', async () => {
    storeUser(user)
    serve({ '/api/user': () => json(401, { message: 'Unauthenticated.' }) })
    const client = newClient()
    await expect(refreshAuthUser(client)).resolves.toBeNull()
    expect(localStorage.getItem(AUTH_USER_STORAGE_KEY)).toBeNull()
    expect(client.getQueryData(AUTH_USER_QUERY_KEY)).toBeNull()
  })

  it('other failures keep the user and surface the error', async () => {
    storeUser(user)
    serve({ '/api/user': () => json(500, {}) })
    await expect(loadCurrentUser()).rejects.toMatchObject({ status: 500 })
    expect(readStoredUser()).toEqual(user)
  })

  it('starts from the stored user and revalidates it once when first asked', async () => {
    storeUser({ ...user, email_verified: false })
    const fetch = serve({ '/api/user': () => json(200, user) })
    const client = newClient()
    await expect(ensureAuthUser(client)).resolves.toEqual(user)
    await expect(ensureAuthUser(client)).resolves.toEqual(user)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('after login the current user is fetched and stored for the page the login opens next', async () => {
    const fetch = serve({
      '/login': () => new Response(null, { status: 204 }),
      '/api/user': () => json(200, user),
    })
    await expect(signIn({ email: user.email, password: 'Secret1!' })).resolves.toEqual(user)
    expect(fetch.mock.calls.map(([path]) => String(path))).toEqual([
      '/sanctum/csrf-cookie',
      '/login',
      '/api/user',
    ])
    expect(readStoredUser()).toEqual(user)
  })

  it('logout clears the user and all local storage; the language stays, in its cookie', async () => {
    await changeLocale('en')
    storeUser(user)
    localStorage.setItem(PREVIOUS_ROUTE_STORAGE_KEY, '/dashboard')
    localStorage.setItem('something-else', 'x')
    serve({ '/logout': () => new Response(null, { status: 204 }) })
    const client = newClient()
    client.setQueryData(['other'], 1)
    await signOut(client)
    expect({ ...localStorage }).toEqual({})
    expect(document.cookie).toContain('rezervo_locale=en')
    expect(storedLocale()).toBe('en')
    expect(client.getQueryData(AUTH_USER_QUERY_KEY)).toBeNull()
    expect(client.getQueryData(['other'])).toBeUndefined()
    await changeLocale('cs')
  })

  it('logout aborts the answers still loading before the server ends the session', async () => {
    const fetch = serve({ '/logout': () => new Response(null, { status: 204 }) })
    const client = newClient()
    const logoutSent = () => fetch.mock.calls.some(([input]) => String(input) === '/logout')
    let abortedBeforeLogout: boolean | undefined
    // A dashboard query whose answer has not come yet when the owner signs out.
    const loading = client.fetchQuery({
      queryKey: ['overview'],
      queryFn: ({ signal }) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => {
            abortedBeforeLogout = !logoutSent()
            reject(signal.reason)
          })
        }),
    })
    loading.catch(() => undefined)
    await signOut(client)
    expect(logoutSent()).toBe(true)
    expect(abortedBeforeLogout).toBe(true)
  })

  it('logout forgets the session on this device even when the server cannot be reached', async () => {
    storeUser(user)
    serve({})
    const client = newClient()
    await expect(signOut(client)).rejects.toMatchObject({ name: 'NetworkError' })
    expect(readStoredUser()).toBeNull()
  })

  it('clearSession writes nothing back into local storage', () => {
    localStorage.setItem('x', '1')
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en')
    clearSession(newClient())
    expect(localStorage.length).toBe(0)
  })

  it('ignores a stored value of another shape', () => {
    localStorage.setItem(AUTH_USER_STORAGE_KEY, '{"name":"old"}')
    expect(readStoredUser()).toBeNull()
    localStorage.setItem(AUTH_USER_STORAGE_KEY, 'not json')
    expect(readStoredUser()).toBeNull()
  })
})
