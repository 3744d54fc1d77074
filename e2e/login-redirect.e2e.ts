import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '@rezervo/shared/constants'
import {
  OPEN_REDIRECT_PAYLOADS,
  SAME_SITE_REDIRECTS,
} from '@rezervo/shared/public-pages/open-redirect-payloads'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectHeading, signInThroughForm } from './support/accounts'
import { type BrowserSession, useBrowser } from './support/browser'

/**
 * The login's `?redirect=` (issue 31): signed in through each of the usual open-redirect payloads, Chromium
 * (whose URL parser is the one that matters) stays on the app's origin, and lands on the intended page when
 * the value is a path of the site. `/login?redirect=/%09/evil.example` used to open http://evil.example/.
 */

const EVIL = 'http://evil.example'

/**
 * A page whose every document after the login is answered by a stub instead of the app (or another site):
 * the address the browser opens after signing in is all that is asked here, and it is asked ~80 times. What
 * the app then shows for a real return is the next test's. Other sites are never contacted.
 */
async function landingRecorder(browser: BrowserSession) {
  const { page, context } = await browser.newPage()
  const documents: string[] = []
  const dialogs: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documents.push(frame.url())
  })
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await context.route('**/*', async (route) => {
    const request = route.request()
    const url = new URL(request.url())
    const login = url.origin === browser.baseUrl && url.pathname === '/login'
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && !login)
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>landed</title>' })
    if (url.origin !== browser.baseUrl) return route.abort()
    return route.continue()
  })
  /** Signs in on the login with `?redirect=value`, and answers the first address opened after it. */
  const landingOf = async (value: string): Promise<URL> => {
    await context.clearCookies()
    await page.goto(`/login?${new URLSearchParams({ redirect: value })}`)
    const before = documents.length
    await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    await expect.poll(() => documents.length, { timeout: 15_000 }).toBeGreaterThan(before)
    return new URL(documents[before] ?? '')
  }
  return { landingOf, dialogs }
}

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`

/** Where the login sends the browser for each value: on this site its path, elsewhere the whole address. */
async function landingsOf(browser: BrowserSession, values: readonly string[]) {
  const recorder = await landingRecorder(browser)
  const landed: string[] = []
  for (const value of values) {
    const url = await recorder.landingOf(value)
    landed.push(url.origin === browser.baseUrl ? pathOf(url) : url.href)
  }
  return { landed, dialogs: recorder.dialogs }
}

/** Where the login sends a signed-in owner without a usable `?redirect=`. */
const FALLBACK = '/dashboard'

describe('the login’s ?redirect= in Chromium', () => {
  const browser = useBrowser()

  // About 65 sign-ins, each a password hash on the server: 108 s at a load of 21 on the 2-core machine.
  it('stays on the site for every open-redirect payload, on the overview', { timeout: 360_000 }, async () => {
    const { landed, dialogs } = await landingsOf(browser, OPEN_REDIRECT_PAYLOADS)
    expect(OPEN_REDIRECT_PAYLOADS.map((payload, index) => ({ payload, landed: landed[index] }))).toEqual(
      OPEN_REDIRECT_PAYLOADS.map((payload) => ({ payload, landed: FALLBACK })),
    )
    expect(dialogs).toEqual([])
  })

  it('opens the path of the site a same-site value means, as Chromium reads it', {
    timeout: 180_000,
  }, async () => {
    const values = SAME_SITE_REDIRECTS.map(([value]) => value)
    const { landed, dialogs } = await landingsOf(browser, values)
    expect(values.map((value, index) => ({ value, landed: landed[index] }))).toEqual(
      SAME_SITE_REDIRECTS.map(([value, path]) => ({ value, landed: path })),
    )
    expect(dialogs).toEqual([])
  })

  it('lands on the intended screen itself, for the issue’s address and for paths spelled oddly', async () => {
    for (const [query, path, heading] of [
      // The report of issue 31: a tab between the slashes.
      ['redirect=/%09/evil.example', '/dashboard', 'Přehled'],
      ['redirect=/dashboard/ser%09vices', '/dashboard/services', 'Služby'],
      ['redirect=%2Flogin%2F..%2Fdashboard%2F.%2Fservices', '/dashboard/services', 'Služby'],
    ] as const) {
      const { page, consoleErrors } = await browser.newPage()
      await page.goto(`/login?${query}`)
      await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
      await expectHeading(page, heading)
      const url = new URL(page.url())
      expect({ origin: url.origin, path: url.pathname }).toEqual({ origin: browser.baseUrl, path })
      expect(consoleErrors).toEqual([])
    }
  })

  it('offers no way back to another host on the login, whatever page it was opened from', async () => {
    const { page } = await browser.newPage()
    // The app answers any path of its origin, `//evil.example/` too; written alone, that path is another host.
    await page.goto('/login', { referer: `${browser.baseUrl}//evil.example/` })
    await expectHeading(page, 'Přihlášení')
    const back = await backLink(page)
    expect(new URL(back, browser.baseUrl).origin).toBe(browser.baseUrl)
    expect(back).not.toContain(EVIL.replace('http:', ''))
  })
})

/** The account screens' "back" link, as the browser resolves it. */
async function backLink(page: Page): Promise<string> {
  const link = page.getByRole('link', { name: /Zpět/ })
  return (await link.evaluate((anchor: HTMLAnchorElement) => anchor.href)) ?? ''
}
