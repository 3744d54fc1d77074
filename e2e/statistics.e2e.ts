import { readFile } from 'node:fs/promises'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '@rezervo/shared/constants'
import type { Statistics } from '@rezervo/shared/schemas/statistics'
import { presetRange } from '@rezervo/shared/statistics/ranges'
import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { horizontalOverflow, seriousAxeViolations } from './support/accessibility'
import { expectHeading, signInThroughForm } from './support/accounts'
import { api } from './support/api'
import { useBrowser } from './support/browser'

async function openStatistics(page: Page) {
  await page.goto('/login')
  await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
  await page.waitForURL('**/dashboard')
  await expectHeading(page, 'Přehled')
}

/** '1.11.2026': a Czech date as the CSV files write it. */
const csvDate = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-')
  return `${Number(day)}.${Number(month)}.${year}`
}

describe('statistics of the demo barbershop', () => {
  const browser = useBrowser()

  it("the owner reads the month's charts, switches to last month and downloads a chart's CSV", async () => {
    const { page, screenshot, consoleErrors } = await browser.newPage({ width: 1366, height: 900 })
    await openStatistics(page)
    await page
      .getByRole('navigation', { name: 'Hlavní navigace' })
      .getByRole('link', { name: 'Statistiky' })
      .click()
    await page.waitForURL('**/dashboard/statistics')
    await expectHeading(page, 'Statistiky')
    const today = utcToZonedParts(new Date(), 'Europe/Prague').date
    const month = presetRange('this_month', today)
    await page.getByRole('button', { name: 'Tento měsíc', pressed: true }).waitFor({ timeout: 15_000 })

    // The charts are drawn (recharts' SVG), each with its spoken summary, and the figures match the API.
    const perDay = page.getByTestId('chart-perDay')
    await perDay.locator('svg.recharts-surface').waitFor({ timeout: 20_000 })
    expect(await page.locator('figure svg.recharts-surface').count()).toBeGreaterThanOrEqual(6)
    const [company] = await api<{ id: number }[]>(page, 'GET', '/api/v1/companies?per_page=100')
    const stats = await api<Statistics>(
      page,
      'GET',
      `/api/v1/companies/${company!.id}/statistics?from=${month.from}&to=${month.to}`,
    )
    expect(stats.summary.reservations).toBeGreaterThan(0)
    const reservationsFigure = page.getByTestId('figure-reservations').locator('dd').first()
    expect((await reservationsFigure.textContent())?.replace(/\s/g, '')).toBe(
      String(stats.summary.reservations),
    )
    expect(await perDay.locator('div[role="img"]').getAttribute('aria-label')).toContain(
      `za ${stats.days.length} dní`,
    )
    // The text alternative: the same values as a table.
    await perDay.getByText('Tabulka s hodnotami').click()
    expect(await perDay.getByRole('table').locator('tbody tr').count()).toBe(stats.days.length)
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot('statistics-1366')

    // Last month: the URL, the pressed preset and the comparison line change with it.
    await page.getByRole('button', { name: 'Minulý měsíc' }).click()
    const lastMonth = presetRange('last_month', today)
    await page.waitForURL(`**/dashboard/statistics?from=${lastMonth.from}&to=${lastMonth.to}`)
    await page.getByRole('button', { name: 'Minulý měsíc', pressed: true }).waitFor({ timeout: 15_000 })
    // The new figures replace the old ones (shown dimmed while the month loads): the line starts with its 1st.
    const [year, monthNumber] = lastMonth.from.split('-').map(Number) as [number, number]
    await page
      .getByTestId('statistics-period')
      .filter({ hasText: new RegExp(`^1\\. ${monthNumber}\\. ${year} –`) })
      .waitFor({ timeout: 15_000 })
    await perDay.locator('svg.recharts-surface').waitFor()

    // The CSV of the chart: BOM, semicolons, Czech dates, one row a day.
    const download = page.waitForEvent('download')
    await perDay.getByRole('button', { name: /Stáhnout CSV/ }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(
      `statistiky-rezervace-po-dnech-${lastMonth.from}-${lastMonth.to}.csv`,
    )
    const csv = await readFile((await file.path())!, 'utf8')
    expect(csv.startsWith('\uFEFFDatum;Rezervace\r\n')).toBe(true)
    const rows = csv.trimEnd().split('\r\n').slice(1)
    expect(rows[0]).toMatch(new RegExp(`^${csvDate(lastMonth.from).replaceAll('.', '\\.')};\\d+$`))
    const lastStats = await api<Statistics>(
      page,
      'GET',
      `/api/v1/companies/${company!.id}/statistics?from=${lastMonth.from}&to=${lastMonth.to}`,
    )
    expect(rows.map((row) => Number(row.split(';')[1]))).toEqual(
      lastStats.days.map((day) => day.reservations),
    )
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  it('fits a 360 px phone without sideways scrolling, and a reversed range is refused in place', async () => {
    const { page, screenshot } = await browser.newPage({ width: 360, height: 800 })
    await openStatistics(page)
    await page.goto('/dashboard/statistics')
    await page.getByTestId('chart-perDay').locator('svg.recharts-surface').waitFor({ timeout: 20_000 })
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await screenshot('statistics-360')
    await page.goto('/dashboard/statistics?from=2026-03-10&to=2026-03-01')
    await page.getByText('Datum „Do“ nesmí být dřív než datum „Od“.').waitFor({ timeout: 15_000 })
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  it('writes the range the Czech way whatever the browser speaks, takes a typed date, and narrows to a branch', async () => {
    const { page, screenshot } = await browser.newPage({ width: 1366, height: 900 })
    await openStatistics(page)
    await page.goto('/dashboard/statistics?from=2026-03-10&to=2026-03-20')
    const from = page.getByRole('textbox', { name: 'Od' })
    const to = page.getByRole('textbox', { name: 'Do' })
    await page.getByTestId('statistics-period').waitFor({ timeout: 15_000 })
    expect(await from.inputValue()).toBe('10. 3. 2026')
    expect(await to.inputValue()).toBe('20. 3. 2026')
    // Typed on a phone's keypad, with dots and no spaces; no real day is refused in place.
    await to.fill('31.2.2026')
    await to.press('Enter')
    await page.getByText('Zadejte datum jako 23. 11. 2026.').waitFor()
    await to.fill('15.3.2026')
    await to.press('Enter')
    await page.waitForURL('**/dashboard/statistics?from=2026-03-10&to=2026-03-15')
    expect(await to.inputValue()).toBe('15. 3. 2026')

    // One branch: its figures, as the API gives them for that branch.
    const [company] = await api<{ id: number }[]>(page, 'GET', '/api/v1/companies?per_page=100')
    const branches = await api<{ id: number; name: string }[]>(
      page,
      'GET',
      `/api/v1/companies/${company!.id}/branches?per_page=100`,
    )
    const branch = branches[0]!
    const picker = page.getByRole('combobox', { name: 'Pobočka' })
    expect(await picker.locator('option').first().textContent()).toBe('Všechny pobočky')
    await picker.selectOption({ label: branch.name })
    await page.waitForURL(`**/dashboard/statistics?from=2026-03-10&to=2026-03-15&branch_id=${branch.id}`)
    const stats = await api<Statistics>(
      page,
      'GET',
      `/api/v1/companies/${company!.id}/statistics?from=2026-03-10&to=2026-03-15&branch_id=${branch.id}`,
    )
    await page
      .getByTestId('figure-reservations')
      .locator('dd')
      .first()
      .filter({ hasText: new RegExp(`^${stats.summary.reservations}$`) })
      .waitFor({ timeout: 15_000 })
    // With one branch its count can equal all branches', which the dimmed placeholder still shows while the
    // branch's figures load: wait until they have arrived and faded back in before checking contrast.
    await page.waitForFunction(() => {
      const figures = document.querySelector('[data-testid="figure-reservations"]')?.closest('[aria-busy]')
      return figures?.getAttribute('aria-busy') === 'false' && getComputedStyle(figures).opacity === '1'
    })
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot('statistics-branch-1366')
  })
})
