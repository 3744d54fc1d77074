import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NetworkError } from '../../lib/api-errors'
import { clearNotifications, getNotifications } from '../../ui/notifications/notification-store'
import { storeUser } from '../auth-user-storage'
import { completeVerification, failureOf } from './verify-email-outcome'

const link = new URLSearchParams({ id: '5', hash: 'abc', expires: '1795317424', signature: 'sig' })
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  localStorage.clear()
  clearNotifications()
})
afterEach(() => vi.unstubAllGlobals())

describe('email verification outcomes (spec §4)', () => {
  it.each([
    [403, 'invalid'],
    [409, 'used'],
  ])('%i is %s, with the server message', (status, outcome) => {
    expect(failureOf(new ApiError(status, 'Server says.'), 'cs')).toEqual({
      outcome,
      message: 'Server says.',
    })
  })

  it("429 is throttled without the server's sentence: the screen shows the catalogue's in the UI language", () => {
    expect(failureOf(new ApiError(429, 'Too Many Attempts.'), 'cs')).toEqual({ outcome: 'throttled' })
  })

  it('anything else is a failure with the mapped text', () => {
    expect(failureOf(new NetworkError(), 'cs')).toEqual({
      outcome: 'failed',
      message: 'Server neodpovídá. Zkontrolujte připojení k internetu.',
    })
  })

  it('calls the signed link with the bearer token, notifies the message and refreshes the user', async () => {
    storeUser({
      id: 5,
      first_name: 'Jana',
      surname: 'Nováková',
      email: 'jana@example.cz',
      phone: null,
      locale: 'cs',
      email_verified: false,
      email_verified_at: null,
      token: '5|token',
      created_at: '2026-11-22T09:00:00.000Z',
      last_company_id: null,
    })
    const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const path = String(input)
      if (path.startsWith('/email/verify/5/abc?expires=1795317424&signature=sig')) {
        expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer 5|token')
        return json(200, { message: 'Váš e-mail byl ověřen.' })
      }
      if (path === '/api/user') return json(200, { id: 5, email_verified: true })
      throw new Error(path)
    })
    vi.stubGlobal('fetch', fetch)
    const client = new QueryClient()
    await expect(completeVerification(link, client, 'cs')).resolves.toEqual({
      outcome: 'success',
      message: 'Váš e-mail byl ověřen.',
    })
    expect(getNotifications()).toMatchObject([{ tone: 'success', text: 'Váš e-mail byl ověřen.' }])
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('a failure shows the notice "Ověření emailu se nezdařilo."', async () => {
    vi.stubGlobal('fetch', async () => json(409, { message: 'Ověřovací odkaz už byl použit.' }))
    await expect(completeVerification(link, new QueryClient(), 'cs')).resolves.toEqual({
      outcome: 'used',
      message: 'Ověřovací odkaz už byl použit.',
    })
    expect(getNotifications()).toMatchObject([{ tone: 'error', text: 'Ověření emailu se nezdařilo.' }])
  })

  it('a link missing its parts is invalid without a request', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    await expect(completeVerification(new URLSearchParams('id=1'), new QueryClient(), 'en')).resolves.toEqual(
      {
        outcome: 'invalid',
      },
    )
    expect(fetch).not.toHaveBeenCalled()
    expect(getNotifications()).toMatchObject([{ tone: 'error', text: 'Email verification failed.' }])
  })
})
