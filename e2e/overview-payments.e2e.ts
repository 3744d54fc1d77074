import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '@rezervo/shared/constants'
import { formatCzk } from '@rezervo/shared/format/index'
import { formatCalendarDateInput } from '@rezervo/shared/input/calendar-date'
import type { PaymentsOverview } from '@rezervo/shared/schemas/payment'
import { addDays } from '@rezervo/shared/time/iso-date'
import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { horizontalOverflow, seriousAxeViolations } from './support/accessibility'
import { expectHeading, signInThroughForm } from './support/accounts'
import { api } from './support/api'
import { useBrowser } from './support/browser'

const PAID_CZK = 200
const customer = { first_name: 'Eliška', surname: 'Přehledová' }
const stateLabels = { upcoming: 'Nadcházející', expired: 'Proběhlá', cancelled: 'Zrušená' } as const

async function signInAsDemoOwner(page: Page): Promise<void> {
  await page.goto('/login')
  await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
  await page.waitForURL('**/dashboard')
  await expectHeading(page, 'Přehled')
}

/** This month in Prague, as the payments screen opens on it. */
function currentMonth(): { from: string; to: string } {
  const today = utcToZonedParts(new Date(), 'Europe/Prague').date
  const [year, month] = today.split('-').map(Number) as [number, number]
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return { from: `${today.slice(0, 8)}01`, to: `${today.slice(0, 8)}${String(lastDay).padStart(2, '0')}` }
}

/** Whole crowns from '1 250 Kč'. */
const crowns = (text: string) => Number(text.replace(/[^\d-]/g, ''))

interface OverviewFigures {
  counts: Record<'day' | 'week' | 'month', number>
  planned: Record<'day' | 'week' | 'month', number>
  real: Record<'day' | 'week' | 'month', number>
}

/** The figures as the overview shows them. */
async function readOverview(page: Page): Promise<OverviewFigures> {
  await page.getByTestId('count-day').waitFor({ timeout: 15_000 })
  const figures: OverviewFigures = {
    counts: { day: 0, week: 0, month: 0 },
    planned: { day: 0, week: 0, month: 0 },
    real: { day: 0, week: 0, month: 0 },
  }
  for (const period of ['day', 'week', 'month'] as const) {
    figures.counts[period] = Number(await page.getByTestId(`count-${period}`).locator('dd').textContent())
    const cells = page.getByTestId(`turnover-${period}`).locator('td')
    figures.planned[period] = crowns((await cells.nth(0).textContent()) ?? '')
    figures.real[period] = crowns((await cells.nth(1).textContent()) ?? '')
  }
  return figures
}

/** Today's date and a time early today on the Prague wall clock (the e2e runs with TZ=Europe/Prague). */
function earlyToday(): string {
  const now = new Date()
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), 0, 10).toISOString()
}

describe('overview, reservation list and payments of the demo barbershop', () => {
  const browser = useBrowser()

  it('reflects a new reservation and its payment in the overview, the list and the payments', async () => {
    const { page, screenshot, consoleErrors } = await browser.newPage()
    await signInAsDemoOwner(page)
    const before = await readOverview(page)

    const [company] = await api<{ id: number }[]>(page, 'GET', '/api/v1/companies?per_page=100')
    const base = `/api/v1/companies/${company!.id}`
    const [branch] = await api<{ id: number }[]>(page, 'GET', `${base}/branches`)
    const workers = await api<{ id: number; name: string }[]>(page, 'GET', `${base}/workers`)
    const worker = workers.find((candidate) => candidate.name === 'Tomáš Novák')!
    const [item] = await api<{ id: number; price_czk: number }[]>(page, 'GET', `${base}/items`)
    // Other tests may have paid for things this month: the payments screen is checked by how much it moves.
    const month = currentMonth()
    const paymentsBefore = await api<PaymentsOverview>(
      page,
      'GET',
      `${base}/payments?from=${month.from}&to=${month.to}&per_page=1`,
    )

    // Early today, outside working hours on purpose (known and confirmed), so it never clashes with a slot.
    const reservation = await api<{ id: number; price_czk: number; state: keyof typeof stateLabels }>(
      page,
      'POST',
      `${base}/reservations`,
      {
        branch_id: branch!.id,
        worker_id: worker.id,
        customer: { ...customer, email: `eliska.${Date.now()}@example.cz` },
        item_ids: [item!.id],
        starts_at: earlyToday(),
        notify_client: false,
        confirm_out_of_working_hours: true,
      },
    )
    expect(reservation.price_czk).toBe(item!.price_czk)
    await api(page, 'POST', `${base}/reservations/${reservation.id}/payments`, {
      amount_czk: PAID_CZK,
      method: 'card',
    })

    // The overview: one more reservation in every period, planned +price, real +payment.
    await page.reload()
    await expectHeading(page, 'Přehled')
    await page.getByText(`${customer.first_name} ${customer.surname}`).first().waitFor({ timeout: 15_000 })
    const after = await readOverview(page)
    for (const period of ['day', 'week', 'month'] as const) {
      expect(after.counts[period], `count ${period}`).toBe(before.counts[period] + 1)
      expect(after.planned[period], `planned ${period}`).toBe(before.planned[period] + reservation.price_czk)
      expect(after.real[period], `real ${period}`).toBe(before.real[period] + PAID_CZK)
    }
    expect(await page.getByText('Tomáš Novák').count()).toBeGreaterThan(0)
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot('overview-desktop')

    // The list: filter by worker and state; the filters live in the URL and survive a reload.
    // It opens from today on: the demo's two weeks of past visits are not in the way.
    await page.getByRole('link', { name: 'Seznam rezervací' }).click()
    await page.waitForURL(/\/dashboard\/reservations\/list\?from=\d{4}-\d{2}-\d{2}$/)
    const today = new URL(page.url()).searchParams.get('from')!
    const fromField = page.getByLabel('Od', { exact: true })
    expect(await fromField.inputValue()).toBe(formatCalendarDateInput(today, 'cs'))
    await expectHeading(page, 'Seznam rezervací')
    // A Czech date typed into the filter: from tomorrow on, today's reservation is not listed; back to today, it is.
    const ours = page.getByTestId('reservation-row').filter({ hasText: customer.surname })
    await ours.waitFor({ timeout: 15_000 })
    const tomorrow = addDays(today, 1)
    await fromField.fill(formatCalendarDateInput(tomorrow, 'cs'))
    await fromField.press('Enter')
    await page.waitForURL(`**/dashboard/reservations/list?from=${tomorrow}`)
    await ours.waitFor({ state: 'detached', timeout: 15_000 })
    // No such day: said under the field, the list stays as it was.
    await fromField.fill('31. 2. 2026')
    await fromField.press('Enter')
    await page.getByText('Zadejte datum jako 23. 11. 2026.').waitFor()
    expect(new URL(page.url()).searchParams.get('from')).toBe(tomorrow)
    const [todayYear, todayMonth, todayDay] = today.split('-')
    await fromField.fill(`${todayDay}.${todayMonth}.${todayYear}`)
    await fromField.press('Enter')
    await page.waitForURL(`**/dashboard/reservations/list?from=${today}`)
    await ours.waitFor({ timeout: 15_000 })
    await page.getByLabel('Pracovník').selectOption({ label: worker.name })
    await page.getByLabel('Stav').selectOption({ label: stateLabels[reservation.state] })
    await page.waitForURL(/worker=\d+/)
    expect(new URL(page.url()).searchParams.get('state')).toBe(reservation.state)
    await page.reload()
    const row = page.getByTestId('reservation-row').filter({ hasText: customer.surname })
    await row.waitFor({ timeout: 15_000 })
    await page.getByRole('option', { name: worker.name }).waitFor({ state: 'attached' })
    expect(await page.getByLabel('Pracovník').inputValue()).toBe(String(worker.id))
    expect(await page.getByLabel('Stav').inputValue()).toBe(reservation.state)
    const rowText = (await row.textContent()) ?? ''
    expect(rowText).toContain(formatCzk(reservation.price_czk, 'cs'))
    expect(rowText).toContain(formatCzk(PAID_CZK, 'cs'))
    expect(rowText).toContain(stateLabels[reservation.state])
    expect(rowText).toContain('00:10')
    const exportHref = await page.getByRole('link', { name: 'Export do CSV' }).getAttribute('href')
    expect(exportHref).toContain(`worker_id=${worker.id}`)
    expect(exportHref).toContain(`state=${reservation.state}`)
    const csv = await page.request.get(exportHref!)
    expect(csv.ok()).toBe(true)
    expect(await csv.text()).toContain(customer.surname)
    // The view switch leads to the calendar.
    expect(
      await page
        .getByRole('navigation', { name: 'Zobrazení rezervací' })
        .getByRole('link', { name: 'Kalendář' })
        .getAttribute('href'),
    ).toBe('/dashboard/reservations')
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot('reservation-list-desktop')
    // The row's time opens the calendar on that day with the reservation's detail.
    await row.getByRole('link', { name: /00:10–/ }).click()
    await page.getByRole('dialog', { name: `Rezervace č. ${reservation.id}` }).waitFor({ timeout: 15_000 })
    expect(new URL(page.url()).searchParams.get('reservation')).toBe(String(reservation.id))
    await page.goBack()
    await row.waitFor()

    // Payments: this month by default; card, the worker and the grand total each moved by this payment.
    await page
      .getByRole('navigation', { name: 'Hlavní navigace' })
      .getByRole('link', { name: 'Platby' })
      .click()
    await page.waitForURL('**/dashboard/payments')
    await expectHeading(page, 'Platby')
    const perMethod = page.getByRole('table', { name: 'Platby podle způsobu platby' })
    await perMethod.waitFor({ timeout: 15_000 })
    const cardBefore = paymentsBefore.per_method.find((entry) => entry.method === 'card')?.total_czk ?? 0
    const workerBefore =
      paymentsBefore.per_worker.find((entry) => entry.worker_id === worker.id)?.total_czk ?? 0
    const cardRow = perMethod.getByRole('row', { name: /Karta/ })
    expect(await cardRow.textContent()).toContain(formatCzk(cardBefore + PAID_CZK, 'cs'))
    const workerRow = page.getByRole('table', { name: 'Platby podle pracovníků' }).getByRole('row', {
      name: new RegExp(worker.name),
    })
    expect(await workerRow.textContent()).toContain(formatCzk(workerBefore + PAID_CZK, 'cs'))
    expect(await page.getByTestId('payments-grand-total').textContent()).toContain(
      formatCzk(paymentsBefore.total_czk + PAID_CZK, 'cs'),
    )
    const paymentsCsv = await page.getByRole('link', { name: 'Export do CSV' }).getAttribute('href')
    expect((await page.request.get(paymentsCsv!)).ok()).toBe(true)
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot('payments-desktop')
    expect(consoleErrors).toEqual([])
  })

  it('writes and reads the dates the British way in English, on a 360 px phone and at 1366 px', async () => {
    const { page, screenshot } = await browser.newPage({ width: 360, height: 800 })
    await signInAsDemoOwner(page)
    // The device's language choice, as the language switch keeps it.
    await page
      .context()
      .addCookies([{ name: 'rezervo_locale', value: 'en', url: new URL(page.url()).origin }])
    const month = currentMonth()
    const british = (date: string) => formatCalendarDateInput(date, 'en')
    await page.goto('/dashboard/payments')
    await expectHeading(page, 'Payments')
    const from = page.getByRole('textbox', { name: 'From' })
    const to = page.getByRole('textbox', { name: 'To' })
    expect(await from.inputValue()).toBe(british(month.from))
    expect(await to.inputValue()).toBe(british(month.to))
    // Day first, as the British write it; the American month-first order is no day here.
    const [year, monthNumber] = month.from.split('-')
    await to.fill(`13/${monthNumber}/${year}`)
    await to.press('Enter')
    await page.waitForURL(`**/dashboard/payments?from=${month.from}&to=${year}-${monthNumber}-13`)
    await to.fill(`${monthNumber}/13/${year}`)
    await to.press('Enter')
    await page.getByText('Enter the date as 23/11/2026.').waitFor()
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot('payments-en-360')
    await page.setViewportSize({ width: 1366, height: 900 })
    await screenshot('payments-en-1366')

    await page.goto(`/dashboard/reservations/list?from=${month.from}`)
    await expectHeading(page, 'Reservation list')
    const listFrom = page.getByRole('textbox', { name: 'From' })
    expect(await listFrom.inputValue()).toBe(british(month.from))
    expect(await listFrom.getAttribute('placeholder')).toBe('dd/mm/yyyy')
    await screenshot('reservation-list-en-1366')
    await page.setViewportSize({ width: 360, height: 800 })
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await screenshot('reservation-list-en-360')
  })

  it('fits a 390 px phone without sideways scrolling', async () => {
    const { page, screenshot } = await browser.newPage({ width: 390, height: 844 })
    await signInAsDemoOwner(page)
    await page.getByTestId('count-day').waitFor({ timeout: 15_000 })
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await screenshot('overview-390')

    await page.goto('/dashboard/reservations/list')
    await page.getByTestId('reservation-row').first().waitFor({ timeout: 15_000 })
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot('reservation-list-390')

    await page.goto('/dashboard/payments')
    await page.getByRole('table', { name: 'Platby podle způsobu platby' }).waitFor({ timeout: 15_000 })
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await screenshot('payments-390')
  })
})
