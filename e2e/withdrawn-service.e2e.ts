import { XSRF_COOKIE } from '@rezervo/shared/constants'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectHeading } from './support/accounts'
import { api } from './support/api'
import { BOOKING_HEADINGS, bookingTimes, pickBookingDay } from './support/booking'
import { useBrowser } from './support/browser'
import { ownCompany } from './support/own-company'

/**
 * Issue 22: a customer books a service the owner withdrew meanwhile. The booking page says which service is no
 * longer offered, goes back to the services, and keeps what the customer typed, so a second choice books
 * without retyping.
 */

/** Letters only, unique per run. */
const runLetters = () =>
  String(Date.now() % 100_000_000).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)

async function apiDelete(page: Page, path: string) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? ''
  const response = await page.request.fetch(path, {
    method: 'DELETE',
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
    },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Services chosen, Tomáš, the `day`-th bookable day, its last time: the contact step. */
async function chooseTime(page: Page, service: RegExp, day: number) {
  await page.getByLabel(service).check()
  await page.getByRole('button', { name: /Tomáš Novák/ }).click()
  await page.getByRole('button', { name: 'Pokračovat' }).click()
  await page.getByRole('heading', { name: BOOKING_HEADINGS.when }).waitFor()
  await pickBookingDay(page, day)
  await bookingTimes(page).last().click()
  await page.getByRole('heading', { name: BOOKING_HEADINGS.contact }).waitFor()
}

describe('a service withdrawn while the customer books it', () => {
  const browser = useBrowser()

  it('is named, the customer chooses again, and nothing typed is lost', async () => {
    // The owner of a company and branch of the file's own (decision 075).
    const owner = await ownCompany(browser)
    const [company] = await api<{ id: number }[]>(owner.page, 'GET', '/api/v1/companies?per_page=100')
    const base = `/api/v1/companies/${company!.id}`
    const workers = await api<{ id: number; name: string }[]>(
      owner.page,
      'GET',
      `${base}/workers?per_page=100`,
    )
    const tomas = workers.find((worker) => worker.name === 'Tomáš Novák')!
    const name = `Zabal ${runLetters()}`
    const item = await api<{ id: number }>(owner.page, 'POST', `${base}/items`, {
      name,
      duration: 30,
      price_czk: 390,
      worker_ids: [tomas.id],
    })

    const { page, screenshot } = await browser.newPage({ width: 360, height: 740 })
    await page.goto(owner.branch.path)
    await expectHeading(page, owner.branch.name)
    await page.getByRole('link', { name: 'Rezervovat' }).first().click()
    await page.getByRole('heading', { name: 'Vyberte služby' }).waitFor()
    await chooseTime(page, new RegExp(name), 6)
    const typed = {
      Jméno: 'Zdeňka',
      Příjmení: 'Vytrvalá',
      'E-mail': `zdenka.${Date.now()}@example.cz`,
      Poznámka: 'Citlivá pokožka',
    }
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label).fill(value)
    await page.getByLabel('Telefon').fill('+420 777 454 545')
    await page.getByLabel(/Souhlasím/).check()

    // The owner withdraws the service before the customer confirms.
    await apiDelete(owner.page, `${base}/items/${item.id}`)

    await page.getByRole('button', { name: 'Potvrdit rezervaci' }).click()
    await page.getByText(`Služba ${name} už není v nabídce`).waitFor({ timeout: 15_000 })
    await page.getByRole('heading', { name: 'Vyberte služby' }).waitFor()
    await screenshot('booking-service-withdrawn')
    // The withdrawn service is no longer offered to choose, nor left in the summary.
    expect(await page.getByLabel(new RegExp(name)).count()).toBe(0)
    expect(await page.getByRole('complementary').getByText(name).count()).toBe(0)

    await chooseTime(page, /Pánský střih/, 6)
    for (const [label, value] of Object.entries(typed))
      expect(await page.getByLabel(label).inputValue()).toBe(value)
    expect((await page.getByLabel('Telefon').inputValue()).replace(/\D/g, '')).toBe('420777454545')
    expect(await page.getByLabel(/Souhlasím/).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Potvrdit rezervaci' }).click()
    await page.waitForURL('**/potvrzeni-rezervace?reservation=*')
  })
})
