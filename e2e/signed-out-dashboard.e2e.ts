import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { AUTH_USER_STORAGE_KEY, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '@rezervo/shared/constants'
import { LIGHT_PAGES } from '@rezervo/shared/public-pages/light-pages'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { webDist } from '../bench/route-weight'
import { expectHeading, signInThroughForm } from './support/accounts'
import { useBrowser } from './support/browser'

/**
 * A signed-out visit of a dashboard address (decision 057): the server answers the login itself, so the
 * browser loads one document (the login's) instead of the SPA's and then the login's.
 */

/** The calendar's address (the bench's "dashboard calendar"), with a query the way back must keep. */
const CALENDAR = '/dashboard/reservations?view=week'

/** Every document request of the page, with its answer's status (a redirect is a request of its own). */
function documentLog(page: Page) {
  const documents: { path: string; status: number }[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'document') return
    const url = new URL(response.url())
    documents.push({ path: `${url.pathname}${url.search}`, status: response.status() })
  })
  return documents
}

/** The SPA's entry script among the scripts the page has fetched. */
const loadedSpaEntry = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/assets\/index-[^/]+\.js$/.test(new URL(entry.name).pathname)),
  )

describe('a signed-out visit of the dashboard', () => {
  const browser = useBrowser()

  it('the build has every light page’s HTML (the one list of decision 057)', () => {
    for (const { html } of LIGHT_PAGES) expect(existsSync(join(webDist, html)), html).toBe(true)
  })

  it('loads the login as its one document, and signing in lands on the calendar', async () => {
    for (const [width, height] of [
      [360, 740],
      [1366, 900],
    ] as const) {
      const { page, screenshot, consoleErrors } = await browser.newPage({ width, height })
      const documents = documentLog(page)
      await page.goto(CALENDAR)
      await page.waitForURL('**/login?redirect=%2Fdashboard%2Freservations%3Fview%3Dweek')
      await expectHeading(page, 'Přihlášení')
      expect(documents).toEqual([
        { path: CALENDAR, status: 302 },
        { path: '/login?redirect=%2Fdashboard%2Freservations%3Fview%3Dweek', status: 200 },
      ])
      expect(await loadedSpaEntry(page)).toBe(false)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await screenshot(`signed-out-dashboard-login-${width}`)

      await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
      await page.waitForURL(`**${CALENDAR}`)
      await expectHeading(page, 'Kalendář rezervací')
      await page.locator('.rbc-time-view').waitFor()
      await screenshot(`signed-out-dashboard-calendar-${width}`)
      expect(documents.map((document) => document.path)).toEqual([
        CALENDAR,
        '/login?redirect=%2Fdashboard%2Freservations%3Fview%3Dweek',
        CALENDAR,
      ])
      expect(consoleErrors).toEqual([])
    }
  })

  it('shows the form to a user this device remembers whose session cookie has gone (no loop)', async () => {
    const { page, consoleErrors } = await browser.newPage()
    await page.goto('/login')
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ id: 1, email_verified: true, name: 'Demo' })),
      AUTH_USER_STORAGE_KEY,
    )
    const documents = documentLog(page)
    await page.goto(CALENDAR)
    await expectHeading(page, 'Přihlášení')
    await page.getByLabel('E-mail').waitFor()
    await page.waitForLoadState('networkidle')
    expect(documents.map((document) => document.status)).toEqual([302, 200])
    expect(page.url()).toContain('/login?redirect=')
    expect(consoleErrors).toEqual([])
  })

  it('keeps the SPA’s guard for a cookie whose session has ended', async () => {
    const { page, context, consoleErrors } = await browser.newPage()
    await context.addCookies([{ name: 'rezervo_session', value: 'ended', url: browser.baseUrl }])
    const documents = documentLog(page)
    await page.goto(CALENDAR)
    await page.waitForURL('**/login?redirect=%2Fdashboard%2Freservations%3Fview%3Dweek')
    await expectHeading(page, 'Přihlášení')
    // The SPA's document, then its guard's document load of the login.
    expect(documents.map((document) => document.status)).toEqual([200, 200])
    expect(consoleErrors).toEqual([])
  })
})
