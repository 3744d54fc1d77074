import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LOCALE_COOKIE, SESSION_COOKIE } from '@rezervo/shared/constants'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PUBLIC_BRANCH_CHANNEL } from '../db/listen'
import { countRoundTrips } from '../db/round-trips'
import { branches } from '../db/schema'
import { createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'
import { waitUntil } from '../testing/wait'
import { fillPageTemplate, staticPageTemplate } from './branch-page-html'

const builtIndex = `<!doctype html>
<html lang="cs">
  <head>
    <title>Rezervo</title>
    <meta name="description" content="Online rezervace" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

/** A stand-in for the web app's server bundle that shows what it was asked to render. */
const fakeRenderer = `export const renderBranchPage = ({ branch, locale, path, canonicalUrl }) => ({
  head: '<title>' + branch.name + '</title><link rel="canonical" href="' + canonicalUrl + '" />',
  body: '<h1>' + branch.name + '</h1><p id="asked">' + locale + ' ' + path + '</p>',
})`

const webDist = mkdtempSync(join(tmpdir(), 'rezervo-web-'))
writeFileSync(join(webDist, 'index.html'), builtIndex)
const webSsr = join(webDist, 'ssr')
mkdirSync(webSsr)
writeFileSync(join(webSsr, 'render-branch-page.js'), fakeRenderer)

describe('server-rendered branch page', () => {
  const t = useTestApp({ env: { WEB_DIST_DIR: webDist, WEB_SSR_DIR: webSsr } })
  const visit = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } })

  it('answers a direct visit with the page as HTML, without the app scripts', async () => {
    const fixture = await createBookingFixture(t.database)
    const path = `/krasa-a-pece/barbershop/${fixture.slug}`
    const response = await visit(path)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('<html lang="cs">')
    expect(response.body).toContain(`<p id="asked">cs ${path}</p>`)
    expect(response.body).toContain(`<link rel="canonical" href="http://localhost:3000${path}" />`)
    expect(response.body).toContain('/assets/index-3.css')
    expect(response.body).not.toContain('<script')
    expect(response.body).not.toContain('modulepreload')
    expect(response.body.match(/<title>/g)).toHaveLength(1)
  })

  it('switches the language with ?lang= and remembers it in a cookie', async () => {
    const fixture = await createBookingFixture(t.database)
    const path = `/krasa-a-pece/barbershop/${fixture.slug}`
    const english = await visit(`${path}?lang=en`)
    expect(english.body).toContain('<html lang="en">')
    expect(english.body).toContain(`<p id="asked">en ${path}</p>`)
    const cookie = english.cookies.find((c) => c.name === LOCALE_COOKIE)
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' })

    const again = await visit(path, { cookie: `${LOCALE_COOKIE}=en` })
    expect(again.body).toContain('<html lang="en">')
    const unknown = await visit(`${path}?lang=de`, { cookie: `${LOCALE_COOKIE}=xx` })
    expect(unknown.body).toContain('<html lang="cs">')
  })

  it('serves a repeated visit from memory with an ETag, 304 when the browser has it, and a renamed branch at once', async () => {
    const fixture = await createBookingFixture(t.database)
    // The fixture's own writes are notices too, heard a moment after their commits: wait until they are heard.
    await t.notices.caughtUp(PUBLIC_BRANCH_CHANNEL)
    const path = `/krasa-a-pece/barbershop/${fixture.slug}`
    const first = await visit(path)
    expect(first.statusCode).toBe(200)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^".+"$/)
    expect(first.headers['cache-control']).toBe('no-cache')
    const again = await countRoundTrips(() => visit(path))
    expect(again.value.body).toBe(first.body)
    expect(again.statements).toEqual([])
    const unchanged = await visit(path, { 'if-none-match': etag })
    expect(unchanged.statusCode).toBe(304)
    expect(unchanged.body).toBe('')
    // Each language is a page of its own.
    const english = await visit(`${path}?lang=en`, { 'if-none-match': etag })
    expect(english.statusCode).toBe(200)
    expect(english.body).toContain('<html lang="en">')

    await t.database.db.update(branches).set({ name: 'Nové jméno' }).where(eq(branches.id, fixture.branchId))
    // Within the one-second bound of decision 023.
    const renamed = await waitUntil(
      async () => {
        const answer = await visit(path, { 'if-none-match': etag })
        return answer.statusCode === 200 && answer
      },
      { timeoutMs: 1000, intervalMs: 20, what: 'the renamed branch page' },
    )
    expect(renamed.body).toContain('<h1>Nové jméno</h1>')
  })

  it('moves a wrong category path to the branch own address', async () => {
    const fixture = await createBookingFixture(t.database)
    const response = await visit(`/stara-skupina/stara-kategorie/${fixture.slug}`)
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe(`/krasa-a-pece/barbershop/${fixture.slug}`)
  })

  it('builds every link from the stored slugs and APP_URL, never from the request path', async () => {
    const fixture = await createBookingFixture(t.database)
    // A branch without a category: its address is the neutral group and category (decision 028).
    await t.database.db.update(branches).set({ categoryId: null }).where(eq(branches.id, fixture.branchId))
    const own = `/provozovny/ostatni/${fixture.slug}`
    for (const group of ['%2F%2Fevil.example', '%2F%5Cevil.example', 'evil.example%2F..']) {
      const response = await visit(`/${group}/x/${fixture.slug}`)
      expect(response.statusCode, group).toBe(301)
      expect(response.headers.location, group).toBe(own)
    }
    const page = await visit(own)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`<p id="asked">cs ${own}</p>`)
    expect(page.body).toContain(`<link rel="canonical" href="http://localhost:3000${own}" />`)
    expect(page.body).not.toContain('evil.example')
  })

  it('copies a branch text with $ patterns as it is, never parts of the page template', async () => {
    const fixture = await createBookingFixture(t.database)
    const name = "Barber $` $& $' $1 $$"
    await t.database.db.update(branches).set({ name }).where(eq(branches.id, fixture.branchId))
    const page = await visit(`/krasa-a-pece/barbershop/${fixture.slug}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`<h1>${name}</h1>`)
    expect(page.body).toContain(`<title>${name}</title>`)
    expect(page.body.match(/<html/g)).toHaveLength(1)
    expect(page.body.match(/<\/head>/g)).toHaveLength(1)
  })

  it('leaves unknown branches, other screens and API paths to the app', async () => {
    const unknown = await visit('/krasa-a-pece/barbershop/no-such-branch')
    expect(unknown.statusCode).toBe(200)
    expect(unknown.body).toContain('<script type="module"')
    // Three segments, but the dashboard's (with a session cookie: without one the server sends it to the login).
    const dashboard = await visit('/dashboard/customers/12', { cookie: `${SESSION_COOKIE}=ended` })
    expect(dashboard.body).toContain('<script type="module"')
    expect((await visit('/dashboard/customers/12')).headers.location).toMatch(/^\/login\?redirect=/)
    const api = await visit('/api/v1/nothing/here')
    expect(api.statusCode).toBe(404)
    expect(api.json()).toHaveProperty('message')
  })
})

describe('server-rendered branch page with a broken server bundle', () => {
  const brokenDist = mkdtempSync(join(tmpdir(), 'rezervo-web-'))
  writeFileSync(join(brokenDist, 'index.html'), builtIndex)
  const brokenSsr = join(brokenDist, 'ssr')
  mkdirSync(brokenSsr)
  writeFileSync(
    join(brokenSsr, 'render-branch-page.js'),
    "import 'no-such-package'\nexport const renderBranchPage = () => ({})",
  )
  const t = useTestApp({ env: { WEB_DIST_DIR: brokenDist, WEB_SSR_DIR: brokenSsr } })

  it('serves the app instead of an error', async () => {
    const fixture = await createBookingFixture(t.database)
    const response = await t.app.inject({
      method: 'GET',
      url: `/krasa-a-pece/barbershop/${fixture.slug}`,
      headers: { accept: 'text/html' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<script type="module"')
  })
})

describe('page template', () => {
  it('keeps the styles and puts the page into head and root', () => {
    const page = fillPageTemplate(staticPageTemplate(builtIndex), {
      lang: 'en',
      head: '<title>Barber</title>',
      body: '<h1>Barber</h1>',
    })
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('<div id="root"><h1>Barber</h1></div>')
    expect(page).toContain('<title>Barber</title>\n  </head>')
    expect(page).not.toContain('Online rezervace')
    expect(page).toContain('rel="stylesheet"')
  })

  it.each(['$&', '$`', "$'", '$1', '$$', '$<name>'])('keeps %s in the page text as it is', (pattern) => {
    const text = `Popis ${pattern} konec`
    const page = fillPageTemplate(staticPageTemplate(builtIndex), {
      lang: 'cs',
      head: `<title>${text}</title>`,
      body: `<p>${text}</p>`,
    })
    expect(page).toContain(`<div id="root"><p>${text}</p></div>`)
    expect(page).toContain(`<title>${text}</title>\n  </head>`)
    expect(page.match(/<html/g)).toHaveLength(1)
    expect(page.match(/<div id="root">/g)).toHaveLength(1)
  })
})
