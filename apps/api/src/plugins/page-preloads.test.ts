import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { branchCallPreload, pagePreloads } from './page-preloads'

/**
 * A build as Vite writes it: index.html and the light pages (login.html, booking.html), and the manifest of the two entries
 * and two lazy screens of an SPA page (the booking page's, as it was before it became a light page).
 */
function webBuild({ light = true } = {}) {
  const dist = mkdtempSync(join(tmpdir(), 'rezervo-preloads-'))
  mkdirSync(join(dist, '.vite'))
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>',
  )
  if (light)
    for (const page of ['login', 'booking'])
      writeFileSync(
        join(dist, `${page}.html`),
        `<!doctype html><html><head><script type="module" src="/assets/${page}-1.js"></script></head><body></body></html>`,
      )
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js', '_framework.js'] },
    'login.html': { file: 'assets/login-1.js', isEntry: true, imports: ['_react.js', '_texts.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_framework.js': { file: 'assets/framework-1.js' },
    '_texts.js': { file: 'assets/booking-texts-1.js', imports: ['_react.js'] },
    'src/booking/booking-steps.tsx': {
      file: 'assets/booking-steps-1.js',
      imports: ['index.html', '_texts.js'],
    },
    'src/booking/booking-route.tsx': {
      file: 'assets/booking-route-1.js',
      imports: ['src/booking/booking-steps.tsx', '_framework.js'],
      dynamicImports: ['_zod.js'],
    },
    '_zod.js': { file: 'assets/zod-1.js' },
  }
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest))
  return dist
}

const bookingPath = '/krasa-a-pece/barbershop/barber-na-rohu/rezervace'
/** An SPA page whose first paint waits on lazy screens (the mechanism; no such page is listed today). */
const spaBookingPage = [
  { path: /^\/[^/]+\/[^/]+\/[^/]+\/rezervace\/?$/, screens: ['src/booking/booking-route.tsx'] },
]

describe('page preloads', () => {
  it("names an SPA page's screen scripts in its HTML, not the SPA entry's nor what loads later", () => {
    const html = pagePreloads(webBuild(), spaBookingPage, []).htmlFor(bookingPath)
    const preloaded = [
      ...(html ?? '').matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    ].map((match) => match[1])
    // The texts chunk is the light page's too, not the SPA entry's: the booking page preloads it.
    expect(preloaded).toEqual([
      '/assets/booking-route-1.js',
      '/assets/booking-steps-1.js',
      '/assets/booking-texts-1.js',
    ])
    expect(html).toMatch(/<\/script><link rel="modulepreload"[\s\S]*<\/head><body>/)
  })

  it('sends the light page its own HTML for its paths (decision 050), the SPA for the rest', () => {
    const preloads = pagePreloads(webBuild())
    expect(preloads.htmlFor('/login')).toContain('/assets/login-1.js')
    expect(preloads.htmlFor('/login/')).toContain('/assets/login-1.js')
    expect(preloads.htmlFor('/login/x')).toBeUndefined()
    expect(preloads.htmlFor('/loginx')).toBeUndefined()
    expect(preloads.htmlFor(bookingPath)).toContain('/assets/booking-1.js')
    expect(preloads.htmlFor('/embed/barber-na-rohu')).toContain('/assets/booking-1.js')
    expect(preloads.missingLightPages).toEqual([])
  })

  it('names the light pages a build lacks', () => {
    const preloads = pagePreloads(webBuild({ light: false }))
    expect(preloads.htmlFor('/login')).toBeUndefined()
    expect(preloads.missingLightPages).toEqual(['login.html', 'booking.html'])
  })

  it('leaves other pages, and a build without the screens, to the plain index.html', () => {
    const dist = webBuild()
    expect(pagePreloads(dist).htmlFor('/dashboard')).toBeUndefined()
    expect(pagePreloads(join(dist, 'missing'), spaBookingPage, []).htmlFor(bookingPath)).toBeUndefined()
  })

  it('sends the booking pages, in the widget too, the light booking page (decision 052), and nothing else', () => {
    const preloads = pagePreloads(webBuild())
    const booking = (path: string) => preloads.htmlFor(path)?.includes('/assets/booking-1.js') ?? false
    for (const path of [
      bookingPath,
      `${bookingPath}/`,
      '/krasa-a-pece/barbershop/barber-na-rohu/potvrzeni-rezervace',
      '/embed/barber-na-rohu',
      '/embed/barber-na-rohu/',
      '/embed/barber-na-rohu/potvrzeni-rezervace',
    ])
      expect(booking(path), path).toBe(true)
    for (const path of [
      '/krasa-a-pece/barbershop/barber-na-rohu',
      '/krasa-a-pece/barbershop/rezervace',
      '/embed',
      '/embed/',
      '/embed/barber-na-rohu/jinam',
      '/login',
    ])
      expect(booking(path), path).toBe(false)
  })
})

describe('branch call preload', () => {
  const link = (slug: string) =>
    `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/branches/slug/${slug}">`

  it('preloads the public branch call of the booking flow and the booking widget, by their slug', () => {
    expect(branchCallPreload('/krasa/kadernictvi/salon-eva/rezervace')).toBe(link('salon-eva'))
    expect(branchCallPreload('/krasa/kadernictvi/salon-eva/rezervace/')).toBe(link('salon-eva'))
    expect(branchCallPreload('/embed/salon-eva')).toBe(link('salon-eva'))
  })

  it('writes the URL as the app does (encodeURIComponent of the decoded slug), never raw markup', () => {
    expect(branchCallPreload('/a/b/%C5%A1%C3%A1rka/rezervace')).toBe(link('%C5%A1%C3%A1rka'))
    expect(branchCallPreload('/a/b/x%22%3E%3Cscript/rezervace')).toBe(link('x%22%3E%3Cscript'))
    expect(branchCallPreload('/a/b/%E0%A4%A/rezervace')).toBeUndefined()
  })

  it('preloads nothing on other pages', () => {
    for (const path of [
      '/login',
      '/krasa/kadernictvi/salon-eva',
      '/krasa/kadernictvi/salon-eva/potvrzeni-rezervace',
    ])
      expect(branchCallPreload(path)).toBeUndefined()
  })
})
