import { DEMO_BRANCH_SLUG, DEMO_CATEGORY_GROUP_SLUG, DEMO_CATEGORY_SLUG } from '@rezervo/shared'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser'

describe('home', () => {
  const browser = useBrowser()

  it('opens the demo branch page from / with no console errors', async () => {
    const { page, consoleErrors, screenshot } = await browser.newPage()
    await page.goto('/')
    await page.waitForURL(`**/${DEMO_CATEGORY_GROUP_SLUG}/${DEMO_CATEGORY_SLUG}/${DEMO_BRANCH_SLUG}`)
    await expectHeading(page, 'Barber na Rohu')
    expect(await page.getByText('Pánský střih').first().isVisible()).toBe(true)
    await screenshot('home-demo-branch')
    expect(consoleErrors).toEqual([])
  })

  it('sends an unknown path home, and the API 404s stay JSON', async () => {
    const { page } = await browser.newPage()
    await page.goto('/a/b/c/d/e')
    // Home keeps saying what was not found, with a search, until dismissed (issue 37 #11, decision 080).
    await page.waitForURL(
      (url) => url.pathname === '/' && url.searchParams.get('nenalezeno') === '/a/b/c/d/e',
    )
    await expectHeading(page, 'Stránku /a/b/c/d/e jsme nenašli')
    await page.getByRole('button', { name: 'Zavřít' }).click()
    await page.waitForURL(`**/${DEMO_BRANCH_SLUG}`)
    const response = await page.request.get('/api/unknown')
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('application/json')
  })
})

async function expectHeading(page: import('playwright-core').Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 })
}
