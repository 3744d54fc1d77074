import { describe, expect, it } from 'vitest'
import { expectHeading, newOwner, registerThroughForm, signInThroughForm } from './support/accounts'
import { api } from './support/api'
import { useBrowser } from './support/browser'
import { waitForMailLink } from './support/mailbox'

/**
 * Issue 18: after signing in, the company the owner worked in last opens, not the list's first (a newer,
 * empty one, first by name). It is kept on the account, so another device (a fresh browser) opens it too.
 */
describe('the company used last opens after sign-in', () => {
  const browser = useBrowser()

  it('two companies: the one chosen in the switcher opens again after logout and on another device', async () => {
    const { page, screenshot, consoleErrors } = await browser.newPage({ width: 360, height: 740 })
    const owner = newOwner()
    await registerThroughForm(page, owner)
    await page.waitForURL('**/verification-email-sent')
    await page.goto(await waitForMailLink(page.request, owner.email, '/verify-email'))
    await expectHeading(page, 'E-mail je ověřený')
    const stamp = Date.now()
    const used = `Salon Beta ${stamp} s.r.o.`
    const empty = `Alfa nová ${stamp} s.r.o.`
    await api(page, 'POST', '/api/v1/companies', { name: used })
    // The newer one, and the first of the list by name.
    await api(page, 'POST', '/api/v1/companies', { name: empty })

    await page.goto('/dashboard')
    await expectHeading(page, 'Přehled')
    const switcher = page.getByLabel('Aktuální firma')
    const chosen = async () =>
      switcher.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text)
    await expect.poll(chosen).toBe(empty)
    await switcher.selectOption({ label: used })
    await expect.poll(chosen).toBe(used)
    // The account knows it once the switcher has told the server.
    await expect
      .poll(async () => {
        const user = (await (
          await page.request.get('/api/user', { headers: { Accept: 'application/json' } })
        ).json()) as {
          last_company_id: number | null
        }
        return user.last_company_id
      })
      .not.toBeNull()

    // Logout clears the device; signing in again opens the company used last.
    await page.getByRole('button', { name: 'Otevřít menu' }).click()
    await page.getByRole('button', { name: 'Odhlásit se' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    await signInThroughForm(page, owner.email, owner.password)
    await expectHeading(page, 'Přehled')
    await expect.poll(chosen).toBe(used)
    await screenshot('last-company-after-login-360')

    // Another device: a fresh browser with nothing stored.
    const other = await browser.newPage({ width: 1366, height: 900 })
    await other.page.goto('/dashboard')
    await other.page.waitForURL('**/login?redirect=*')
    await signInThroughForm(other.page, owner.email, owner.password)
    await expectHeading(other.page, 'Přehled')
    await expect
      .poll(() =>
        other.page
          .getByLabel('Aktuální firma')
          .evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text),
      )
      .toBe(used)
    await other.screenshot('last-company-other-device-1366')
    // After logout the sign-in screen's "who is signed in?" is answered 401, which the browser logs.
    const unexpected = consoleErrors.filter((error) => !error.includes('status of 401'))
    expect(unexpected, unexpected.join('\n')).toEqual([])
  })
})
