import { XSRF_COOKIE } from '@rezervo/shared/constants'
import { isCzechPublicHoliday } from '@rezervo/shared/holidays/czech-holidays'
import { addDays, isoWeekdayOf } from '@rezervo/shared/time/iso-date'
import { utcToZonedParts, zonedWallTimeToUtc } from '@rezervo/shared/time/zoned-time'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectHeading } from './support/accounts'
import { api } from './support/api'
import { useBrowser } from './support/browser'
import { dragEvent } from './support/calendar'
import { ownCompany } from './support/own-company'

/**
 * Issue 22, decision 027: a drag in the calendar is made to the version the calendar shows. Another owner moves
 * the reservation meanwhile; this owner's drag of the old picture answers 412, the calendar says "Záznam
 * mezitím změnil někdo jiný" and shows the reservation where the other owner put it.
 */

const PRAGUE = 'Europe/Prague'

/** A Thursday six weeks ahead. */
function thursdayAhead(): string {
  let date = addDays(utcToZonedParts(new Date(), PRAGUE).date, 42)
  while (isoWeekdayOf(date) !== 4 || isCzechPublicHoliday(date)) date = addDays(date, 1)
  return date
}

const runLetters = () =>
  String(Date.now() % 100_000_000).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)

/** A write with the page's session, as another owner's browser would send it (no If-Match). */
async function send(page: Page, method: 'PATCH' | 'DELETE', path: string, body?: unknown) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? ''
  const response = await page.request.fetch(path, {
    method,
    ...(body === undefined ? {} : { data: body }),
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
    },
  })
  expect(response.status(), await response.text()).toBe(200)
}

describe('a drag of a reservation someone else changed meanwhile', () => {
  const browser = useBrowser()

  it('is refused with "Záznam mezitím změnil někdo jiný" and the calendar shows the other change', async () => {
    // A company of the file's own (decision 075): nothing another file saved is in its calendar.
    const { page, screenshot } = await ownCompany(browser, { width: 1366, height: 900 })
    const [company] = await api<{ id: number }[]>(page, 'GET', '/api/v1/companies?per_page=100')
    const base = `/api/v1/companies/${company!.id}`
    const [branch] = await api<{ id: number }[]>(page, 'GET', `${base}/branches`)
    const [item] = await api<{ id: number }[]>(page, 'GET', `${base}/items`)
    const letters = runLetters()
    const everyDay = Object.fromEntries(
      [1, 2, 3, 4, 5, 6, 7].map((day) => [day, [{ start: '08:00', end: '20:00' }]]),
    )
    const worker = await api<{ id: number; name: string }>(page, 'POST', `${base}/workers`, {
      name: `Tahac ${letters}`,
      positions: ['Barber'],
      color: '#0f766e',
      branch_ids: [branch!.id],
      working_hours: { [branch!.id]: everyDay },
      item_ids: [item!.id],
    })
    const date = thursdayAhead()
    const surname = `Presouvana${letters}`
    const reservation = await api<{ id: number }>(page, 'POST', `${base}/reservations`, {
      branch_id: branch!.id,
      worker_id: worker.id,
      customer: { first_name: 'Olga', surname, email: `stale.${letters}@example.cz` },
      item_ids: [item!.id],
      starts_at: zonedWallTimeToUtc(date, 10 * 60, PRAGUE).toISOString(),
    })

    await page.goto(`/dashboard/reservations?view=day&date=${date}`)
    await expectHeading(page, 'Kalendář rezervací')
    const event = page.locator('.rbc-event', { hasText: surname }).first()
    await event.waitFor()
    const headers = await page.locator('.rbc-row-resource .rbc-header').allInnerTexts()
    const column = headers.findIndex((header) => header.trim() === worker.name)
    expect(column).toBeGreaterThanOrEqual(0)

    // Another owner moves it to 13:00 while this calendar still shows 10:00.
    const movedByOther = zonedWallTimeToUtc(date, 13 * 60, PRAGUE).toISOString()
    await send(page, 'PATCH', `${base}/reservations/${reservation.id}`, { starts_at: movedByOther })

    await dragEvent(page, surname, column, 15, 0)
    await page
      .locator('[data-testid="notification"][data-tone="error"]', {
        hasText: 'Záznam mezitím změnil někdo jiný',
      })
      .waitFor({ timeout: 15_000 })
    // Read again: the reservation shows where the other owner put it.
    await page.locator('.rbc-event', { hasText: surname }).filter({ hasText: '13:00' }).first().waitFor()
    await screenshot('stale-drag-refused-1366')
    const kept = await api<{ starts_at: string }>(page, 'GET', `${base}/reservations/${reservation.id}`)
    expect(kept.starts_at).toBe(movedByOther)

    // Tidy: the worker goes, their reservation cancelled.
    await send(page, 'DELETE', `${base}/workers/${worker.id}?upcoming=cancel`)
  })
})
