import {
  DEMO_BRANCH_SLUG,
  DEMO_CATEGORY_GROUP_SLUG,
  DEMO_CATEGORY_SLUG,
  DEMO_OWNER_EMAIL,
  DEMO_OWNER_PASSWORD,
} from '@rezervo/shared/constants'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectHeading, signInThroughForm } from './support/accounts'
import { useBrowser } from './support/browser'

const branchPath = `/${DEMO_CATEGORY_GROUP_SLUG}/${DEMO_CATEGORY_SLUG}/${DEMO_BRANCH_SLUG}`

/**
 * Records every Content-Security-Policy violation of the page (the securitypolicyviolation event, which
 * fires for blocked scripts, styles, images and calls alike); Playwright's init script is not itself
 * subject to the page's CSP.
 */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations ?? [])
}

describe('the app under its Content-Security-Policy (decision 021)', () => {
  const browser = useBrowser()

  it('signs in and shows the dashboard with no CSP violation', async () => {
    const { page, consoleErrors } = await browser.newPage()
    const violations = await recordViolations(page)
    const response = await page.goto('/login')
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    await expectHeading(page, 'Přihlášení')
    expect(await violations()).toEqual([])
    await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    await expectHeading(page, 'Přehled')
    await page.goto('/dashboard/reservations')
    await page.locator('h1').first().waitFor()
    expect(await violations()).toEqual([])
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([])
  })

  it('without the payment provider’s keys the card form’s page keeps the strict policy and says cards are not offered', async () => {
    const { page, consoleErrors } = await browser.newPage({ width: 360, height: 800 })
    const violations = await recordViolations(page)
    await page.goto('/login')
    await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    await expectHeading(page, 'Přehled')
    const response = await page.goto('/dashboard/settings/subscription/card')
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(policy).toContain("script-src 'self'")
    expect(policy).not.toContain('stripe')
    await expectHeading(page, 'Platební karta')
    await page.getByText('Platba kartou zatím není k dispozici. Zaplaťte prosím převodem.').waitFor()
    expect(await violations()).toEqual([])
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([])
  })

  it('shows the server-rendered branch page and the booking steps with no CSP violation', async () => {
    const { page, consoleErrors } = await browser.newPage()
    const violations = await recordViolations(page)
    const response = await page.goto(branchPath)
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    await expectHeading(page, 'Barber na Rohu')
    expect(await violations()).toEqual([])
    await page.getByRole('link', { name: 'Rezervovat' }).first().click()
    await page.waitForURL('**/rezervace')
    await page.getByRole('heading', { name: 'Vyberte služby' }).waitFor()
    await page.getByLabel(/Pánský střih/).check()
    await page.getByRole('button', { name: 'Pokračovat' }).click()
    await page.getByRole('heading', { name: 'Vyberte den a čas' }).waitFor()
    expect(await violations()).toEqual([])
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([])
  })
})
