import {
  DEMO_BRANCH_SLUG,
  DEMO_CATEGORY_GROUP_SLUG,
  DEMO_CATEGORY_SLUG,
  DEMO_OWNER_EMAIL,
} from '@rezervo/shared/constants'
import { describe, expect, it } from 'vitest'
import { expectHeading } from './support/accounts'
import { useBrowser } from './support/browser'

const branchPath = `/${DEMO_CATEGORY_GROUP_SLUG}/${DEMO_CATEGORY_SLUG}/${DEMO_BRANCH_SLUG}`

describe('routes and navigation (spec §2)', () => {
  const browser = useBrowser()

  it('BranchShortcut opens the branch by its own slugs; an unknown slug and any unmatched path go home', async () => {
    const { page } = await browser.newPage()
    await page.goto(`/${DEMO_BRANCH_SLUG}`)
    await page.waitForURL(`**${branchPath}`)
    // Home names what was not found until dismissed, then goes on to the featured branch (decision 080).
    // The 404 route itself names no address: the notice says only that the page was not found.
    for (const [missing, flag, title] of [
      [
        '/no-such-branch-anywhere',
        '/no-such-branch-anywhere',
        'Stránku /no-such-branch-anywhere jsme nenašli',
      ],
      ['/404', '1', 'Stránka nenalezena'],
    ] as const) {
      await page.goto(missing)
      await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('nenalezeno') === flag)
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      await page.getByRole('button', { name: 'Zavřít' }).click()
      await page.waitForURL(`**${branchPath}`)
    }
  })

  it('has the category, subcategory and booking routes', async () => {
    const { page, screenshot } = await browser.newPage()
    await page.goto('/category')
    await expectHeading(page, 'Kategorie')
    await screenshot('category')
    await page.goto('/subcategory')
    await expectHeading(page, 'Podkategorie')
    for (const path of [`${branchPath}/rezervace`, `${branchPath}/potvrzeni-rezervace`]) {
      await page.goto(path)
      expect(new URL(page.url()).pathname).toBe(path)
    }
  })

  it('remembers the previous route except account screens, and the back link uses it', async () => {
    const { page } = await browser.newPage()
    await page.goto(branchPath)
    await expectHeading(page, 'Barber na Rohu')
    await page.getByRole('link', { name: 'Pro podniky' }).click()
    await page.waitForURL('**/login')
    expect(await page.evaluate(() => localStorage.getItem('previousRoute'))).toBe(branchPath)
    await page.getByRole('link', { name: 'Zaregistrujte se' }).click()
    await page.waitForURL('**/register')
    // Leaving /login (an account screen) does not overwrite it.
    expect(await page.evaluate(() => localStorage.getItem('previousRoute'))).toBe(branchPath)
    await page.getByRole('link', { name: 'Zpět' }).click()
    await page.waitForURL(`**${branchPath}`)
    expect(await page.evaluate(() => localStorage.getItem('previousRoute'))).toBe(branchPath)
  })

  it('scrolls to the top after navigating and restores the position on back', async () => {
    const { page } = await browser.newPage({ width: 360, height: 300 })
    await page.goto(branchPath)
    await expectHeading(page, 'Barber na Rohu')
    await page.evaluate(() => window.scrollTo(0, 400))
    await page.waitForFunction(() => window.scrollY > 350)
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/login"]')?.click())
    await page.waitForURL('**/login')
    await expectHeading(page, 'Přihlášení')
    await page.waitForFunction(() => window.scrollY === 0)
    await page.goBack()
    await expectHeading(page, 'Barber na Rohu')
    await page.waitForFunction(() => window.scrollY > 350, undefined, { timeout: 3000 })
  })

  it('the development mailbox lists the messages with clickable links', async () => {
    const { page, screenshot } = await browser.newPage()
    await page.goto('/forgot-password')
    await page.getByLabel(/^E-mail/).fill(DEMO_OWNER_EMAIL)
    await page.getByRole('button', { name: 'Poslat odkaz' }).click()
    await page.getByRole('status').filter({ hasText: 'e-mailem' }).waitFor()
    await page.goto('/dev/mailbox')
    await expectHeading(page, 'Vývojová schránka')
    await page
      .getByText(/\d+ zpráv[ya]?$/)
      .first()
      .waitFor()
    await screenshot('dev-mailbox')
    await page
      .getByRole('link', { name: /\/password-reset\// })
      .first()
      .click()
    await expectHeading(page, 'Nastavení nového hesla')
  })
})
