import { existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'

export const artifactsDir = resolve(import.meta.dirname, '../artifacts')

function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(path))
    throw new Error(
      `Chromium not found at ${path}; install it (apt-get install chromium) or set CHROMIUM_PATH`,
    )
  return path
}

export interface BrowserSession {
  browser: Browser
  baseUrl: string
  /** A new page in a fresh context (own cookies and storage) that records console errors. */
  newPage(options?: {
    width?: number
    height?: number
    locale?: string
    javaScriptEnabled?: boolean
  }): Promise<TrackedPage>
}

export interface TrackedPage {
  page: Page
  context: BrowserContext
  consoleErrors: string[]
  /** What the page warned of in the console (React Router's warnings among them). */
  consoleWarnings: string[]
  screenshot(name: string): Promise<string>
}

/**
 * A client address of its own for each browser context, sent as X-Forwarded-For to the test server (which trusts
 * one proxy hop, as behind a load balancer): each context is another visitor, as each customer is in life. On
 * one shared 127.0.0.1 the suite's bookings, dozens within ten minutes, would meet the per-address booking limit
 * (10 in 10 minutes) meant for one client, and which test failed would depend on the order the files ran in.
 */
// The e2e files share this module (isolate: false in e2e/vitest.config.ts), so the count runs across the whole
// suite, hundreds of contexts: two octets of it keep every address distinct.
const runOctet = 1 + Math.floor(Math.random() * 250)
let contexts = 0
const visitorAddress = () => {
  contexts += 1
  return `10.${runOctet}.${Math.floor(contexts / 250) % 250}.${(contexts % 250) + 1}`
}

/** One Chromium for the test file, closed after it. */
export function useBrowser(): BrowserSession {
  const session = {} as BrowserSession
  beforeAll(async () => {
    session.baseUrl = inject('baseUrl')
    session.browser = await chromium.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    })
    session.newPage = async (options = {}) => {
      const context = await session.browser.newContext({
        baseURL: session.baseUrl,
        viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
        locale: options.locale ?? 'cs-CZ',
        timezoneId: 'Europe/Prague',
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() },
      })
      const page = await context.newPage()
      const consoleErrors: string[] = []
      const consoleWarnings: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text())
        if (message.type() === 'warning') consoleWarnings.push(message.text())
      })
      page.on('pageerror', (error) => consoleErrors.push(error.message))
      return {
        page,
        context,
        consoleErrors,
        consoleWarnings,
        async screenshot(name: string) {
          mkdirSync(artifactsDir, { recursive: true })
          const path = join(artifactsDir, `${name}.png`)
          await page.screenshot({ path, fullPage: true })
          return path
        },
      }
    }
  })
  afterAll(async () => {
    await session.browser?.close()
  })
  return session
}
