import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '@rezervo/shared/constants'
import { describe, expect, it } from 'vitest'
import { expectHeading, signInThroughForm } from './support/accounts'
import { useBrowser } from './support/browser'

describe('sign in and out', () => {
  const browser = useBrowser()

  it('a wrong password shows the spec message under the email', async () => {
    const { page, screenshot } = await browser.newPage()
    await page.goto('/login')
    await signInThroughForm(page, DEMO_OWNER_EMAIL, 'Wrong1234!')
    await page.getByText('Přihlašovací údaje neodpovídají našim záznamům.').waitFor()
    expect(await page.getByLabel(/^E-mail/).getAttribute('aria-invalid')).toBe('true')
    await screenshot('login-wrong-password')
  })

  it('a wrong password in English shows "These credentials do not match our records."', async () => {
    const { page } = await browser.newPage()
    await page.goto('/login')
    await page.getByLabel('Jazyk').selectOption('en')
    await page.getByLabel(/^Email/).fill(DEMO_OWNER_EMAIL)
    await page.getByLabel(/^Password/).fill('Wrong1234!')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText('These credentials do not match our records.').waitFor()
  })

  it('sends a signed-out visitor to sign in and back to the intended dashboard page', async () => {
    const { page, screenshot, consoleErrors } = await browser.newPage()
    await page.goto('/dashboard/customers')
    await page.waitForURL('**/login?redirect=%2Fdashboard%2Fcustomers')
    await expectHeading(page, 'Přihlášení')
    await screenshot('login')
    await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    await page.waitForURL('**/dashboard/customers')
    await expectHeading(page, 'Zákazníci')
    expect(await page.getByRole('link', { name: 'Zákazníci' }).getAttribute('aria-current')).toBe('page')
    await screenshot('dashboard-customers')

    // A signed-in, verified owner skips the sign-in screen.
    await page.goto('/login')
    await page.waitForURL('**/dashboard')

    await page.getByRole('banner').getByRole('button', { name: 'Odhlásit se' }).click()
    await page.waitForURL('**/login')
    await page.getByText('Byli jste odhlášeni.').waitFor()
    expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBeNull()
    expect(consoleErrors).toEqual([])
  })

  it('the dashboard shell works on a 360 px phone', async () => {
    const { page, screenshot } = await browser.newPage({ width: 360, height: 740 })
    await page.goto('/login')
    await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    await page.waitForURL('**/dashboard')
    await expectHeading(page, 'Přehled')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await screenshot('dashboard-overview-360')
    const menu = page.getByRole('button', { name: 'Otevřít menu' })
    await menu.click()
    await screenshot('dashboard-menu-360')
    await page.getByRole('link', { name: 'Služby' }).click()
    await page.waitForURL('**/dashboard/services')
    await expectHeading(page, 'Služby')
    expect(await page.getByRole('button', { name: 'Otevřít menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    )
  })
})
