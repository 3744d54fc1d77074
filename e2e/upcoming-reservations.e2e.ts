import { addDays } from '@rezervo/shared/time/iso-date'
import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { horizontalOverflow, seriousAxeViolations } from './support/accessibility'
import { expectHeading } from './support/accounts'
import { api } from './support/api'
import { type BrowserSession, useBrowser } from './support/browser'
import { dragEvent } from './support/calendar'
import {
  apiDelete,
  EVERY_DAY,
  newWorker,
  reserve,
  runLetters,
  unexpectedBut409,
  weekdayAhead,
} from './support/demo-diary'
import { readMailbox } from './support/mailbox'
import { diaryOf, ownCompany } from './support/own-company'

/**
 * Issue 22: a worker with upcoming reservations is never deleted silently. The owner sees the reservations and
 * chooses: give them to another worker (they then show under that worker in the calendar) or cancel them
 * (each customer gets the cancellation). A deleted worker's past reservations stay in the calendar and open
 * with the worker filled in. Each test makes its own workers in a company of its own (decision 075).
 */

const PRAGUE = 'Europe/Prague'

/** A Tuesday five weeks ahead. */
const tuesdayAhead = () => weekdayAhead(2, 35)

/** The owner of a new company of the test's own, on the screen. */
async function signIn(
  browser: BrowserSession,
  size: { width: number; height: number },
  path: string,
  heading: string,
) {
  const own = await ownCompany(browser, size)
  await own.page.goto(path)
  await expectHeading(own.page, heading)
  return own
}

async function notification(page: Page, text: string | RegExp) {
  await page
    .locator('[data-testid="notification"][data-tone="success"]', { hasText: text })
    .first()
    .waitFor({ timeout: 15_000 })
}

/** Opens the worker, asks to delete and confirms; answers the dialog that lists their upcoming reservations. */
async function deleteWorkerThroughScreen(page: Page, worker: { id: number; name: string }) {
  await page.goto(`/dashboard/workers/${worker.id}`)
  await expectHeading(page, worker.name)
  await page.getByRole('button', { name: 'Smazat' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Opravdu smazat?' })
  await confirm.getByRole('button', { name: 'Smazat' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Na tomto záznamu visí nadcházející rezervace' })
  await dialog.waitFor()
  return dialog
}

describe('a worker with upcoming reservations is deleted only as the owner chooses', () => {
  const browser = useBrowser()
  const date = tuesdayAhead()

  it('at 360 px: the dialog lists them, and "Předat jinému pracovníkovi" moves them in the calendar', async () => {
    const own = await signIn(browser, { width: 360, height: 780 }, '/dashboard/workers', 'Pracovníci')
    const { page, screenshot, consoleErrors } = own
    const at = diaryOf(own)
    const letters = runLetters()
    const leaving = await newWorker(page, at, `Odchazejici ${letters}`)
    const taking = await newWorker(page, at, `Preberouci ${letters}`)
    const first = await reserve(page, at, leaving.id, date, 10 * 60, 'upcoming')
    const second = await reserve(page, at, leaving.id, date, 12 * 60, 'upcoming')

    const dialog = await deleteWorkerThroughScreen(page, leaving)
    const list = dialog.getByRole('list', { name: 'Dotčené rezervace' })
    const rows = list.getByRole('listitem')
    expect(await rows.count()).toBe(2)
    // Soonest first, in Prague's wall time, with customer and services.
    expect(await rows.nth(0).textContent()).toMatch(/10:00–/)
    expect(await rows.nth(0).textContent()).toContain(first.surname)
    expect(await rows.nth(0).textContent()).toContain(at.item.name)
    expect(await rows.nth(1).textContent()).toMatch(/12:00–/)
    expect(await rows.nth(1).textContent()).toContain(second.surname)
    expect(await dialog.textContent()).toContain('2 nadcházejícími rezervacemi')
    expect(await horizontalOverflow(page)).toBe(0)
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot('upcoming-reservations-dialog-360')

    await dialog.getByLabel('Komu je předat').selectOption({ label: taking.name })
    await dialog.getByRole('button', { name: 'Předat jinému pracovníkovi' }).click()
    await notification(page, `2 rezervace mají nového pracovníka: ${taking.name}.`)
    await expectHeading(page, 'Pracovníci')
    expect(await page.getByRole('link', { name: leaving.name }).count()).toBe(0)

    await page.goto(`/dashboard/reservations?view=day&date=${date}`)
    await expectHeading(page, 'Kalendář rezervací')
    for (const visit of [first, second]) {
      const event = page.locator('.rbc-event', { hasText: visit.surname }).first()
      await event.waitFor()
      // The event's title names its worker: now the one who took it over.
      expect(await event.getAttribute('title')).toMatch(new RegExp(`Hana ${visit.surname}, ${taking.name}$`))
    }
    // On a phone the day view scrolls sideways to the third column.
    await page.locator('.rbc-event', { hasText: first.surname }).first().scrollIntoViewIfNeeded()
    await screenshot('upcoming-reservations-reassigned-calendar-360')
    expect(unexpectedBut409(consoleErrors)).toEqual([])

    // Tidy up: the worker who took them goes too, their (test) reservations cancelled.
    await apiDelete(page, `${at.base}/workers/${taking.id}?upcoming=cancel`)
  })

  it('at 1366 px: "Zrušit je a informovat zákazníky" cancels them and the customer gets the cancellation', async () => {
    const own = await signIn(browser, { width: 1366, height: 900 }, '/dashboard/workers', 'Pracovníci')
    const { page, screenshot, consoleErrors } = own
    const at = diaryOf(own)
    const leaving = await newWorker(page, at, `Konci ${runLetters()}`)
    const visit = await reserve(page, at, leaving.id, date, 14 * 60, 'upcoming')

    const dialog = await deleteWorkerThroughScreen(page, leaving)
    expect(await dialog.getByRole('listitem').count()).toBe(1)
    expect(await dialog.textContent()).toContain('1 nadcházející rezervací')
    await screenshot('upcoming-reservations-dialog-1366')
    await dialog.getByRole('button', { name: 'Zrušit je a informovat zákazníky' }).click()
    await notification(page, '1 rezervace byla zrušena a zákazník informován.')
    await expectHeading(page, 'Pracovníci')

    await expect
      .poll(
        async () =>
          (await readMailbox(page.request))
            .filter((message) => message.to === visit.email && message.channel === 'email')
            .map((message) => message.subject),
        { timeout: 30_000, interval: 500 },
      )
      .toContainEqual(expect.stringMatching(/byla zrušena$/))
    const reservation = await api<{ state: string; cancelled_by: string }>(
      page,
      'GET',
      `${at.base}/reservations/${visit.id}`,
    )
    expect(reservation).toMatchObject({ state: 'cancelled', cancelled_by: 'business' })
    expect(unexpectedBut409(consoleErrors)).toEqual([])
  })

  it('a deleted worker’s visits stay in the calendar, the overview’s day and the list, and open with the worker filled in', async () => {
    const own = await signIn(browser, { width: 1366, height: 900 }, '/dashboard/workers', 'Pracovníci')
    const { page, screenshot, consoleErrors } = own
    const at = diaryOf(own)
    const worker = await newWorker(page, at, `Byvaly ${runLetters()}`)
    const yesterday = addDays(utcToZonedParts(new Date(), PRAGUE).date, -1)
    const visit = await reserve(page, at, worker.id, yesterday, 10 * 60, 'upcoming')
    // Today's first minutes: begun whenever the test runs, so it is history too, and on the overview's day.
    const today = utcToZonedParts(new Date(), PRAGUE).date
    const todays = await reserve(page, at, worker.id, today, 0, 'upcoming')
    const workers = await api<{ id: number; name: string }[]>(page, 'GET', `${at.base}/workers`)
    const tomas = workers.find((candidate) => candidate.name === 'Tomáš Novák')!
    const tomasVisit = await reserve(page, at, tomas.id, yesterday, 18 * 60 + 30, 'upcoming')
    // Nothing upcoming: the worker goes (archived, as the visit keeps them) without a question.
    await apiDelete(page, `${at.base}/workers/${worker.id}`)
    const marked = `${worker.name} (archivovaný)`

    await page.goto(`/dashboard/reservations?view=day&date=${yesterday}`)
    await expectHeading(page, 'Kalendář rezervací')
    await page.locator('.rbc-header', { hasText: marked }).waitFor()
    // Written as it is ("(archivovaný)"), not capitalised like a weekday.
    expect((await page.locator('.rbc-header', { hasText: marked }).first().innerText()).trim()).toBe(marked)
    const event = page.locator('.rbc-event', { hasText: visit.surname }).first()
    await event.waitFor()
    await screenshot('archived-worker-calendar-1366')
    // A deleted worker takes nothing new: a drop into their column is refused on the spot.
    const headers = await page.locator('.rbc-row-resource .rbc-header').allInnerTexts()
    const archivedColumn = headers.findIndex((header) => header.trim() === marked)
    await page.locator('.rbc-event', { hasText: tomasVisit.surname }).first().scrollIntoViewIfNeeded()
    await dragEvent(page, tomasVisit.surname, archivedColumn, 18, 30)
    await page
      .locator('[data-testid="notification"][data-tone="error"]', {
        hasText: 'Smazanému pracovníkovi nelze rezervaci předat.',
      })
      .waitFor()
    const kept = await api<{ worker: { id: number } }>(
      page,
      'GET',
      `${at.base}/reservations/${tomasVisit.id}`,
    )
    expect(kept.worker.id).toBe(tomas.id)
    await event.click()
    const detail = page.getByRole('dialog', { name: `Rezervace č. ${visit.id}` })
    await detail.waitFor()
    // The summary names the worker, marked, once the reservation has loaded.
    await detail.getByText(marked, { exact: true }).waitFor()
    await detail.getByRole('button', { name: 'Upravit' }).click()
    const workerField = detail.getByLabel('Pracovník')
    expect(await workerField.locator('option:checked').textContent()).toBe(marked)
    await screenshot('archived-worker-edit-1366')

    // The overview's day keeps a column for them, marked.
    await page.goto('/dashboard')
    await expectHeading(page, 'Přehled')
    const column = page.getByRole('region', { name: worker.name })
    await column.getByText(todays.surname).first().waitFor()
    expect(await column.getByRole('heading').innerText()).toBe(marked)

    // The list's worker filter offers the deleted worker, marked, and finds the visit.
    await page.goto(`/dashboard/reservations/list?from=${yesterday}&to=${yesterday}`)
    const filter = page.getByLabel('Pracovník')
    await filter.locator('option', { hasText: marked }).waitFor({ state: 'attached' })
    await filter.selectOption({ label: marked })
    await page.waitForURL(`**worker=${worker.id}**`)
    await page.locator('table td', { hasText: visit.surname }).first().waitFor()
    await page.locator('table td', { hasText: marked }).first().waitFor()
    await screenshot('archived-worker-list-1366')
    expect(consoleErrors).toEqual([])
  })

  it('unticking a worker’s branch that holds their reservations asks the same before saving', async () => {
    const own = await signIn(browser, { width: 1366, height: 900 }, '/dashboard/workers', 'Pracovníci')
    const { page, screenshot, consoleErrors } = own
    const at = diaryOf(own)
    const worker = await newWorker(page, at, `Prechazi ${runLetters()}`)
    const visit = await reserve(page, at, worker.id, date, 16 * 60, 'upcoming')

    await page.goto(`/dashboard/workers/${worker.id}`)
    await expectHeading(page, worker.name)
    await page.getByRole('checkbox', { name: own.branch.name }).uncheck()
    await page.getByRole('button', { name: 'Uložit' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Na tomto záznamu visí nadcházející rezervace' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('Než změny uložíte')
    expect(await dialog.getByRole('listitem').textContent()).toContain(visit.surname)
    await screenshot('upcoming-reservations-untick-1366')
    await dialog.getByRole('button', { name: 'Zrušit je a informovat zákazníky' }).click()
    await notification(page, '1 rezervace byla zrušena a zákazník informován.')
    await notification(page, 'Změny byly uloženy.')
    expect(await page.getByRole('checkbox', { name: own.branch.name }).isChecked()).toBe(false)
    const reservation = await api<{ state: string }>(page, 'GET', `${at.base}/reservations/${visit.id}`)
    expect(reservation.state).toBe('cancelled')
    expect(unexpectedBut409(consoleErrors)).toEqual([])
    await apiDelete(page, `${at.base}/workers/${worker.id}`)
  })

  it('deleting a branch with upcoming reservations offers only to cancel them, then archives it', async () => {
    const own = await signIn(browser, { width: 360, height: 780 }, '/dashboard/branches', 'Pobočky')
    const { page, screenshot, consoleErrors } = own
    const at = diaryOf(own)
    const letters = runLetters()
    const branch = await api<{ id: number; name: string }>(page, 'POST', `${at.base}/branches`, {
      name: `Pobocka ${letters}`,
      slug: `pobocka-${letters}`,
      opening_hours: EVERY_DAY,
    })
    const there = { ...at, branchId: branch.id }
    const worker = await newWorker(page, there, `Pobockovy ${letters}`)
    const visit = await reserve(page, there, worker.id, date, 9 * 60, 'upcoming')

    await page.goto(`/dashboard/branches/${branch.id}`)
    await expectHeading(page, branch.name)
    await page.getByRole('button', { name: 'Smazat' }).click()
    await page
      .getByRole('alertdialog', { name: 'Opravdu smazat?' })
      .getByRole('button', { name: 'Smazat' })
      .click()
    const dialog = page.getByRole('alertdialog', { name: 'Na tomto záznamu visí nadcházející rezervace' })
    await dialog.waitFor()
    expect(await dialog.getByRole('listitem').textContent()).toContain(visit.surname)
    // No one else can take a whole branch: the API refuses to reassign there, so the screen does not offer it.
    expect(await dialog.getByRole('button', { name: 'Předat jinému pracovníkovi' }).count()).toBe(0)
    expect(await horizontalOverflow(page)).toBe(0)
    await screenshot('upcoming-reservations-branch-360')
    await dialog.getByRole('button', { name: 'Zrušit je a informovat zákazníky' }).click()
    await notification(page, '1 rezervace byla zrušena a zákazník informován.')
    await notification(page, 'Záznam má historii rezervací, proto byl archivován.')
    await expectHeading(page, 'Pobočky')
    expect(await page.getByRole('link', { name: branch.name }).count()).toBe(0)
    const reservation = await api<{ state: string }>(page, 'GET', `${at.base}/reservations/${visit.id}`)
    expect(reservation.state).toBe('cancelled')
    expect(unexpectedBut409(consoleErrors)).toEqual([])
    await apiDelete(page, `${at.base}/workers/${worker.id}`)
  })
})
