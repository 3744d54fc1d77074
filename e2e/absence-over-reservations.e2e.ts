import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { horizontalOverflow, seriousAxeViolations } from './support/accessibility'
import { expectHeading } from './support/accounts'
import { api } from './support/api'
import { useBrowser } from './support/browser'
import { newWorker, reserve, runLetters, unexpectedBut409, weekdayAhead } from './support/demo-diary'
import { diaryOf, ownCompany } from './support/own-company'

/**
 * Issue 18: a worker's holiday over their reservations is not saved without a word. The dialog lists them
 * (Prague's clock, customer, services) and offers to give them to a colleague, cancel them with a notice, or
 * keep them and save. Each test makes its own workers in a company of its own (decision 075).
 */

/** A Thursday six weeks ahead. */
const thursdayAhead = () => weekdayAhead(4, 42)

async function notification(page: Page, text: string | RegExp) {
  await page
    .locator('[data-testid="notification"][data-tone="success"]', { hasText: text })
    .first()
    .waitFor({ timeout: 15_000 })
}

/** Opens the worker and adds a holiday over the whole day through the panel; answers the dialog. */
async function addHolidayThroughScreen(page: Page, worker: { id: number; name: string }, date: string) {
  await page.goto(`/dashboard/workers/${worker.id}`)
  await expectHeading(page, worker.name)
  await page.getByLabel('Druh').selectOption({ label: 'Dovolená' })
  await page.getByLabel('Od', { exact: true }).fill(date)
  await page.getByLabel('Od – čas').fill('8')
  await page.getByLabel('Do', { exact: true }).fill(date)
  await page.getByLabel('Do – čas').fill('1930')
  await page.getByRole('button', { name: 'Přidat výjimku' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Nepřítomnost zasahuje do rezervací' })
  await dialog.waitFor()
  return dialog
}

describe("a worker's holiday over their reservations is saved only as the owner chooses", () => {
  const browser = useBrowser()
  const date = thursdayAhead()

  it('at 360 px: the dialog lists them, and "Předat jinému pracovníkovi" gives them to a colleague', async () => {
    const own = await ownCompany(browser, { width: 360, height: 780 })
    const { page, screenshot, consoleErrors } = own
    await page.goto('/dashboard/workers')
    await expectHeading(page, 'Pracovníci')
    const at = diaryOf(own)
    const letters = runLetters()
    const away = await newWorker(page, at, `Dovolenkova ${letters}`)
    const standIn = await newWorker(page, at, `Zastup ${letters}`)
    const first = await reserve(page, at, away.id, date, 10 * 60, 'absence')
    const second = await reserve(page, at, away.id, date, 12 * 60 + 30, 'absence')

    const dialog = await addHolidayThroughScreen(page, away, date)
    const rows = dialog.getByRole('list', { name: 'Dotčené rezervace' }).getByRole('listitem')
    expect(await rows.count()).toBe(2)
    // Soonest first, on the branch's clock, with customer and services.
    expect(await rows.nth(0).textContent()).toMatch(/10:00–/)
    expect(await rows.nth(0).textContent()).toContain(first.surname)
    expect(await rows.nth(0).textContent()).toContain(at.item.name)
    expect(await rows.nth(1).textContent()).toMatch(/12:30–/)
    expect(await rows.nth(1).textContent()).toContain(second.surname)
    expect(await dialog.textContent()).toContain('Než nepřítomnost uložíte')
    // The three ways: a colleague, cancel with a notice, keep as they are.
    for (const name of [
      'Předat jinému pracovníkovi',
      'Zrušit je a informovat zákazníky',
      'Ponechat je a uložit',
    ]) {
      expect(await dialog.getByRole('button', { name }).isVisible()).toBe(true)
    }
    expect(await horizontalOverflow(page)).toBe(0)
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot('absence-over-reservations-dialog-360')

    await dialog.getByLabel('Komu je předat').selectOption({ label: standIn.name })
    await dialog.getByRole('button', { name: 'Předat jinému pracovníkovi' }).click()
    await notification(page, `2 rezervace mají nového pracovníka: ${standIn.name}.`)
    await page
      .getByText(/^Dovolená/)
      .first()
      .waitFor()
    for (const visit of [first, second]) {
      const reservation = await api<{ worker: { id: number } }>(
        page,
        'GET',
        `${at.base}/reservations/${visit.id}`,
      )
      expect(reservation.worker.id).toBe(standIn.id)
    }
    await screenshot('absence-over-reservations-saved-360')
    expect(unexpectedBut409(consoleErrors)).toEqual([])
  })

  it('at 1366 px: "Ponechat je a uložit" saves the holiday and the reservation stays with its worker', async () => {
    const own = await ownCompany(browser, { width: 1366, height: 900 })
    const { page, screenshot, consoleErrors } = own
    await page.goto('/dashboard/workers')
    await expectHeading(page, 'Pracovníci')
    const at = diaryOf(own)
    const away = await newWorker(page, at, `Nemocna ${runLetters()}`)
    const visit = await reserve(page, at, away.id, date, 15 * 60, 'absence')

    const dialog = await addHolidayThroughScreen(page, away, date)
    expect(await dialog.getByRole('listitem').count()).toBe(1)
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot('absence-over-reservations-dialog-1366')
    await dialog.getByRole('button', { name: 'Ponechat je a uložit' }).click()
    await notification(page, 'Uloženo; 1 rezervace zůstala beze změny.')
    await page
      .getByText(/^Dovolená/)
      .first()
      .waitFor()
    const reservation = await api<{ worker: { id: number }; cancelled_at: string | null }>(
      page,
      'GET',
      `${at.base}/reservations/${visit.id}`,
    )
    expect(reservation.worker.id).toBe(away.id)
    expect(reservation.cancelled_at).toBeNull()
    expect(unexpectedBut409(consoleErrors)).toEqual([])
  })
})
