import { describe, expect, it } from 'vitest'
import { expectHeading } from './support/accounts'
import { useBrowser } from './support/browser'

describe('language switch', () => {
  const browser = useBrowser()

  it('switches the account screens to English, keeps the choice across visits and back to Czech', async () => {
    const { page, screenshot } = await browser.newPage()
    await page.goto('/login')
    await expectHeading(page, 'Přihlášení')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('cs')

    await page.getByLabel('Jazyk').selectOption('en')
    await expectHeading(page, 'Sign in')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    // Kept in the device's cookie, which the server's pages read too; local storage holds no language.
    expect(await page.evaluate(() => document.cookie)).toContain('rezervo_locale=en')
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBeNull()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText('This field is required.').first().waitFor()
    await screenshot('login-english-validation')

    await page.goto('/register')
    await expectHeading(page, 'Sign up')
    await page.reload()
    await expectHeading(page, 'Sign up')

    await page.getByLabel('Language').selectOption('cs')
    await expectHeading(page, 'Registrace')
  })

  it('is on the public pages too', async () => {
    const { page } = await browser.newPage()
    await page.goto('/category')
    await expectHeading(page, 'Kategorie')
    await page.getByLabel('Jazyk').selectOption('en')
    await expectHeading(page, 'Category')
  })
})
