import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '@rezervo/shared/constants'
import { isCzechPublicHoliday } from '@rezervo/shared/holidays/czech-holidays'
import { formatCalendarDateInput } from '@rezervo/shared/input/calendar-date'
import { addDays, isoWeekdayOf } from '@rezervo/shared/time/iso-date'
import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { horizontalOverflow, seriousAxeViolations } from './support/accessibility'
import { expectHeading, signInThroughForm } from './support/accounts'
import { artifactsDir, useBrowser } from './support/browser'

/** A working Wednesday ahead in Prague (the demo branch is open, both workers work). */
function nextWednesday(): string {
  let date = addDays(utcToZonedParts(new Date(), 'Europe/Prague').date, 1)
  while (isoWeekdayOf(date) !== 3 || isCzechPublicHoliday(date)) date = addDays(date, 1)
  return date
}

/**
 * Issue 18: the calendar's day, week and month views pass axe (no serious or critical violation) on a phone
 * and on a laptop; a "Nová rezervace" button opens the create dialog (floating on the phone); the month on a
 * phone is a list of days with counts.
 */
describe('calendar accessibility and reading', () => {
  const browser = useBrowser()
  const date = nextWednesday()

  async function signedInPage(width: number, height: number) {
    const context = await browser.browser.newContext({
      baseURL: browser.baseUrl,
      viewport: { width, height },
      locale: 'cs-CZ',
      timezoneId: 'UTC',
    })
    const page = await context.newPage()
    const consoleErrors: string[] = []
    page.on('pageerror', (error) => consoleErrors.push(error.message))
    await page.goto(`/dashboard/reservations?view=day&date=${date}`)
    await page.waitForURL('**/login?redirect=*')
    await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    await expectHeading(page, 'Kalendář rezervací')
    await page.locator('.rbc-time-view').waitFor()
    return { page, context, consoleErrors }
  }

  const screenshot = async (page: Page, name: string) => {
    mkdirSync(artifactsDir, { recursive: true })
    await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true })
  }

  for (const [width, height] of [
    [1366, 900],
    [360, 780],
  ] as const) {
    it(`day, week and month pass axe at ${width} px`, async () => {
      const { page, context, consoleErrors } = await signedInPage(width, height)
      for (const view of ['day', 'week', 'month'] as const) {
        await page.goto(`/dashboard/reservations?view=${view}&date=${date}`)
        if (view === 'month' && width <= 640) await page.getByRole('list', { name: 'Dny v měsíci' }).waitFor()
        else await page.locator(view === 'month' ? '.rbc-month-view' : '.rbc-time-view').waitFor()
        await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' })
        await screenshot(page, `calendar-a11y-${view}-${width}`)
        expect(await seriousAxeViolations(page), `${view} at ${width} px`).toEqual([])
        expect(await horizontalOverflow(page), `${view} at ${width} px`).toBeLessThanOrEqual(0)
        if (view === 'month' && width > 640) {
          // A date's button says the whole date, not only "18".
          const [year, month, day] = date.split('-').map(Number) as [number, number, number]
          const name = new Intl.DateTimeFormat('cs', {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(Date.UTC(year, month - 1, day))
          await page.getByRole('button', { name, exact: true }).waitFor()
        }
      }
      expect(consoleErrors).toEqual([])
      await context.close()
    })
  }

  it('opens the create dialog from the toolbar button, and from the floating one on a phone', async () => {
    const { page, context } = await signedInPage(1366, 900)
    const toolbarButton = page.getByRole('button', { name: 'Nová rezervace' })
    await expect.poll(() => toolbarButton.count()).toBe(1)
    await toolbarButton.click()
    const create = page.getByRole('dialog', { name: 'Nová rezervace' })
    await create.waitFor()
    expect(await create.getByRole('textbox', { name: 'Datum', exact: true }).inputValue()).toBe(
      formatCalendarDateInput(date, 'cs'),
    )
    expect(await create.getByLabel('Začátek').inputValue()).toBe('09:00')
    await context.close()

    const phone = await signedInPage(360, 780)
    const floating = phone.page.getByRole('button', { name: 'Nová rezervace' })
    await expect.poll(() => floating.count()).toBe(1)
    const box = (await floating.boundingBox())!
    // At the bottom right corner of the screen, over the calendar.
    expect(box.x + box.width).toBeGreaterThan(300)
    expect(box.y + box.height).toBeGreaterThan(700)
    await floating.click()
    await phone.page.getByRole('dialog', { name: 'Nová rezervace' }).waitFor()
    await screenshot(phone.page, 'calendar-new-reservation-phone')
    await phone.context.close()
  })

  it('lists the month as days with counts on a phone; a tap opens the day', async () => {
    const { page, context } = await signedInPage(360, 780)
    await page.goto(`/dashboard/reservations?view=month&date=${date}`)
    const list = page.getByRole('list', { name: 'Dny v měsíci' })
    await list.waitFor()
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' })
    const days = list.getByRole('button')
    const lastDay = Number(addDays(`${addDays(`${date.slice(0, 8)}01`, 31).slice(0, 8)}01`, -1).slice(8))
    expect(await days.count()).toBe(lastDay)
    expect(await days.first().innerText()).toMatch(/(bez rezervací|\d+ rezervac[eí])$/)
    await screenshot(page, 'calendar-month-list-phone')
    const day = Number(date.slice(8))
    await days.nth(day - 1).click()
    await page.waitForURL(`**/dashboard/reservations?*view=day*`)
    expect(new URL(page.url()).searchParams.get('date')).toBe(date)
    await page.locator('.rbc-time-view').waitFor()
    await context.close()
  })
})
