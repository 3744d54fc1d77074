import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '@rezervo/shared/constants'
import { isCzechPublicHoliday } from '@rezervo/shared/holidays/czech-holidays'
import { addDays, isoWeekdayOf } from '@rezervo/shared/time/iso-date'
import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { horizontalOverflow } from './support/accessibility'
import { expectHeading, signInThroughForm } from './support/accounts'
import { artifactsDir, useBrowser } from './support/browser'
import { dragEvent, slotPoint } from './support/calendar'

/**
 * The business calendar of the demo barbershop (Tomáš Mon–Fri 9–17, Jakub Tue–Sat 11–19, Prague). The
 * browser runs in UTC, as CI's does, so every time checked here proves the calendar shows Prague's clock.
 */

/** The next Wednesday after today in Prague: both demo workers work, and it is in the future. */
function nextWednesday(): string {
  let date = addDays(utcToZonedParts(new Date(), 'Europe/Prague').date, 1)
  // A public holiday closes the demo branch (24 December 2026 is a Thursday, 17 November 2027 a Wednesday).
  while (isoWeekdayOf(date) !== 3 || isCzechPublicHoliday(date)) date = addDays(date, 1)
  return date
}

/** Closes the notifications so they do not cover the screenshots. */
async function dismissNotifications(page: Page) {
  // The close buttons (the only ones with a label of their own), not an action such as "Zpět".
  const closers = page.locator('[data-testid="notification"] button[aria-label]')
  while ((await closers.count()) > 0) await closers.first().click()
}

async function expectNotification(page: Page, tone: 'success' | 'error', text: string) {
  await page
    .locator(`[data-testid="notification"][data-tone="${tone}"]`, { hasText: text })
    .first()
    .waitFor({ timeout: 15_000 })
}

/**
 * Closes a dialog and waits until the page takes clicks again: while a modal closes, the body keeps
 * pointer-events: none for a moment, and a click on the calendar then would be lost.
 */
async function closeDialog(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Zavřít' }).click()
  await dialog.waitFor({ state: 'hidden' })
  await page.waitForFunction(() => getComputedStyle(document.body).pointerEvents !== 'none')
}

const eventLabel = (page: Page, name: string) =>
  page.locator('.rbc-event', { hasText: name }).first().locator('.rbc-event-label').textContent()

describe('business calendar', () => {
  const browser = useBrowser()

  async function utcPage(width = 1280, height = 900) {
    const context = await browser.browser.newContext({
      baseURL: browser.baseUrl,
      viewport: { width, height },
      locale: 'cs-CZ',
      timezoneId: 'UTC',
    })
    const page = await context.newPage()
    const consoleErrors: string[] = []
    page.on('pageerror', (error) => consoleErrors.push(error.message))
    const screenshot = async (name: string) => {
      mkdirSync(artifactsDir, { recursive: true })
      await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true })
    }
    return { page, context, consoleErrors, screenshot }
  }

  async function signIn(page: Page, path: string) {
    await page.goto(path)
    await page.waitForURL('**/login?redirect=*')
    await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    await expectHeading(page, 'Kalendář rezervací')
    await page.locator('.rbc-time-view').waitFor()
  }

  const date = nextWednesday()
  // Names take letters only: the run's digits spelt as letters keep it unique.
  const surname = `Kalendářová${String(Date.now() % 100000).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`

  it('creates, moves, confirms out of hours, cancels with SMS, records a payment and reports a clash', async () => {
    const { page, screenshot, consoleErrors } = await utcPage()
    await signIn(page, `/dashboard/reservations?view=day&date=${date}`)
    await page.locator('.rbc-header', { hasText: 'Tomáš Novák' }).waitFor()
    await page.locator('.rbc-header', { hasText: 'Jakub Dvořák' }).waitFor()
    await screenshot('calendar-day-empty')

    // A click on Tomáš's 10:00 opens the create dialog with him and the time filled in.
    const tenOClock = await slotPoint(page, 0, 10, 0)
    await page.mouse.click(tenOClock.x, tenOClock.y)
    const create = page.getByRole('dialog', { name: 'Nová rezervace' })
    await create.waitFor()
    expect(await create.getByLabel('Začátek').inputValue()).toBe('10:00')
    const dateField = create.getByRole('textbox', { name: 'Datum', exact: true })
    // The day written the Czech way ('26. 11. 2026'), not the browser's.
    const [year, month, day] = date.split('-').map(Number)
    expect(await dateField.inputValue()).toBe(`${day}. ${month}. ${year}`)
    expect(await create.getByLabel('Pracovník').locator('option:checked').textContent()).toBe('Tomáš Novák')
    // The shared schema stops an empty form before the server is asked.
    await create.getByRole('button', { name: 'Vytvořit rezervaci' }).click()
    expect(
      await create.getByRole('searchbox', { name: 'Hledat zákazníka' }).getAttribute('aria-invalid'),
    ).toBe('true')
    await create.getByLabel('Nový zákazník').check()
    await create.getByLabel(/^Jméno/).fill('Eva')
    await create.getByLabel(/^Příjmení/).fill(surname)
    await create.getByLabel('E-mail').fill(`eva.${Date.now()}@example.cz`)
    await create.getByLabel('Telefon').fill('+420 777 123 456')
    await create.getByRole('group', { name: 'Služby' }).getByRole('checkbox').first().check()
    // A day that does not exist is refused under the field, and nothing is created.
    await dateField.fill('31. 2. 2026')
    await create.getByRole('button', { name: 'Vytvořit rezervaci' }).click()
    await create.getByText('Zadejte datum jako 23. 11. 2026.').waitFor()
    expect(await dateField.getAttribute('aria-invalid')).toBe('true')
    await screenshot('calendar-create-dialog-invalid-date')
    // Typed as on a phone's keypad, dots and no spaces.
    await dateField.fill(`${day}.${month}.${year}`)
    await dateField.press('Tab')
    expect(await dateField.inputValue()).toBe(`${day}. ${month}. ${year}`)
    expect(await create.getByText('Zadejte datum jako 23. 11. 2026.').count()).toBe(0)
    await screenshot('calendar-create-dialog')
    await create.getByRole('button', { name: 'Vytvořit rezervaci' }).click()
    await expectNotification(page, 'success', 'Rezervace byla vytvořena.')
    await create.waitFor({ state: 'hidden' })
    const event = page.locator('.rbc-event', { hasText: surname }).first()
    await event.waitFor()
    // Prague's 10:00 in a UTC browser.
    expect(await eventLabel(page, surname)).toMatch(/^10:00–/)

    // Drag down half an hour within Tomáš's hours.
    await dragEvent(page, surname, 0, 10, 30)
    await expectNotification(page, 'success', 'Rezervace byla přesunuta.')
    await expect.poll(() => eventLabel(page, surname)).toMatch(/^10:30–/)

    // Drag to Jakub's column at 08:00, before his 11:00 start: the app asks first.
    await dragEvent(page, surname, 1, 8, 0)
    const question = page.getByRole('alertdialog', {
      name: 'Opravdu chcete rezervaci přesunout mimo pracovní dobu?',
    })
    await question.waitFor()
    expect(await question.textContent()).toContain('mimo pracovní dobu')
    await screenshot('calendar-out-of-hours-question')
    await question.getByRole('button', { name: 'Ano, přesunout' }).click()
    await expectNotification(page, 'success', 'Rezervace byla přesunuta.')
    await expect.poll(() => eventLabel(page, surname)).toMatch(/^8:00–|^08:00–/)
    const jakubColumn = (await page.locator('.rbc-time-content .rbc-day-slot').nth(1).boundingBox())!
    const moved = (await event.boundingBox())!
    expect(moved.x).toBeGreaterThanOrEqual(jakubColumn.x - 1)
    await dismissNotifications(page)
    await screenshot('calendar-day')

    // Cancel it, telling the customer by SMS.
    await event.click()
    const detail = page.getByRole('dialog', { name: /^Rezervace č\. \d+$/ })
    await detail.waitFor()
    await detail.getByText('Jakub Dvořák', { exact: true }).waitFor()
    await detail.getByRole('button', { name: 'Zrušit rezervaci' }).click()
    await detail.getByLabel('Důvod zrušení').fill('Zákazník onemocněl')
    await detail.getByLabel('Poslat zákazníkovi SMS').check()
    await detail.getByRole('button', { name: 'Zrušit rezervaci' }).click()
    await expectNotification(page, 'success', 'Rezervace byla zrušena.')
    await detail.getByText('Zrušená').waitFor()
    await detail.getByRole('button', { name: 'Obnovit rezervaci' }).waitFor()
    await screenshot('calendar-detail-cancelled')
    await closeDialog(page, detail)
    await page.locator('.rbc-event.rezervo-event-cancelled', { hasText: surname }).waitFor()

    // A second reservation for the same customer, found by search, then paid in cash.
    const noon = await slotPoint(page, 0, 12, 0)
    await page.mouse.click(noon.x, noon.y)
    await create.waitFor()
    await create.getByRole('searchbox', { name: 'Hledat zákazníka' }).fill(surname)
    await create.getByRole('button', { name: new RegExp(surname) }).click()
    await create.getByRole('group', { name: 'Služby' }).getByRole('checkbox').first().check()
    await create.getByRole('button', { name: 'Vytvořit rezervaci' }).click()
    await expectNotification(page, 'success', 'Rezervace byla vytvořena.')
    const second = page.locator('.rbc-event:not(.rezervo-event-cancelled)', { hasText: surname }).first()
    await second.click()
    await detail.waitFor()
    await detail.getByRole('button', { name: 'Zaznamenat platbu' }).click()
    const amount = await detail.getByLabel('Částka (Kč)').inputValue()
    // Written as an owner types it, '1 200' with a group space (issue 37, finding 16).
    expect(Number(amount.replace(/\s/g, ''))).toBeGreaterThan(0)
    await detail.getByLabel('Způsob platby').selectOption({ label: 'Bankovní převod' })
    // The demo company has an IBAN: the QR Platba for the rest to pay, as its SPAYD string.
    const qr = detail.getByRole('region', { name: 'QR platba' })
    expect(await qr.locator('code').textContent()).toMatch(/^SPD\*1\.0\*/)
    await qr.getByRole('img', { name: 'QR platba' }).waitFor()
    await screenshot('calendar-payment-form')
    await detail.getByLabel('Způsob platby').selectOption({ label: 'Hotovost' })
    await detail.getByRole('button', { name: 'Uložit platbu' }).click()
    await expectNotification(page, 'success', 'Platba byla zaznamenána.')
    // The history names the field and the method in Czech, not 'method: cash'.
    await detail.getByText('Způsob platby: Hotovost').waitFor()
    await detail.getByText('Přidána platba').waitFor()
    await screenshot('calendar-detail-paid')
    await closeDialog(page, detail)

    // Another booking over the paid one clashes: the dialog names the time that is taken.
    // Opened on a free afternoon slot, then set to 12:15 in the form.
    const afternoon = await slotPoint(page, 0, 15, 0)
    await page.mouse.click(afternoon.x, afternoon.y)
    await create.waitFor()
    await create.getByLabel('Začátek').fill('12:15')
    await create.getByRole('searchbox', { name: 'Hledat zákazníka' }).fill(surname)
    await create.getByRole('button', { name: new RegExp(surname) }).click()
    await create.getByRole('group', { name: 'Služby' }).getByRole('checkbox').first().check()
    await create.getByRole('button', { name: 'Vytvořit rezervaci' }).click()
    await create
      .getByRole('alert')
      .filter({ hasText: /Pracovník už má v tu dobu rezervaci od .*12:00 do 12:45/ })
      .waitFor()
    await expectNotification(page, 'error', 'Pracovník už má v tu dobu rezervaci')
    await closeDialog(page, create)

    // Week and month views.
    await page.getByRole('link', { name: 'Týden' }).click()
    await page.locator('.rbc-time-view').waitFor()
    await page.locator('.rbc-event', { hasText: surname }).first().waitFor()
    await dismissNotifications(page)
    await screenshot('calendar-work-week')
    // Jakub works on Saturdays, so the week shows Saturday without the weekend switch (issue 18).
    await expect.poll(() => page.locator('.rbc-time-header .rbc-header').count()).toBe(6)
    expect((await page.locator('.rbc-time-header .rbc-header').last().innerText()).toLowerCase()).toMatch(
      /^so /,
    )
    await page.getByLabel('Zobrazit víkend').check()
    await expect.poll(() => page.locator('.rbc-time-header .rbc-header').count()).toBe(7)
    await dismissNotifications(page)
    await screenshot('calendar-week')
    await page.getByRole('link', { name: 'Měsíc' }).click()
    await page.locator('.rbc-month-view').waitFor()
    await page.locator('.rbc-event', { hasText: surname }).first().waitFor()
    await dismissNotifications(page)
    await screenshot('calendar-month')
    // The list opens from today on.
    expect(await page.getByRole('link', { name: 'Seznam' }).getAttribute('href')).toMatch(
      /^\/dashboard\/reservations\/list\?from=\d{4}-\d{2}-\d{2}$/,
    )
    expect(consoleErrors).toEqual([])
  })

  it('resizes a reservation by its bottom edge and records that the customer arrived', async () => {
    const { page, consoleErrors } = await utcPage()
    await signIn(page, `/dashboard/reservations?view=day&date=${date}`)
    const event = page.locator('.rbc-event:not(.rezervo-event-cancelled)', { hasText: surname }).first()
    await event.waitFor()
    expect(await event.locator('.rbc-event-label').textContent()).toMatch(/^12:00–12:45/)

    // Grab the bottom edge and pull it down to 13:00.
    await event.hover()
    const edge = event.locator('.rbc-addons-dnd-resize-ns-anchor').last()
    const handle = (await edge.boundingBox())!
    const grab = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 }
    await page.mouse.move(grab.x, grab.y)
    await page.mouse.down()
    await page.mouse.move(grab.x, grab.y + 4)
    const target = await slotPoint(page, 0, 13, 0)
    await page.mouse.move(grab.x, target.y - 2, { steps: 12 })
    await page.mouse.up()
    await expectNotification(page, 'success', 'Rezervace byla přesunuta.')
    await expect.poll(() => event.locator('.rbc-event-label').textContent()).toMatch(/^12:00–13:00/)

    await event.click()
    const detail = page.getByRole('dialog', { name: /^Rezervace č\. \d+$/ })
    await detail.getByRole('button', { name: 'Dorazil(a)', exact: true }).click()
    await expectNotification(page, 'success', 'Změny byly uloženy.')
    await detail.getByRole('button', { name: 'Smazat docházku' }).waitFor()
    await detail.getByText('Docházka').first().waitFor()

    // The edit form checks with the shared schema before anything is sent: no services, no request.
    const patches: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url())
    })
    await detail.getByRole('button', { name: 'Upravit', exact: true }).click()
    const services = detail.getByRole('checkbox', { name: / min, / })
    await services.first().waitFor()
    for (const service of await services.all()) await service.uncheck()
    await detail.getByRole('button', { name: 'Uložit', exact: true }).click()
    await detail.getByText('Toto pole je povinné.').waitFor()
    expect(patches).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  it('a 390 px phone opens on the day view without sideways overflow', async () => {
    const { page, screenshot, consoleErrors } = await utcPage(390, 844)
    await signIn(page, `/dashboard/reservations?date=${date}`)
    await page.locator('.rbc-time-view-resources').waitFor()
    expect(await page.getByRole('link', { name: 'Den', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    )
    await page.locator('.rbc-event', { hasText: surname }).first().waitFor()
    expect(await horizontalOverflow(page)).toBe(0)
    await screenshot('calendar-day-390')
    expect(consoleErrors).toEqual([])
  })
})
