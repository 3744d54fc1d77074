import { gzipSync } from 'node:zlib'
import { DEMO_BRANCH_SLUG, DEMO_CATEGORY_GROUP_SLUG, DEMO_CATEGORY_SLUG } from '@rezervo/shared/constants'
import { describe, expect, it } from 'vitest'
import {
  FIRST_LOAD_BUDGETS_KB,
  measureRouteWeights,
  ROUTE_ENTRIES,
  readManifest,
  staticClosure,
} from '../bench/route-weight'
import { useBrowser } from './support/browser'

const bookingPath = `/${DEMO_CATEGORY_GROUP_SLUG}/${DEMO_CATEGORY_SLUG}/${DEMO_BRANCH_SLUG}/rezervace`

/**
 * Issue 16: the first-load JavaScript of the booking flow, the login and the dashboard calendar, gzipped,
 * stays within its budget (decision 025). Weighed from the build's manifest (`npm run test:e2e` builds
 * first), and checked in Chromium for the two public routes, so that a screen which loads more than its
 * static imports at once cannot hide from the manifest.
 */
describe('first-load JavaScript per route', () => {
  it('keeps every measured route within its budget', () => {
    const weights = measureRouteWeights()
    expect(weights, 'no web build: run npm run build').toBeDefined()
    for (const { route, kb, files } of weights ?? []) {
      console.info(`${route}: ${kb.toFixed(1)} KB gzipped in ${files.length} files`)
      expect(
        kb,
        `${route}: ${files.map((file) => `${file.name ?? ''} ${file.file} ${file.kb.toFixed(1)}`).join(', ')}`,
      ).toBeLessThanOrEqual(FIRST_LOAD_BUDGETS_KB[route])
    }
  })

  const browser = useBrowser()

  for (const [route, path, heading] of [
    ['login', '/login', 'Přihlášení'],
    ['booking flow', bookingPath, 'Vyberte služby'],
  ] as const) {
    it(`loads no more in the browser than the build says: ${route}`, async () => {
      const { page, consoleErrors } = await browser.newPage({ width: 390, height: 844 })
      const scripts = new Map<string, Buffer>()
      page.on('response', async (response) => {
        if (response.url().endsWith('.js')) scripts.set(response.url(), await response.body())
      })
      await page.goto(path)
      await page.getByRole('heading', { name: heading }).first().waitFor({ timeout: 15_000 })
      await page.waitForLoadState('networkidle')
      const kb = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024
      console.info(`${route} in Chromium: ${kb.toFixed(1)} KB gzipped in ${scripts.size} files`)
      expect(kb).toBeLessThanOrEqual(FIRST_LOAD_BUDGETS_KB[route])
      expect(consoleErrors).toEqual([])
    })

    it(`is its light page, whose HTML names every script of its first load: ${route}`, async () => {
      const html = await (
        await fetch(`${browser.baseUrl}${path}`, { headers: { accept: 'text/html' } })
      ).text()
      const manifest = readManifest()
      expect(manifest, 'no web build: run npm run build').toBeDefined()
      const entry = ROUTE_ENTRIES[route]
      const entryFile = manifest?.[entry]?.file
      expect(html).toContain(`<script type="module" crossorigin src="/${entryFile}">`)
      const scripts = [...staticClosure(manifest ?? {}, [entry])].filter(
        (file) => file.endsWith('.js') && file !== entryFile,
      )
      expect(scripts.length).toBeGreaterThan(0)
      for (const file of scripts)
        expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${file}">`)
    })
  }

  it("preloads the branch call from the booking page's HTML and uses it: one request, no unused preload", async () => {
    const { page, consoleErrors } = await browser.newPage({ width: 390, height: 844 })
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    const branchCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/v1/branches/slug/${DEMO_BRANCH_SLUG}`)
        branchCalls.push(request.url())
    })
    const answer = await page.goto(bookingPath)
    expect(await answer?.text()).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/branches/slug/${DEMO_BRANCH_SLUG}">`,
    )
    await page.getByRole('heading', { name: 'Vyberte služby' }).first().waitFor({ timeout: 15_000 })
    await page.waitForLoadState('networkidle')
    // Chromium warns a few seconds after load when a preload went unused; the networkidle wait covers it
    // only partly, so the count of requests is the firm check: an unused preload means a second request.
    expect(branchCalls).toHaveLength(1)
    expect(warnings.filter((warning) => warning.includes('preload'))).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
