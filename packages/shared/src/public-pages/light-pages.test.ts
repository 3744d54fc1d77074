import { describe, expect, it } from 'vitest'
import { LIGHT_PAGES, lightPageFor, matchPath } from './light-pages'

const htmlFor = (path: string) => lightPageFor(path)?.html

describe('the light pages (decisions 050, 052, 057)', () => {
  it('serves the login from login.html and the booking pages, in the widget too, from booking.html', () => {
    for (const path of ['/login', '/login/']) expect(htmlFor(path), path).toBe('login.html')
    for (const path of [
      '/krasa-a-pece/barbershop/barber-na-rohu/rezervace',
      '/krasa-a-pece/barbershop/barber-na-rohu/rezervace/',
      '/krasa-a-pece/barbershop/barber-na-rohu/potvrzeni-rezervace',
      '/embed/barber-na-rohu',
      '/embed/barber-na-rohu/',
      '/embed/barber-na-rohu/potvrzeni-rezervace',
    ])
      expect(htmlFor(path), path).toBe('booking.html')
  })

  it('leaves every other address to the SPA or the server', () => {
    for (const path of [
      '/',
      '/loginx',
      '/login/x',
      '/register',
      '/dashboard',
      '/dashboard/calendar',
      '/krasa-a-pece/barbershop/barber-na-rohu',
      '/krasa-a-pece/barbershop/rezervace',
      '/embed',
      '/embed/',
      '/embed/barber-na-rohu/jinam',
      '/a/b/%E0%A4%A/rezervace',
    ])
      expect(htmlFor(path), path).toBeUndefined()
  })

  it('names each HTML entry once', () => {
    const names = LIGHT_PAGES.map((page) => page.html)
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) expect(name).toMatch(/^[a-z-]+\.html$/)
    expect(names).not.toContain('index.html')
  })
})

describe('matchPath', () => {
  const booking = '/:categoryGroupSlug/:categorySlug/:branchSlug/rezervace'

  it('reads the parameters, decoded', () => {
    expect(matchPath(booking, '/kr%C3%A1sa/strih/salon%20u%20n%C3%A1s/rezervace')).toEqual({
      categoryGroupSlug: 'krása',
      categorySlug: 'strih',
      branchSlug: 'salon u nás',
    })
    expect(matchPath('/embed/:branchSlug', '/embed/brno/')).toEqual({ branchSlug: 'brno' })
    expect(matchPath('/login', '/login')).toEqual({})
  })

  it('does not match another shape, an empty segment or a broken escape', () => {
    expect(matchPath(booking, '/a/b/c/potvrzeni-rezervace')).toBeUndefined()
    expect(matchPath(booking, '/a/b/rezervace')).toBeUndefined()
    expect(matchPath(booking, '/a//c/rezervace')).toBeUndefined()
    expect(matchPath(booking, '/a/b/%E0%A4%A/rezervace')).toBeUndefined()
    expect(matchPath('/embed/:branchSlug', '/embed/brno/potvrzeni-rezervace')).toBeUndefined()
    expect(matchPath('/login', '/login//')).toBeUndefined()
    expect(matchPath('/login', '/loginx')).toBeUndefined()
  })
})
