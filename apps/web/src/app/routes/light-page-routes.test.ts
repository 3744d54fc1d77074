import { PREVIOUS_ROUTE_STORAGE_KEY } from '@rezervo/shared/constants'
import { matchRoutes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { deliverCarriedNotifications } from '../../ui/notifications/carried-notifications'
import { clearNotifications, getNotifications, notify } from '../../ui/notifications/notification-store'
import { leaveForLightPage, lightPageRoutes } from './light-page-routes'

const args = (url: string) => ({ request: new Request(url), params: {}, context: undefined }) as never

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  clearNotifications()
})
afterEach(() => window.history.replaceState(null, '', '/'))

describe('navigations to a light page (decision 050)', () => {
  it('end in a document load of the same address, the SPA page left remembered', () => {
    window.history.replaceState(null, '', '/krasa-a-pece?strana=2')
    const answer = leaveForLightPage(args('http://localhost/login?redirect=%2Fdashboard%2Fcustomers'))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/login?redirect=%2Fdashboard%2Fcustomers')
    expect(answer.headers.get('X-Remix-Reload-Document')).toBe('true')
    expect(localStorage.getItem(PREVIOUS_ROUTE_STORAGE_KEY)).toBe('/krasa-a-pece?strana=2')
  })

  it('carry the notifications on screen to the light page, not one with a button', () => {
    window.history.replaceState(null, '', '/password-reset/abc')
    notify({ tone: 'success', text: 'Vaše heslo bylo obnoveno.' })
    notify({ tone: 'info', text: 'Přesunuto.', action: { label: 'Zpět', run: () => undefined } })
    leaveForLightPage(args('http://localhost/login?email=a%40b.cz'))
    clearNotifications()
    // The next document (here the same one) shows it once.
    deliverCarriedNotifications()
    deliverCarriedNotifications()
    expect(getNotifications().map(({ tone, text }) => ({ tone, text }))).toEqual([
      { tone: 'success', text: 'Vaše heslo bylo obnoveno.' },
    ])
  })

  it('do not remember an account screen as the page to go back to', () => {
    window.history.replaceState(null, '', '/register')
    leaveForLightPage(args('http://localhost/login'))
    expect(localStorage.getItem(PREVIOUS_ROUTE_STORAGE_KEY)).toBeNull()
  })

  it('never reload the address the document already has (a build without the light page): a 404', () => {
    window.history.replaceState(null, '', '/login')
    let thrown: unknown
    try {
      leaveForLightPage(args('http://localhost/login'))
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(404)
  })
})

describe('the booking pages are the light booking page (decision 052)', () => {
  it('has a document-load route for the flow, its confirmation and the widget’s two pages, and no other', () => {
    const leaves = (path: string) =>
      matchRoutes(lightPageRoutes, path)?.some((match) => match.route.loader === leaveForLightPage) ?? false
    for (const path of [
      '/krasa-a-pece/barbershop/barber-na-rohu/rezervace',
      '/krasa-a-pece/barbershop/barber-na-rohu/potvrzeni-rezervace',
      '/embed/barber-na-rohu',
      '/embed/barber-na-rohu/potvrzeni-rezervace',
    ])
      expect(leaves(path), path).toBe(true)
    for (const path of ['/krasa-a-pece/barbershop/barber-na-rohu', '/embed', '/dashboard', '/register'])
      expect(leaves(path), path).toBe(false)
  })
})
