import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { horizontalOverflow } from './support/accessibility'
import { expectHeading, signInThroughForm } from './support/accounts'
import { useBrowser } from './support/browser'
import { reserve, weekdayAhead } from './support/demo-diary'
import { diaryOf, useOwnCompany } from './support/own-company'

async function expectSuccess(page: Page, text: string): Promise<void> {
  await page
    .locator('[data-testid="notification"][data-tone="success"]', { hasText: text })
    .first()
    .waitFor({ timeout: 15_000 })
}

describe('calendar feeds (issue 20): a worker’s private calendar address on their screen', () => {
  const browser = useBrowser()
  // The owner of a company of the file's own, with the demo's two workers (decision 075).
  const own = useOwnCompany(browser)

  it('makes the address, which a calendar app can read; a new one stops the old; the form still saves; 360 and 1366 px', async () => {
    // A visit of Tomáš's for the feed to carry (the demo's workers had their history).
    await reserve(own.page, diaryOf(own), own.workers.tomas.id, weekdayAhead(2, 7), 10 * 60, 'feed')
    const { page, screenshot } = await browser.newPage({ width: 1366, height: 900 })
    await page.goto('/dashboard/workers')
    await page.waitForURL('**/login?redirect=*')
    await signInThroughForm(page, own.owner.email, own.owner.password)
    await page
      .getByRole('link', { name: /Tomáš Novák/ })
      .first()
      .click()
    await expectHeading(page, 'Tomáš Novák')

    await page.getByRole('heading', { name: 'Odběr kalendáře' }).waitFor()
    await page.getByRole('button', { name: 'Vytvořit adresu' }).click()
    const address = page.getByLabel('Adresa kalendáře (ICS)')
    await address.waitFor()
    const first = await address.inputValue()
    expect(first).toMatch(/\/api\/v1\/calendar-feeds\/[\w-]{43}\.ics$/)
    const feed = await page.request.get(first)
    expect(feed.status()).toBe(200)
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    expect(await feed.text()).toContain('TZID:Europe/Prague')
    await page.getByText('Jak kalendář přidat').click()
    await page.getByText(/Google Kalendář/).waitFor()
    await screenshot('calendar-feed-worker-1366')

    await page.getByRole('button', { name: 'Vygenerovat novou adresu' }).click()
    await expectSuccess(page, 'Nová adresa je připravená. Stará už nefunguje.')
    await expect.poll(() => address.inputValue()).not.toBe(first)
    expect((await page.request.get(first)).status()).toBe(404)
    expect((await page.request.get(await address.inputValue())).status()).toBe(200)

    // The worker's own form saves over it: the feed's change is not someone else's.
    await page.getByLabel('Telefon').first().fill('777 123 456')
    await page.getByRole('button', { name: 'Uložit' }).click()
    await expectSuccess(page, 'Změny byly uloženy.')

    await page.setViewportSize({ width: 360, height: 800 })
    await address.scrollIntoViewIfNeeded()
    expect(await horizontalOverflow(page)).toBe(0)
    await screenshot('calendar-feed-worker-360')

    await page.getByRole('button', { name: 'Zrušit' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Zrušit' }).click()
    await expectSuccess(page, 'Adresa kalendáře je zrušená.')
    await page.getByRole('button', { name: 'Vytvořit adresu' }).waitFor()
  })
})
