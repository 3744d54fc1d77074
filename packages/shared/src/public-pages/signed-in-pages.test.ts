import { describe, expect, it } from 'vitest'
import { signedOutDestination } from './signed-in-pages'

describe('a signed-out visit (decision 057)', () => {
  it('of a dashboard address goes to the login, which returns to the address with its query', () => {
    expect(signedOutDestination('/dashboard')).toBe('/login?redirect=%2Fdashboard')
    expect(signedOutDestination('/dashboard/calendar?date=2026-11-25&view=week')).toBe(
      '/login?redirect=%2Fdashboard%2Fcalendar%3Fdate%3D2026-11-25%26view%3Dweek',
    )
    expect(signedOutDestination('/dashboard//evil.example')).toBe(
      '/login?redirect=%2Fdashboard%2F%2Fevil.example',
    )
  })

  it('of any other page stays where it is', () => {
    for (const url of [
      '/',
      '//evil.example',
      '//dashboard/calendar',
      '/dashboards',
      '/login?redirect=%2Fdashboard',
      '/krasa-a-pece/barbershop/barber-na-rohu',
      '/embed/barber-na-rohu',
    ])
      expect(signedOutDestination(url), url).toBeUndefined()
  })
})
