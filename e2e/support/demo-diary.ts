import { XSRF_COOKIE } from '@rezervo/shared/constants'
import { isCzechPublicHoliday } from '@rezervo/shared/holidays/czech-holidays'
import { addDays, type IsoDate, isoWeekdayOf } from '@rezervo/shared/time/iso-date'
import { utcToZonedParts, zonedWallTimeToUtc } from '@rezervo/shared/time/zoned-time'
import type { Page } from 'playwright-core'
import { api } from './api'

/**
 * Workers and reservations of a test's own in the demo branch, made through the API with the page's session:
 * for the tests about what happens to a worker's reservations (a delete, an absence). Setting up and tidying,
 * not what those tests are about.
 */

const PRAGUE = 'Europe/Prague'

/** The first working day of the ISO weekday at least `days` ahead on Prague's calendar (a public holiday skipped). */
export function weekdayAhead(isoWeekday: number, days: number): IsoDate {
  let date = addDays(utcToZonedParts(new Date(), PRAGUE).date, days)
  while (isoWeekdayOf(date) !== isoWeekday || isCzechPublicHoliday(date)) date = addDays(date, 1)
  return date
}

/** Letters only (names are validated), unique per call. */
let calls = 0
export const runLetters = () => {
  calls += 1
  return String((Date.now() % 1_000_000) * 10 + calls).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)
}

export const EVERY_DAY = Object.fromEntries(
  [1, 2, 3, 4, 5, 6, 7].map((day) => [day, [{ start: '08:00', end: '20:00' }]]),
)

export interface Demo {
  base: string
  branchId: number
  item: { id: number; name: string }
}

/** The demo company's API path, its first branch and first service. */
export async function demo(page: Page): Promise<Demo> {
  const [company] = await api<{ id: number }[]>(page, 'GET', '/api/v1/companies?per_page=100')
  const base = `/api/v1/companies/${company!.id}`
  const [branch] = await api<{ id: number }[]>(page, 'GET', `${base}/branches`)
  const [item] = await api<{ id: number; name: string }[]>(page, 'GET', `${base}/items`)
  return { base, branchId: branch!.id, item: item! }
}

/** A worker at the demo branch from 08:00 to 20:00 every day, performing its first service. */
export async function newWorker(page: Page, at: Demo, name: string) {
  return api<{ id: number; name: string }>(page, 'POST', `${at.base}/workers`, {
    name,
    positions: ['Barber'],
    color: '#0f766e',
    branch_ids: [at.branchId],
    working_hours: { [at.branchId]: EVERY_DAY },
    item_ids: [at.item.id],
  })
}

/** A reservation of a new customer (Hana Zakaznikova…, `emailPrefix.…@example.cz`) at `minutes` after midnight. */
export async function reserve(
  page: Page,
  at: Demo,
  workerId: number,
  date: string,
  minutes: number,
  emailPrefix: string,
) {
  const letters = runLetters()
  const surname = `Zakaznikova${letters}`
  const email = `${emailPrefix}.${letters}@example.cz`
  const created = await api<{ id: number }>(page, 'POST', `${at.base}/reservations`, {
    branch_id: at.branchId,
    worker_id: workerId,
    customer: { first_name: 'Hana', surname, email },
    item_ids: [at.item.id],
    starts_at: zonedWallTimeToUtc(date, minutes, PRAGUE).toISOString(),
    confirm_out_of_working_hours: true,
  })
  return { id: created.id, surname, email }
}

/** DELETE with the page's session. */
export async function apiDelete(page: Page, path: string) {
  const cookies = await page.context().cookies()
  const xsrf = cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? ''
  const response = await page.request.fetch(path, {
    method: 'DELETE',
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
    },
  })
  if (!response.ok())
    throw new Error(`DELETE ${path} answered ${response.status()}: ${await response.text()}`)
}

/** The console's errors but the 409 that opens the dialog (the browser logs every non-2xx answer). */
export const unexpectedBut409 = (errors: string[]) =>
  errors.filter((error) => !error.includes('status of 409'))
