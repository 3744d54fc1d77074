import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '@rezervo/shared/constants'
import { describe, expect, it } from 'vitest'
import { expectHeading, signInThroughForm } from './support/accounts'
import { useBrowser } from './support/browser'

/** Links typed by hand, cut short or kept from long ago: the app explains and offers the way on. */
describe('bad links in the back office', () => {
  const browser = useBrowser()

  it('shows today for an impossible date, and "not found" with the way back for a bad record', async () => {
    const { page, consoleErrors } = await browser.newPage({ width: 390, height: 844 })
    await page.goto('/dashboard/reservations?view=month&date=2026-02-30')
    await page.waitForURL('**/login?redirect=*')
    await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    await expectHeading(page, 'Kalendář rezervací')
    // On a phone the month is a list of its days (issue 18).
    await page.getByRole('list', { name: 'Dny v měsíci' }).waitFor()
    expect(await page.getByText('Něco se pokazilo').count()).toBe(0)

    // A service id that is not a number never opens an empty form that would create a new service.
    await page.goto('/dashboard/services/abc')
    await page.getByText('Požadovaný zdroj nebyl nalezen.').waitFor()
    expect(await page.getByRole('button', { name: 'Vytvořit' }).count()).toBe(0)
    await page.getByRole('link', { name: /Zpět na seznam/ }).click()
    await expectHeading(page, 'Služby')

    // An unknown customer answers the spec's message.
    await page.goto('/dashboard/customers/99999999')
    await page.getByText('Zákazník nebyl nalezen.').waitFor()
    await page.goto('/dashboard/workers/0')
    await page.getByText('Požadovaný zdroj nebyl nalezen.').waitFor()

    // A NUL in the query still loads the app; the list explains what is wrong with the search.
    await page.goto('/dashboard/customers?search=%00')
    await expectHeading(page, 'Zákazníci')
    expect(consoleErrors.filter((error) => !/4\d\d/.test(error))).toEqual([])
  })
})
