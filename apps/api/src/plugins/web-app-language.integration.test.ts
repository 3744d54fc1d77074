import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LOCALE_COOKIE } from '@rezervo/shared/constants'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../testing/test-app'

/**
 * A built web app: its index.html and the light pages of the login and the booking (decisions 050, 052), in
 * Czech as Vite writes them.
 */
const webDist = mkdtempSync(join(tmpdir(), 'rezervo-web-lang-'))
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html>\n<html lang="cs">\n<head><title>Rezervo</title></head><body><div id="root"></div></body></html>',
)
writeFileSync(
  join(webDist, 'login.html'),
  '<!doctype html>\n<html lang="cs">\n<head><title>Rezervo</title><script type="module" src="/assets/login-1.js"></script></head><body><div id="root"></div></body></html>',
)

writeFileSync(
  join(webDist, 'booking.html'),
  '<!doctype html>\n<html lang="cs">\n<head><title>Rezervo</title><script type="module" src="/assets/booking-1.js"></script></head><body><div id="root"></div></body></html>',
)

describe("the SPA's index.html in the page's language (issue 18)", () => {
  const t = useTestApp({ env: { WEB_DIST_DIR: webDist } })
  const visit = (url: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    })

  it('answers ?lang=en on a first visit with <html lang="en"> and remembers it in the cookie', async () => {
    const english = await visit('/login?lang=en')
    expect(english.statusCode).toBe(200)
    expect(english.headers['content-type']).toContain('text/html')
    expect(english.body).toContain('<html lang="en">')
    expect(english.cookies.find((cookie) => cookie.name === LOCALE_COOKIE)).toMatchObject({
      value: 'en',
      path: '/',
      sameSite: 'Lax',
    })
  })

  it("sends the login its light page, with the SPA pages' headers and language (decision 050)", async () => {
    const login = await visit('/login?lang=en&redirect=%2Fdashboard')
    const spa = await visit('/register?lang=en')
    expect(login.statusCode).toBe(200)
    expect(login.body).toContain('/assets/login-1.js')
    expect(login.body).toContain('<html lang="en">')
    expect(spa.body).not.toContain('/assets/login-1.js')
    for (const header of [
      'content-type',
      'cache-control',
      'vary',
      'content-security-policy',
      'x-frame-options',
    ])
      expect(login.headers[header], header).toBe(spa.headers[header])
    expect(login.cookies.find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('en')
    expect((await visit('/login', `${LOCALE_COOKIE}=en`)).body).toContain('<html lang="en">')
    // Only the login's own path: the other account screens stay the SPA's.
    expect((await visit('/login/extra')).body).not.toContain('/assets/login-1.js')
    expect((await visit('/forgot-password')).body).not.toContain('/assets/login-1.js')
  })

  it('sends the booking flow, its confirmation and the widget the light booking page, in the language, with the branch call preloaded (decision 052)', async () => {
    const flow = await visit('/krasa-a-pece/barbershop/barber-na-rohu/rezervace?lang=en&step=when')
    expect(flow.statusCode).toBe(200)
    expect(flow.body).toContain('/assets/booking-1.js')
    expect(flow.body).toContain('<html lang="en">')
    expect(flow.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/branches/slug/barber-na-rohu">',
    )
    for (const url of [
      '/krasa-a-pece/barbershop/barber-na-rohu/potvrzeni-rezervace?reservation=1&token=x',
      '/embed/barber-na-rohu',
      '/embed/barber-na-rohu/potvrzeni-rezervace?reservation=1&token=x',
    ])
      expect((await visit(url)).body, url).toContain('/assets/booking-1.js')
    const widget = await visit('/embed/barber-na-rohu')
    expect(widget.headers['content-security-policy']).toContain('frame-ancestors *')
    expect(flow.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    for (const url of ['/krasa-a-pece/barbershop/barber-na-rohu/jinam', '/embed', '/register'])
      expect((await visit(url)).body, url).not.toContain('/assets/booking-1.js')
  })

  it('keeps the remembered choice, is Czech without one, and ignores a language it does not speak', async () => {
    expect((await visit('/register', `${LOCALE_COOKIE}=en`)).body).toContain('<html lang="en">')
    expect((await visit('/register')).body).toContain('<html lang="cs">')
    const unknown = await visit('/?lang=de', `${LOCALE_COOKIE}=xx`)
    expect(unknown.body).toContain('<html lang="cs">')
    expect(unknown.cookies).toEqual([])
    // Accept-Language does not choose a page: Czech stays the default (spec §9).
    const browserEnglish = await t.app.inject({
      method: 'GET',
      url: '/category',
      headers: { accept: 'text/html', 'accept-language': 'en-US' },
    })
    expect(browserEnglish.body).toContain('<html lang="cs">')
  })
})
