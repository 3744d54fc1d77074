import {
  DEMO_BRANCH_SLUG,
  DEMO_CATEGORY_GROUP_SLUG,
  DEMO_CATEGORY_SLUG,
  XSRF_COOKIE,
} from '@rezervo/shared/constants'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectHeading } from './support/accounts'
import { BOOKING_HEADINGS, bookingTimes, pickBookingDay } from './support/booking'
import { useBrowser } from './support/browser'

/** Issue 22: a customer never loses what they typed, and Back after a booking does not book twice. */

const branchPath = `/${DEMO_CATEGORY_GROUP_SLUG}/${DEMO_CATEGORY_SLUG}/${DEMO_BRANCH_SLUG}`

/** From the branch page to the contact step: one service, Tomáš, the `day`-th bookable day, its last time. */
async function chooseTime(page: Page, day: number) {
  await page.goto(branchPath)
  await expectHeading(page, 'Barber na Rohu')
  await page.getByRole('link', { name: 'Rezervovat' }).first().click()
  await page.getByRole('heading', { name: 'Vyberte služby' }).waitFor()
  await page.getByLabel(/Pánský střih/).check()
  await page.getByRole('button', { name: /Tomáš Novák/ }).click()
  await page.getByRole('button', { name: 'Pokračovat' }).click()
  await page.getByRole('heading', { name: BOOKING_HEADINGS.when }).waitFor()
  await pickBookingDay(page, day)
  await bookingTimes(page).last().click()
  await page.getByRole('heading', { name: BOOKING_HEADINGS.contact }).waitFor()
  const url = new URL(page.url())
  return {
    startsAt: url.searchParams.get('time')!,
    itemIds: url.searchParams.get('items')!.split(',').map(Number),
    worker: Number(url.searchParams.get('worker')),
  }
}

const person = (suffix: string) => ({
  first_name: 'Věra',
  surname: 'Trpělivá',
  email: `vera.${suffix}@example.cz`,
  phone: `+420 777 ${suffix.slice(-6)}`,
  note: 'Prosím jen konečky',
})

async function fillContact(page: Page, values: ReturnType<typeof person>) {
  await page.getByLabel('Jméno').fill(values.first_name)
  await page.getByLabel('Příjmení').fill(values.surname)
  await page.getByLabel('E-mail').fill(values.email)
  await page.getByLabel('Telefon').fill(values.phone)
  await page.getByLabel('Poznámka').fill(values.note)
  await page.getByLabel(/Souhlasím/).check()
}

/** Someone else books the time through the API, as another browser would. */
async function bookElsewhere(page: Page, body: Record<string, unknown>) {
  await page.request.get('/sanctum/csrf-cookie')
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? ''
  const response = await page.request.post(`/api/v1/branches/slug/${DEMO_BRANCH_SLUG}/reservations`, {
    data: { consent: true, note: null, website: '', locale: 'cs', ...body },
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
}

describe('the booking page keeps what the customer typed (issue 22)', () => {
  const browser = useBrowser()

  it('a customer whose time was taken meanwhile keeps name, email, phone and note', async () => {
    const { page, screenshot } = await browser.newPage({ width: 360, height: 740 })
    const suffix = String(Date.now())
    const chosen = await chooseTime(page, 4)
    const values = person(suffix)
    await fillContact(page, values)

    const other = await browser.newPage()
    await bookElsewhere(other.page, {
      item_ids: chosen.itemIds,
      worker_id: chosen.worker,
      starts_at: chosen.startsAt,
      first_name: 'Rychlejší',
      surname: 'Zákazník',
      email: `rychlejsi.${suffix}@example.cz`,
      phone: `+420 608 ${suffix.slice(-6)}`,
    })

    await page.getByRole('button', { name: 'Potvrdit rezervaci' }).click()
    await page.getByText('Tento čas mezitím někdo obsadil').waitFor({ timeout: 15_000 })
    await page.getByRole('heading', { name: BOOKING_HEADINGS.when }).waitFor()
    await bookingTimes(page).first().click()
    await page.getByRole('heading', { name: BOOKING_HEADINGS.contact }).waitFor()
    await screenshot('booking-time-taken-keeps-contact')
    expect(await page.getByLabel('Jméno').inputValue()).toBe(values.first_name)
    expect(await page.getByLabel('Příjmení').inputValue()).toBe(values.surname)
    expect(await page.getByLabel('E-mail').inputValue()).toBe(values.email)
    expect((await page.getByLabel('Telefon').inputValue()).replace(/\D/g, '')).toBe(
      values.phone.replace(/\D/g, ''),
    )
    expect(await page.getByLabel('Poznámka').inputValue()).toBe(values.note)
  })

  it('Back after a finished booking does not return to the filled form', async () => {
    const { page } = await browser.newPage()
    const suffix = String(Date.now() + 1)
    await chooseTime(page, 5)
    await fillContact(page, person(suffix))
    await page.getByRole('button', { name: 'Potvrdit rezervaci' }).click()
    await page.waitForURL('**/potvrzeni-rezervace?reservation=*')
    await page.goBack()
    await page.getByRole('heading', { name: BOOKING_HEADINGS.when }).waitFor()
    expect(await page.getByRole('heading', { name: BOOKING_HEADINGS.contact }).count()).toBe(0)
  })
})
