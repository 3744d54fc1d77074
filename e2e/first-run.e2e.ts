import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { horizontalOverflow, seriousAxeViolations } from './support/accessibility'
import { expectHeading, newOwner, registerThroughForm } from './support/accounts'
import { BOOKING_HEADINGS, bookingTimes } from './support/booking'
import { useBrowser } from './support/browser'
import { waitForMailLink } from './support/mailbox'

const CHECKLIST = 'Připravte online rezervace'

/**
 * Issue 18: a new owner's first run. A fresh account follows the overview's checklist (company → branch →
 * services → workers → hours → share the link), each step a link from the overview and ticked by the server,
 * to a branch page on which a customer then books a time. Clicks and typed fields are counted from the first
 * overview to the copied link; the bound is what the forms need and a way back to the overview after each.
 */
describe('first run: the overview’s checklist takes a new owner to a bookable branch page', () => {
  const browser = useBrowser()

  it('follows the checklist from a fresh account to a booking on the branch page', async () => {
    const { page, context, screenshot } = await browser.newPage({ width: 1366, height: 900 })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const owner = newOwner()
    await registerThroughForm(page, owner)
    await page.waitForURL('**/verification-email-sent')
    await page.goto(await waitForMailLink(page.request, owner.email, '/verify-email'))
    await expectHeading(page, 'E-mail je ověřený')

    let clicks = 0
    let typed = 0
    const click = async (target: Locator) => {
      clicks += 1
      await target.click()
    }
    const fill = async (target: Locator, value: string) => {
      typed += 1
      await target.fill(value)
    }
    const checklist = page.getByRole('region', { name: CHECKLIST })
    /** Back to the overview through the navigation, as the owner would, and the checklist's progress. */
    const toOverview = async (progress: string) => {
      await click(
        page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link', { name: 'Přehled' }),
      )
      await expectHeading(page, 'Přehled')
      await checklist.getByText(progress).waitFor({ timeout: 15_000 })
      // With a branch, its figures load below the checklist: wait for them, so the checklist stands still.
      if (progress !== 'Hotovo 1 ze 6') await page.getByRole('heading', { name: 'Počet rezervací' }).waitFor()
    }
    /** A record saved: its form's page follows (the toasts of earlier saves may still be up). */
    const created = (path: RegExp) => page.waitForURL(path, { timeout: 15_000 })

    await page.goto('/dashboard')
    await expectHeading(page, 'Přehled')
    await checklist.getByText('Hotovo 0 ze 6').waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot('first-run-1-no-company')
    await page.setViewportSize({ width: 360, height: 780 })
    expect(await horizontalOverflow(page)).toBe(0)
    await screenshot('first-run-1-no-company-360')
    await page.setViewportSize({ width: 1366, height: 900 })

    // 1. The company: only its name is needed.
    await click(checklist.getByRole('link', { name: 'Založte firmu' }))
    await expectHeading(page, 'Nová firma')
    await fill(page.getByLabel(/^Název/), 'Kadeřnictví Jana s.r.o.')
    await click(page.getByRole('button', { name: 'Vytvořit' }))
    await created(/\/dashboard\/branches$/)
    await toOverview('Hotovo 1 ze 6')

    // 2. The branch, with the weekdays' opening hours it starts with.
    const branchName = `Kadeřnictví Jana ${Date.now()}`
    await click(checklist.getByRole('link', { name: 'Založte pobočku' }))
    await expectHeading(page, 'Nová pobočka')
    await fill(page.getByLabel(/^Název/), branchName)
    await page.getByLabel('Kategorie ve veřejném katalogu').selectOption({ label: 'Barbershop' })
    clicks += 1
    await fill(page.getByLabel('Město'), 'Brno')
    await click(page.getByRole('button', { name: 'Vytvořit' }))
    await created(/\/dashboard\/branches\/\d+$/)
    await toOverview('Hotovo 2 ze 6')

    // 3. A service.
    await click(checklist.getByRole('link', { name: 'Přidejte službu, kterou si lze rezervovat online' }))
    await expectHeading(page, 'Nová služba')
    await fill(page.getByLabel(/^Název/), 'Dámský střih')
    await fill(page.getByLabel('Délka'), '60')
    await fill(page.getByLabel('Cena (Kč)'), '690')
    await click(page.getByRole('button', { name: 'Vytvořit' }))
    await created(/\/dashboard\/services\/\d+$/)
    await toOverview('Hotovo 3 ze 6')
    await screenshot('first-run-2-services-done')

    // 4. and 5. A worker at the branch who performs it; their hours start from the branch's opening hours.
    await click(checklist.getByRole('link', { name: 'Přidejte pracovníka, který službu v pobočce provádí' }))
    await expectHeading(page, 'Nový pracovník')
    await fill(page.getByLabel('Jméno'), 'Jana Nováková')
    await click(page.getByLabel(branchName))
    await page.getByLabel('Úterý Od').waitFor()
    await click(page.getByLabel('Dámský střih'))
    await click(page.getByRole('button', { name: 'Vytvořit' }))
    await created(/\/dashboard\/workers\/\d+$/)
    await toOverview('Hotovo 5 ze 6')

    // 6. The link to share, with its copy button.
    await checklist.getByText('Rezervační stránka je připravená.').waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot('first-run-3-share')
    await click(checklist.getByRole('button', { name: 'Kopírovat odkaz' }))
    await page.getByText('Odkaz je zkopírovaný.').waitFor()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toBe(await checklist.getByLabel('Adresa rezervační stránky').inputValue())
    await page.setViewportSize({ width: 360, height: 780 })
    expect(await horizontalOverflow(page)).toBe(0)
    await screenshot('first-run-3-share-360')
    console.info(`first run from the overview to the copied link: ${clicks} clicks and ${typed} typed fields`)
    expect(clicks).toBeLessThanOrEqual(16)
    expect(typed).toBeLessThanOrEqual(8)

    // A customer opens the link on a phone and books a time.
    const customer = await browser.newPage({ width: 360, height: 740 })
    await customer.page.goto(link)
    await expectHeading(customer.page, branchName)
    await customer.page.getByRole('link', { name: 'Rezervovat' }).first().click()
    await customer.page.getByRole('heading', { name: BOOKING_HEADINGS.services }).waitFor()
    await customer.page.getByLabel(/Dámský střih/).check()
    await customer.page.getByRole('button', { name: 'Pokračovat' }).click()
    await customer.page.getByRole('heading', { name: BOOKING_HEADINGS.when }).waitFor()
    await bookingTimes(customer.page).first().click()
    await customer.page.getByRole('heading', { name: BOOKING_HEADINGS.contact }).waitFor()
    await customer.page.getByLabel('Jméno').fill('Eva')
    await customer.page.getByLabel('Příjmení').fill('Prvá')
    await customer.page.getByLabel('E-mail').fill(`eva.${Date.now()}@example.cz`)
    await customer.page.getByLabel('Telefon').fill('+420 603 111 222')
    await customer.page.getByLabel(/Souhlasím/).check()
    await customer.page.getByRole('button', { name: 'Potvrdit rezervaci' }).click()
    await customer.page.waitForURL('**/potvrzeni-rezervace?reservation=*')
    await expectHeading(customer.page, 'Rezervace potvrzena')

    // With the first online booking every step is done: the checklist is gone, the booking is on the overview.
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/dashboard')
    await page.getByRole('heading', { name: 'Rezervační stránka' }).waitFor({ timeout: 15_000 })
    await page.getByText('Eva Prvá').first().waitFor()
    expect(await page.getByRole('heading', { name: CHECKLIST }).count()).toBe(0)
  })

  it('can be hidden, and stays hidden on this device', async () => {
    const { page } = await browser.newPage({ width: 360, height: 780 })
    const owner = newOwner()
    await registerThroughForm(page, owner)
    await page.waitForURL('**/verification-email-sent')
    await page.goto(await waitForMailLink(page.request, owner.email, '/verify-email'))
    await expectHeading(page, 'E-mail je ověřený')
    await page.goto('/dashboard')
    await page.getByRole('heading', { name: CHECKLIST }).waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Skrýt průvodce' }).click()
    // The offer to create the company stays.
    await page.getByRole('main').getByRole('link', { name: 'Založit první firmu' }).waitFor()
    expect(await page.getByRole('heading', { name: CHECKLIST }).count()).toBe(0)
    await page.reload()
    await page.getByRole('main').getByRole('link', { name: 'Založit první firmu' }).waitFor()
    expect(await page.getByRole('heading', { name: CHECKLIST }).count()).toBe(0)
  })
})
