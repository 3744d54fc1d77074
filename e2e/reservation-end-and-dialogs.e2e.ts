import { isCzechPublicHoliday } from '@rezervo/shared/holidays/czech-holidays'
import { addDays, isoWeekdayOf } from '@rezervo/shared/time/iso-date'
import { utcToZonedParts, zonedWallTimeToUtc } from '@rezervo/shared/time/zoned-time'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { expectHeading } from './support/accounts'
import { api } from './support/api'
import { useBrowser } from './support/browser'
import { type OwnCompany, ownCompany, signedInPage } from './support/own-company'

const PRAGUE = 'Europe/Prague'

/** A Thursday three weeks ahead (no holiday): both workers of the file's own branch work. */
function thursdayAhead(): string {
  let date = addDays(utcToZonedParts(new Date(), PRAGUE).date, 21)
  while (isoWeekdayOf(date) !== 4 || isCzechPublicHoliday(date)) date = addDays(date, 1)
  return date
}

const letters = () => String(Date.now() % 1_000_000).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)

/** Which element has focus, as a short readable text (its name or its text). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return 'body'
    return (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim()
  })

/** Presses Tab until the focused element satisfies `reached` (at most `limit` times). */
async function tabTo(page: Page, reached: (text: string) => boolean, limit = 120): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab')
    if (reached(await focused(page))) return
  }
  throw new Error(`Tab never reached the element (last: ${await focused(page)})`)
}

const rowText = (locator: Locator) => locator.innerText().then((text) => text.replace(/\s+/g, ' '))

/**
 * Issue 18: a service with a buffer has one end everywhere in the back office (the customer's) with the buffer
 * apart; the calendar's reservation opens and moves from the keyboard; dialogs give focus back to what opened
 * them and close on Escape.
 */
describe('one end time, keyboard and dialog focus', () => {
  const browser = useBrowser()
  const date = thursdayAhead()
  const surname = `Pauzova${letters()}`
  let workerId: number
  let reservationId: number
  let owner: OwnCompany['owner']

  beforeAll(async () => {
    const own = await ownCompany(browser)
    const { page, context } = own
    owner = own.owner
    const [company] = await api<{ id: number }[]>(page, 'GET', '/api/v1/companies?per_page=100')
    const base = `/api/v1/companies/${company!.id}`
    const [branch] = await api<{ id: number }[]>(page, 'GET', `${base}/branches`)
    const workers = await api<{ id: number; name: string }[]>(page, 'GET', `${base}/workers`)
    const tomas = workers.find((worker) => worker.name === 'Tomáš Novák')!
    const item = await api<{ id: number }>(page, 'POST', `${base}/items`, {
      name: `Střih s pauzou ${surname}`,
      duration: 45,
      duration_unit: 'minutes',
      price_czk: 500,
      buffer_after_minutes: 10,
      worker_ids: [tomas.id],
    })
    workerId = tomas.id
    const reservation = await api<{ id: number }>(page, 'POST', `${base}/reservations`, {
      branch_id: branch!.id,
      worker_id: tomas.id,
      customer: { first_name: 'Petra', surname, email: `pauza.${surname.toLowerCase()}@example.cz` },
      item_ids: [item.id],
      starts_at: zonedWallTimeToUtc(date, 10 * 60, PRAGUE).toISOString(),
      notify_client: false,
    })
    reservationId = reservation.id
    await context.close()
  })

  async function signedIn(path: string, width = 1366) {
    const tracked = await signedInPage(browser, owner, { width, height: 900 })
    await tracked.page.goto(path)
    return tracked
  }

  it('the list, the calendar and the dialog show the customer’s end 10:45 and the buffer apart', async () => {
    const { page, screenshot } = await signedIn(`/dashboard/reservations/list?from=${date}&to=${date}`)
    await expectHeading(page, 'Seznam rezervací')
    const row = page.getByRole('row', { name: new RegExp(surname) })
    await row.waitFor({ timeout: 15_000 })
    const listed = await rowText(row)
    expect(listed).toContain('10:00–10:45')
    expect(listed).toContain('+ 10 min pauza')
    await screenshot('end-time-list')

    await page.goto(`/dashboard/reservations?view=day&date=${date}`)
    const event = page.locator('.rbc-event', { hasText: surname })
    await event.waitFor({ timeout: 15_000 })
    expect(await event.locator('.rbc-event-label').textContent()).toBe('10:00–10:45')
    expect(await rowText(event)).toContain('+ 10 min pauza')

    await event.click()
    const dialog = page.getByRole('dialog', { name: `Rezervace č. ${reservationId}` })
    await dialog.waitFor()
    const when = await rowText(dialog.locator('dd').first())
    expect(when).toMatch(/10:00–10:45/)
    expect(when).toContain('+ 10 min pauza')
    await screenshot('end-time-dialog')
  })

  it('Tab reaches the reservation, Enter opens it, Escape gives focus back; its time moves from the keyboard', async () => {
    const { page, screenshot, consoleErrors } = await signedIn(
      `/dashboard/reservations?view=day&date=${date}`,
    )
    const event = page.locator('.rbc-event', { hasText: surname })
    await event.waitFor({ timeout: 15_000 })
    await tabTo(page, (text) => text.includes(surname))
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: `Rezervace č. ${reservationId}` })
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => focused(page)).toContain(surname)

    // The keyboard alternative to dragging: open it, Upravit, a new start typed as on a phone, Enter saves.
    await page.keyboard.press('Enter')
    await dialog.waitFor()
    await tabTo(page, (text) => text === 'Upravit')
    await page.keyboard.press('Enter')
    const start = dialog.getByLabel('Začátek')
    await start.waitFor()
    for (
      let step = 0;
      step < 30 && !(await start.evaluate((input) => input === document.activeElement));
      step += 1
    )
      await page.keyboard.press('Tab')
    await page.keyboard.press('Control+A')
    await page.keyboard.type('1130')
    await page.keyboard.press('Enter')
    await page.getByText('Změny byly uloženy.').first().waitFor({ timeout: 15_000 })
    await page.keyboard.press('Escape')
    await expect
      .poll(() => event.locator('.rbc-event-label').textContent(), { timeout: 15_000 })
      .toBe('11:30–12:15')
    await screenshot('keyboard-move')
    expect(consoleErrors).toEqual([])
  })

  it('the create dialog and the delete confirmations give focus back to their button; Escape closes them', async () => {
    const { page } = await signedIn(`/dashboard/reservations?view=day&date=${date}`)
    const create = page.getByRole('button', { name: 'Nová rezervace' })
    await create.waitFor({ timeout: 15_000 })
    await create.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Nová rezervace' }).waitFor()
    expect(await focused(page)).not.toBe('body')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'Nová rezervace' }).waitFor({ state: 'detached' })
    await expect.poll(() => focused(page)).toContain('Nová rezervace')

    // A worker's delete: first the confirmation, then (he has upcoming reservations) the list of them.
    await page.goto(`/dashboard/workers/${workerId}`)
    const remove = page.getByRole('button', { name: 'Smazat', exact: true }).first()
    await remove.waitFor({ timeout: 15_000 })
    await remove.focus()
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('alertdialog').first()
    await confirm.waitFor()
    await page.keyboard.press('Escape')
    await confirm.waitFor({ state: 'detached' })
    await expect.poll(() => focused(page)).toBe('Smazat')

    await page.keyboard.press('Enter')
    await confirm.waitFor()
    await confirm.getByRole('button', { name: 'Smazat' }).click()
    const upcoming = page.getByRole('alertdialog').filter({ hasText: surname })
    await upcoming.waitFor({ timeout: 15_000 })
    await page.keyboard.press('Escape')
    await upcoming.waitFor({ state: 'detached' })
    await expect.poll(() => focused(page)).toBe('Smazat')
  })
})
