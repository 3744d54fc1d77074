import { PREVIOUS_ROUTE_STORAGE_KEY } from '@rezervo/shared/constants'
import { createMemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { SIGNED_OUT_STATE } from './auth-paths'
import {
  readPreviousRoute,
  rememberLightPageReferrer,
  rememberPreviousRoutes,
  rememberReferrerRoute,
} from './previous-route'

const routes = [{ path: '*', element: null }]

beforeEach(() => localStorage.clear())

describe('previous route memory (spec §2)', () => {
  it('keeps the full path of the route left, skipping account screens', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/a/b/c?x=1#top'] })
    rememberPreviousRoutes(router)
    await router.navigate('/login')
    expect(localStorage.getItem(PREVIOUS_ROUTE_STORAGE_KEY)).toBe('/a/b/c?x=1#top')
    await router.navigate('/register')
    await router.navigate('/password-reset/abc?email=a%40b.cz')
    await router.navigate('/verify-email?id=1')
    await router.navigate('/category')
    expect(localStorage.getItem(PREVIOUS_ROUTE_STORAGE_KEY)).toBe('/a/b/c?x=1#top')
    await router.navigate('/dashboard')
    expect(localStorage.getItem(PREVIOUS_ROUTE_STORAGE_KEY)).toBe('/category')
  })

  it('does not write again right after signing out cleared the storage', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/dashboard/customers'] })
    rememberPreviousRoutes(router)
    await router.navigate('/login', { state: SIGNED_OUT_STATE })
    expect(localStorage.getItem(PREVIOUS_ROUTE_STORAGE_KEY)).toBeNull()
  })
})

describe('previous route from a server-rendered page', () => {
  const origin = 'https://rezervo.cz'

  it('takes a same-origin referrer that is not an account screen', () => {
    rememberReferrerRoute(`${origin}/krasa-a-pece/barbershop/barber?lang=en`, origin)
    expect(localStorage.getItem(PREVIOUS_ROUTE_STORAGE_KEY)).toBe('/krasa-a-pece/barbershop/barber?lang=en')
  })

  it('ignores other sites, account screens and no referrer', () => {
    rememberReferrerRoute('https://google.com/search?q=barber', origin)
    rememberReferrerRoute(`${origin}/login`, origin)
    rememberReferrerRoute('', origin)
    expect(localStorage.getItem(PREVIOUS_ROUTE_STORAGE_KEY)).toBeNull()
  })
})

describe('the way back offered on the account screens', () => {
  it('is a path of this site: a remembered address that a browser would read as another host is dropped', () => {
    // The SPA answers any path, `//evil.example/` too (its 404 route): a link back to it would leave the site.
    const router = createMemoryRouter(routes, { initialEntries: ['//evil.example/'] })
    rememberPreviousRoutes(router)
    void router.navigate('/login')
    expect(readPreviousRoute()).toBeNull()
    rememberReferrerRoute(`${location.origin}/.//evil.example/x`, location.origin)
    expect(readPreviousRoute()).toBeNull()
    localStorage.setItem(PREVIOUS_ROUTE_STORAGE_KEY, '/\\evil.example')
    expect(readPreviousRoute()).toBeNull()
    localStorage.setItem(PREVIOUS_ROUTE_STORAGE_KEY, '/krasa/barber/salon?x=1#fotky')
    expect(readPreviousRoute()).toBe('/krasa/barber/salon?x=1#fotky')
  })
})

describe('a light page’s referrer (decision 050)', () => {
  it('remembers the same-origin page it was opened from, on a fresh navigation only', () => {
    rememberLightPageReferrer(`${location.origin}/krasa/barber/salon?x=1`, 'reload')
    expect(localStorage.getItem(PREVIOUS_ROUTE_STORAGE_KEY)).toBeNull()
    rememberLightPageReferrer(`${location.origin}/krasa/barber/salon?x=1`, 'navigate')
    expect(localStorage.getItem(PREVIOUS_ROUTE_STORAGE_KEY)).toBe('/krasa/barber/salon?x=1')
  })

  it('skips the dashboard (signing out leaves it by a plain document load), account screens and other sites', () => {
    for (const referrer of [
      `${location.origin}/dashboard/customers`,
      `${location.origin}/dashboard`,
      `${location.origin}/register`,
      'https://elsewhere.example/page',
      '',
    ])
      rememberLightPageReferrer(referrer, 'navigate')
    expect(localStorage.getItem(PREVIOUS_ROUTE_STORAGE_KEY)).toBeNull()
  })
})
