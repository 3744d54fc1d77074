import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { horizontalOverflow } from './support/accessibility'
import { expectHeading, newOwner, registerThroughForm } from './support/accounts'
import { api } from './support/api'
import { useBrowser } from './support/browser'
import { waitForMailLink } from './support/mailbox'

async function expectSuccess(page: Page, text: string): Promise<void> {
  await page
    .locator('[data-testid="notification"][data-tone="success"]', { hasText: text })
    .first()
    .waitFor({ timeout: 15_000 })
}

const usage = (page: Page, what: string) => page.getByTestId(`usage-${what}`)

describe('subscription (issue 19): an owner changes the plan and sees the new limits', () => {
  const browser = useBrowser()

  it('trial days on the overview; Zdarma limits a third worker with a link to the plans; Start raises them; 360 px', async () => {
    const { page, screenshot, consoleErrors } = await browser.newPage({ width: 360, height: 800 })
    const owner = newOwner()
    await registerThroughForm(page, owner)
    await page.waitForURL('**/verification-email-sent')
    await page.goto(await waitForMailLink(page.request, owner.email, '/verify-email'))
    await expectHeading(page, 'E-mail je ověřený')
    await api(page, 'POST', '/api/v1/companies', { name: `Předplatné ${Date.now()} s.r.o.` })

    // A new company has 14 days of Profi; the overview says so.
    await page.goto('/dashboard')
    await page.getByText('Zkušební verze: zbývá 14 dní').first().waitFor({ timeout: 15_000 })

    await page.goto('/dashboard/settings')
    await page.getByRole('link', { name: /Předplatné a platby/ }).click()
    await expectHeading(page, 'Předplatné a platby')
    await expect.poll(() => usage(page, 'workers').textContent()).toBe('0 z 30')
    await page.getByText('Platba kartou zatím není k dispozici').waitFor()
    expect(await page.getByLabel(/Platební karta/).isDisabled()).toBe(true)
    await screenshot('subscription-trial-360')
    expect(await horizontalOverflow(page)).toBe(0)

    // Down to Zdarma: the limits shrink at once.
    await page.getByRole('button', { name: 'Přejít na Zdarma' }).click()
    await expectSuccess(page, 'Tarif byl změněn na Zdarma.')
    await expect.poll(() => usage(page, 'workers').textContent()).toBe('0 z 2')
    expect(await usage(page, 'branches').textContent()).toBe('0 z 1')
    expect(await usage(page, 'reservations').textContent()).toBe('0 z 50')

    // Two workers fit; the third is refused with the plan's message and a way to the plans.
    const { id: companyId } = (await api<{ id: number }[]>(page, 'GET', '/api/v1/companies'))[0]!
    for (const name of ['Adam První', 'Bára Druhá'])
      await api(page, 'POST', `/api/v1/companies/${companyId}/workers`, {
        name,
        positions: [],
        color: '#16A34A',
      })
    await page.goto('/dashboard/workers/new')
    await expectHeading(page, 'Nový pracovník')
    await page.getByLabel('Jméno').fill('Cyril Třetí')
    await page.getByRole('button', { name: 'Vytvořit' }).click()
    const refusal = page.getByRole('alert').filter({ hasText: 'Váš tarif Zdarma umožňuje 2 pracovníky.' })
    await refusal.waitFor({ timeout: 15_000 })
    await screenshot('subscription-worker-limit-360')
    await refusal.getByRole('link', { name: 'Předplatné a platby' }).click()
    await expectHeading(page, 'Předplatné a platby')

    // Up to Start, yearly, by bank transfer: five workers now.
    await page.getByLabel('Ročně (2 měsíce zdarma)').check()
    await page
      .getByTestId('plan-start')
      .getByText(/2\s900\sKč ročně/)
      .waitFor()
    await page.getByRole('button', { name: 'Přejít na Start' }).click()
    await expectSuccess(page, 'Tarif byl změněn na Start.')
    await expect.poll(() => usage(page, 'workers').textContent()).toBe('2 z 5')
    await page.getByTestId('current-plan').getByText('Tarif Start').waitFor()
    expect(await horizontalOverflow(page)).toBe(0)
    await screenshot('subscription-start-360')

    // Paid by transfer: the tax invoice is on the same screen at once, 2 900 Kč + 21 % VAT, ready to download.
    const invoice = page
      .getByRole('row', { name: /Start/ })
      .or(page.getByRole('row', { name: /3\s509,00\sKč/ }))
    await invoice
      .first()
      .getByText(/3\s509,00\sKč/)
      .waitFor({ timeout: 15_000 })
    await invoice.first().getByText('Převodem').waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      invoice
        .first()
        .getByRole('link', { name: /Stáhnout PDF dokladu/ })
        .click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^faktura-\d{4}-\d{6}\.pdf$/)
    expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    await screenshot('subscription-invoice-360')
    // The refused third worker is the one failed request the browser reports.
    expect(consoleErrors.filter((error) => !error.includes('402'))).toEqual([])
  })
})
