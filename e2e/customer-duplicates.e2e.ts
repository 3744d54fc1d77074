import { XSRF_COOKIE } from '@rezervo/shared/constants'
import type { AvailabilityResponse } from '@rezervo/shared/schemas/availability'
import type { PublicBranch } from '@rezervo/shared/schemas/public-branch'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { horizontalOverflow } from './support/accessibility'
import { expectHeading, signInThroughForm } from './support/accounts'
import { useBrowser } from './support/browser'
import { useOwnCompany } from './support/own-company'

const PHONE = { width: 360, height: 740 }
/** The public booking API of the file's own branch (decision 075). */
const branchApi = (slug: string) => `/api/v1/branches/slug/${slug}`

/** A name made of letters only (names refuse digits), different in every run. */
const runSuffix = () =>
  String(Date.now())
    .slice(-6)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { Accept: 'application/json' } })
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`)
  return (await response.json()) as T
}

/** Two free starts of the branch's first service, on two days ahead, away from the times other tests take. */
async function twoFreeStarts(page: Page, slug: string) {
  const branch = await getJson<PublicBranch>(page, branchApi(slug))
  const item = branch.item_categories.flatMap((category) => category.items)[0]!
  const from = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)
  const to = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10)
  const query = new URLSearchParams({ item_ids: String(item.id), worker_id: 'any', from, to })
  const availability = await getJson<AvailabilityResponse>(page, `${branchApi(slug)}/availability?${query}`)
  // The last time of two different days, so the two visits cannot overlap.
  const days = availability.days.filter((day) => day.slots.length > 0)
  expect(days.length).toBeGreaterThan(1)
  return { itemId: item.id, starts: days.slice(-2).map((day) => day.slots.at(-1)!.starts_at) }
}

/** A booking as the booking page sends it, with the CSRF cookie echoed. */
async function book(page: Page, slug: string, body: Record<string, unknown>) {
  await page.request.get('/sanctum/csrf-cookie')
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? ''
  const response = await page.request.post(`${branchApi(slug)}/reservations`, {
    data: { worker_id: 'any', consent: true, note: null, website: '', locale: 'cs', ...body },
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
}

describe('possible duplicate customers (issue 17)', () => {
  const browser = useBrowser()
  const own = useOwnCompany(browser)

  it('after two bookings with one phone, the owner sees the possible duplicate on a phone and merges them', async () => {
    const suffix = runSuffix()
    const surname = `Duplicitní${suffix}`
    const phoneDigits = `73${String(Date.now()).slice(-7)}`
    const visitor = await browser.newPage(PHONE)
    const { itemId, starts } = await twoFreeStarts(visitor.page, own.branch.slug)
    // Alena with her email and the family phone; Bára with hers and the same phone typed another way.
    await book(visitor.page, own.branch.slug, {
      item_ids: [itemId],
      starts_at: starts[0],
      first_name: 'Alena',
      surname,
      email: `alena.${suffix}@example.cz`,
      phone: `+420 ${phoneDigits.slice(0, 3)} ${phoneDigits.slice(3, 6)} ${phoneDigits.slice(6)}`,
    })
    await book(visitor.page, own.branch.slug, {
      item_ids: [itemId],
      starts_at: starts[1],
      first_name: 'Bára',
      surname,
      email: `bara.${suffix}@example.cz`,
      phone: phoneDigits,
    })

    const owner = await browser.newPage(PHONE)
    const { page } = owner
    await page.goto('/dashboard/customers')
    await page.waitForURL('**/login?redirect=*')
    await signInThroughForm(page, own.owner.email, own.owner.password)
    await expectHeading(page, 'Zákazníci')
    await page.getByLabel('Jen možné duplicity').check()
    await page.getByLabel('Hledat jméno, e-mail nebo telefon').fill(surname)
    const list = page.getByRole('list', { name: 'Zákazníci' })
    const alenaRow = list.getByRole('link', { name: new RegExp(`Alena ${surname}`) })
    const baraRow = list.getByRole('link', { name: new RegExp(`Bára ${surname}`) })
    await alenaRow.waitFor()
    await baraRow.waitFor()
    expect(await alenaRow.textContent()).toContain('Možná duplicita')
    expect(await baraRow.textContent()).toContain('Možná duplicita')
    await owner.screenshot('customers-duplicates-list-phone')
    expect(await horizontalOverflow(page)).toBe(0)

    await baraRow.click()
    await expectHeading(page, `Bára ${surname}`)
    const duplicates = page.getByRole('region', { name: /Možné duplicity/ })
    await duplicates.getByText(`Alena ${surname}`).waitFor()
    await owner.screenshot('customers-duplicate-detail-phone')
    await duplicates.getByRole('link', { name: 'Porovnat a sloučit' }).click()

    await expectHeading(page, 'Sloučit zákazníky')
    const choices = page.getByRole('radio', { name: 'Ponechat tento záznam' })
    expect(await choices.count()).toBe(2)
    await page.getByText(`alena.${suffix}@example.cz`).first().waitFor()
    await page.getByText(`bara.${suffix}@example.cz`).first().waitFor()
    // The owner keeps Alena's record (the second card: the screen starts from Bára's detail).
    await page
      .locator('label', { hasText: `alena.${suffix}@example.cz` })
      .getByRole('radio')
      .check()
    const result = page.getByRole('region', { name: 'Po sloučení' })
    await result.getByText(`Alena ${surname}`).waitFor()
    await result.getByText('2 rezervace').waitFor()
    await owner.screenshot('customers-merge-phone')
    expect(await horizontalOverflow(page)).toBe(0)

    await page.getByRole('button', { name: 'Sloučit', exact: true }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Sloučit zákazníky?' })
    await dialog.waitFor()
    await owner.screenshot('customers-merge-confirm-phone')
    await dialog.getByRole('button', { name: 'Sloučit', exact: true }).click()

    await expectHeading(page, `Alena ${surname}`)
    await page.getByText('Zákazníci byli sloučeni.').waitFor()
    await page.getByRole('heading', { name: 'Nadcházející návštěvy', exact: true }).waitFor()
    expect(await page.getByRole('region', { name: /Možné duplicity/ }).count()).toBe(0)
    expect(await page.getByLabel('E-mail').inputValue()).toBe(`alena.${suffix}@example.cz`)
    await owner.screenshot('customers-merged-phone')

    // The list has no duplicate left for them: Bára's record is archived, pointing to Alena.
    await page.goto('/dashboard/customers')
    await page.getByLabel('Jen možné duplicity').check()
    await page.getByLabel('Hledat jméno, e-mail nebo telefon').fill(surname)
    await page.getByText('Zatím tu nic není.').waitFor()
    expect(owner.consoleErrors).toEqual([])
  })
})
