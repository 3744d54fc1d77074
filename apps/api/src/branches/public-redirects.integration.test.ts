import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { branches } from '../db/schema'
import { createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'

const webDist = mkdtempSync(join(tmpdir(), 'rezervo-web-'))
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html lang="cs"><head><title>Rezervo</title></head><body><div id="root"></div></body></html>',
)
const webSsr = join(webDist, 'ssr')
mkdirSync(webSsr)
writeFileSync(
  join(webSsr, 'render-branch-page.js'),
  `export const renderBranchPage = ({ branch, path }) => ({ head: '', body: '<h1>' + branch.name + '</h1><p id="path">' + path + '</p>' })`,
)

describe('Home and branch shortcuts answered by the server (302) before the app loads', () => {
  const featured = `doporucena-${process.pid}`
  const t = useTestApp({
    env: { WEB_DIST_DIR: webDist, WEB_SSR_DIR: webSsr, FEATURED_BRANCH_SLUG: featured },
  })
  const visit = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
  const isTheApp = (body: string) => body.includes('<div id="root"></div>')

  it('without a featured branch, Home is the app (which says there is nothing to book), not a redirect', async () => {
    const home = await visit('/')
    expect(home.statusCode).toBe(200)
    expect(isTheApp(home.body)).toBe(true)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/featured-branch' })).statusCode).toBe(404)
  })

  it("sends Home to the featured branch's own address with a 302, keeping ?lang", async () => {
    const fixture = await createBookingFixture(t.database)
    await t.database.db.update(branches).set({ slug: featured }).where(eq(branches.slug, fixture.slug))
    const home = await visit('/')
    expect(home.statusCode).toBe(302)
    expect(home.headers.location).toBe(`/krasa-a-pece/barbershop/${featured}`)
    expect((await visit('/?lang=en')).headers.location).toBe(`/krasa-a-pece/barbershop/${featured}?lang=en`)
    const page = await visit(home.headers.location as string)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`<p id="path">/krasa-a-pece/barbershop/${featured}</p>`)
  })

  it("sends a branch shortcut to the branch's address, and an unknown one Home with the not-found flag", async () => {
    const fixture = await createBookingFixture(t.database)
    const shortcut = await visit(`/${fixture.slug}`)
    expect(shortcut.statusCode).toBe(302)
    expect(shortcut.headers.location).toBe(`/krasa-a-pece/barbershop/${fixture.slug}`)

    const unknown = await visit('/neexistujici-salon')
    expect(unknown.statusCode).toBe(302)
    // The flag names the address, so Home's notice can say which was not found (issue 37, finding 11).
    expect(unknown.headers.location).toBe('/?nenalezeno=%2Fneexistujici-salon')
    // Home with the flag is the app, which keeps the notice above the featured branch until closed.
    const flagged = await visit('/?nenalezeno=%2Fneexistujici-salon')
    expect(flagged.statusCode).toBe(200)
    expect(isTheApp(flagged.body)).toBe(true)
  })

  it("leaves the app's own one-segment screens to the app", async () => {
    for (const path of ['/login', '/register', '/category', '/404']) {
      const response = await visit(path)
      expect(response.statusCode, path).toBe(200)
      expect(isTheApp(response.body), path).toBe(true)
    }
    // The dashboard is never a branch shortcut; signed out (no session cookie), it is the login's (decision 057).
    expect((await visit('/dashboard')).headers.location).toBe('/login?redirect=%2Fdashboard')
  })

  it('gives a branch without a category the neutral address /provozovny/ostatni/…, never a barbershop one', async () => {
    const fixture = await createBookingFixture(t.database)
    await t.database.db.update(branches).set({ categoryId: null }).where(eq(branches.slug, fixture.slug))
    expect((await visit(`/${fixture.slug}`)).headers.location).toBe(`/provozovny/ostatni/${fixture.slug}`)
    const old = await visit(`/krasa-a-pece/barbershop/${fixture.slug}`)
    expect(old.statusCode).toBe(301)
    expect(old.headers.location).toBe(`/provozovny/ostatni/${fixture.slug}`)
    const page = await visit(`/provozovny/ostatni/${fixture.slug}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`<p id="path">/provozovny/ostatni/${fixture.slug}</p>`)
  })

  // Issue 31's walk: the shortcut's path and query go into a Location only as the stored slugs and a
  // re-serialised query, so no path of another host can come out of it.
  it('never answers a crafted path with a Location off the site', async () => {
    const fixture = await createBookingFixture(t.database)
    for (const url of [
      '//evil.example',
      '//evil',
      '/%2F%2Fevil.example',
      '/%2F%2Fevil',
      '/%5C%5Cevil',
      `//${fixture.slug}`,
      `/${fixture.slug}?next=//evil.example`,
      `/${fixture.slug}?%0D%0ALocation:%20//evil.example`,
      '/%09/evil',
    ]) {
      const response = await visit(url)
      const location = response.headers.location
      if (location === undefined) continue
      expect(String(location), url).toMatch(/^\/(?![/\\])/)
      expect(new URL(String(location), 'http://rezervo.test').origin, url).toBe('http://rezervo.test')
    }
    expect((await visit(`/${fixture.slug}?next=//evil.example`)).headers.location).toBe(
      `/krasa-a-pece/barbershop/${fixture.slug}?next=%2F%2Fevil.example`,
    )
  })
})
