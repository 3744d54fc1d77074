import { formatCalendarDateInput } from '@rezervo/shared/input/calendar-date'
import { addDays } from '@rezervo/shared/time/iso-date'
import { utcToZonedParts, zonedWallTimeToUtc } from '@rezervo/shared/time/zoned-time'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { horizontalOverflow, seriousAxeViolations } from './support/accessibility'
import { expectHeading, signInThroughForm } from './support/accounts'
import { api } from './support/api'
import { useBrowser } from './support/browser'
import { runLetters } from './support/demo-diary'
import { useOwnCompany } from './support/own-company'

/**
 * Every form where an owner types a date (the reservation list's filter, the payments period, the calendar's
 * create, edit and payment forms, a branch's exceptions, a worker's absences): the date is written as the app's
 * language writes it (Czech '26. 11. 2026', English '26/11/2026'), not as the browser would, the field is a
 * labelled text box, and the screen passes axe and fits a 360 px phone.
 */

const PRAGUE = 'Europe/Prague'

const texts = {
  cs: {
    from: 'Od',
    newReservation: 'Nová rezervace',
    date: 'Datum',
    edit: 'Upravit',
    reminderDate: 'Připomínka – datum',
    pay: 'Zaznamenat platbu',
    paymentDate: 'Datum platby',
    addException: 'Přidat výjimku',
    heading: 'Seznam rezervací',
    chooseDate: 'Vybrat datum v kalendáři',
  },
  en: {
    from: 'From',
    newReservation: 'New reservation',
    date: 'Date',
    edit: 'Edit',
    reminderDate: 'Reminder date',
    pay: 'Record payment',
    paymentDate: 'Payment date',
    addException: 'Add exception',
    heading: 'Reservation list',
    chooseDate: 'Choose the date in a calendar',
  },
} as const

interface Prepared {
  base: string
  branchId: number
  workerId: number
  reservationId: number
  date: string
}

let prepared: Prepared | undefined

/** A reservation four weeks ahead at 7:00, out of hours on purpose, in the file's own company (decision 075). */
async function ownReservation(page: Page): Promise<Prepared> {
  if (prepared) return prepared
  const [company] = await api<{ id: number }[]>(page, 'GET', '/api/v1/companies?per_page=100')
  const base = `/api/v1/companies/${company!.id}`
  const [branch] = await api<{ id: number }[]>(page, 'GET', `${base}/branches`)
  const workers = await api<{ id: number; name: string }[]>(page, 'GET', `${base}/workers`)
  const tomas = workers.find((worker) => worker.name === 'Tomáš Novák')!
  const [item] = await api<{ id: number }[]>(page, 'GET', `${base}/items`)
  const date = addDays(utcToZonedParts(new Date(), PRAGUE).date, 28)
  const letters = runLetters()
  const created = await api<{ id: number }>(page, 'POST', `${base}/reservations`, {
    branch_id: branch!.id,
    worker_id: tomas.id,
    customer: { first_name: 'Dana', surname: `Datova${letters}`, email: `datum.${letters}@example.cz` },
    item_ids: [item!.id],
    starts_at: zonedWallTimeToUtc(date, 7 * 60, PRAGUE).toISOString(),
    notify_client: false,
    confirm_out_of_working_hours: true,
  })
  prepared = { base, branchId: branch!.id, workerId: tomas.id, reservationId: created.id, date }
  return prepared
}

describe('date fields written in the app’s language', () => {
  const browser = useBrowser()
  const own = useOwnCompany(browser)

  for (const locale of ['cs', 'en'] as const) {
    for (const width of [360, 1366]) {
      it(`${locale} at ${width} px: every date field shows its date the ${locale === 'cs' ? 'Czech' : 'British'} way`, async () => {
        const t = texts[locale]
        const written = (date: string) => formatCalendarDateInput(date, locale)
        const { page, screenshot, consoleErrors } = await browser.newPage({ width, height: 900 })
        await page.goto('/login')
        await signInThroughForm(page, own.owner.email, own.owner.password)
        await page.waitForURL('**/dashboard')
        // The device's language choice, as the language switch keeps it.
        await page
          .context()
          .addCookies([{ name: 'rezervo_locale', value: locale, url: new URL(page.url()).origin }])
        const { date, reservationId, workerId, branchId } = await ownReservation(page)
        const name = (screen: string) => `date-field-${screen}-${locale}-${width}`

        async function check(field: Locator, value: string, screen: string) {
          await field.waitFor({ timeout: 15_000 })
          expect(await field.inputValue()).toBe(value)
          expect(await field.getAttribute('type')).toBeNull()
          expect(await field.getAttribute('inputmode')).toBe('numeric')
          // The whole date is readable beside the calendar button, also in the narrow column of a phone.
          await field.fill(written('2026-12-28'))
          expect(await field.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true)
          await field.fill(value)
          expect(await field.getAttribute('placeholder')).toBe(locale === 'cs' ? 'd. m. rrrr' : 'dd/mm/yyyy')
          expect(await seriousAxeViolations(page)).toEqual([])
          expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
          await screenshot(name(screen))
        }

        await page.goto(`/dashboard/reservations/list?from=${date}`)
        await expectHeading(page, t.heading)
        await check(page.getByRole('textbox', { name: t.from, exact: true }), written(date), 'list')

        await page.goto('/dashboard/payments')
        const today = utcToZonedParts(new Date(), PRAGUE).date
        await check(
          page.getByRole('textbox', { name: new RegExp(`^${t.from}`) }),
          written(`${today.slice(0, 8)}01`),
          'payments',
        )

        await page.goto(`/dashboard/reservations?view=day&date=${date}`)
        await page.getByRole('button', { name: t.newReservation }).first().click()
        const create = page.getByRole('dialog', { name: t.newReservation })
        await check(create.getByRole('textbox', { name: new RegExp(`^${t.date}`) }), written(date), 'create')
        await create.getByRole('textbox', { name: t.reminderDate }).waitFor()
        // The browser's calendar popup, from a labelled button; the day chosen there is written the language's way.
        expect(await create.getByRole('button', { name: t.chooseDate }).count()).toBe(2)
        const nextDay = addDays(date, 1)
        await create.locator('[data-date-picker]').first().fill(nextDay, { force: true })
        expect(await create.getByRole('textbox', { name: new RegExp(`^${t.date}`) }).inputValue()).toBe(
          written(nextDay),
        )
        await page.keyboard.press('Escape')
        await create.waitFor({ state: 'hidden' })

        await page.goto(`/dashboard/reservations?view=day&date=${date}&reservation=${reservationId}`)
        const detail = page.getByRole('dialog')
        await detail.getByRole('button', { name: t.edit, exact: true }).click()
        await check(detail.getByRole('textbox', { name: t.date, exact: true }), written(date), 'edit')
        // The edit and the payment are panels of the same dialog, one at a time.
        await page.reload()
        await detail.getByRole('button', { name: t.pay }).click()
        await check(detail.getByRole('textbox', { name: t.paymentDate }), written(today), 'payment')

        await page.goto(`/dashboard/workers/${workerId}`)
        await check(page.getByRole('textbox', { name: t.from, exact: true }), '', 'worker-absence')

        await page.goto(`/dashboard/branches/${branchId}`)
        await page.getByRole('button', { name: t.addException }).click()
        await check(page.getByRole('textbox', { name: t.date, exact: true }).last(), '', 'branch-exception')
        expect(consoleErrors).toEqual([])
      })
    }
  }
})
