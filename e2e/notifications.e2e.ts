import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '@rezervo/shared/constants'
import { isCzechPublicHoliday } from '@rezervo/shared/holidays/czech-holidays'
import { addDays, isoWeekdayOf } from '@rezervo/shared/time/iso-date'
import { utcToZonedParts, zonedWallTimeToUtc } from '@rezervo/shared/time/zoned-time'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { horizontalOverflow } from './support/accessibility'
import { expectHeading, signInThroughForm } from './support/accounts'
import { api } from './support/api'
import { useBrowser } from './support/browser'
import { runLetters } from './support/demo-diary'

const PRAGUE = 'Europe/Prague'

/** The next Thursday in Prague: Tomáš works 9–17 then, and it is in the future. */
function nextThursday(): string {
  let date = addDays(utcToZonedParts(new Date(), PRAGUE).date, 1)
  // A public holiday closes the demo branch (24 December 2026 is a Thursday, 17 November 2027 a Wednesday).
  while (isoWeekdayOf(date) !== 4 || isCzechPublicHoliday(date)) date = addDays(date, 1)
  return date
}

async function signInAsDemoOwner(page: Page, path: string) {
  await page.goto(path)
  await page.waitForURL('**/login?redirect=*')
  await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
}

async function expectNotification(page: Page, text: string) {
  await page
    .locator('[data-testid="notification"][data-tone="success"]', { hasText: text })
    .first()
    .waitFor({ timeout: 15_000 })
}

describe('notifications (issue 8)', () => {
  const browser = useBrowser()

  it('sets which messages go out, with an SMS text previewed and counted in parts', async () => {
    const { page, screenshot, consoleErrors } = await browser.newPage({ width: 390, height: 844 })
    await signInAsDemoOwner(page, '/dashboard/settings')
    await expectHeading(page, 'Nastavení')
    await page.getByRole('link', { name: /Notifikace/ }).click()
    await expectHeading(page, 'Notifikace')

    const reminderSms = page.getByLabel('Připomínka SMS')
    const wasOn = await reminderSms.isChecked()
    await reminderSms.setChecked(!wasOn)
    await page.getByLabel('Kdy poslat připomínku').selectOption({ label: '2 hodiny předem' })

    // A Czech text: with diacritics it is UCS-2 (70 characters a part), stripped it fits GSM-7.
    const text =
      'Dobrý den, {customer_name}, Vaši rezervaci {date} v {time} jsme zrušili. Omlouváme se. {link}'
    await page.getByLabel('SMS při zrušení rezervace').fill(text)
    await page.getByLabel(/Posílat SMS bez diakritiky/).setChecked(false)
    const parts = page.getByTestId('cancellation_sms_text-segments')
    await expect.poll(() => parts.textContent()).toContain('UCS-2')
    await page.getByText('Dobrý den, Jana Nováková, Vaši rezervaci 24. 11. 2026').waitFor()
    await page.getByLabel(/Posílat SMS bez diakritiky/).setChecked(true)
    await expect.poll(() => parts.textContent()).toContain('GSM-7')
    await page.getByText('Dobry den, Jana Novakova').waitFor()

    // A misspelt placeholder is pointed out at once, and the server refuses it too.
    await page.getByLabel('SMS s připomínkou').fill('Ahoj {jmeno}, zítra v {time}.')
    await page.getByText('Neznámé zástupné symboly: {jmeno}').waitFor()
    await page.getByRole('button', { name: 'Uložit nastavení' }).click()
    expect(await page.getByLabel('SMS s připomínkou').getAttribute('aria-invalid')).toBe('true')
    await page.getByLabel('SMS s připomínkou').fill('')

    // The built-in reminder as it will be sent: 2 hours before is past the branch's 24-hour deadline, so it
    // offers the phone; two days before, the link to move or cancel, as long as a real one, in two parts.
    const reminderPreview = page.locator('#reminder_sms_text-preview')
    await reminderPreview.getByText(/Zmeny a zruseni na tel\. \+420 \d{3} \d{3} \d{3}/).waitFor()
    await page.getByTestId('reminder_sms_text-offer').waitFor()
    await page.getByLabel('Kdy poslat připomínku').selectOption({ label: '2 dny předem' })
    await reminderPreview
      .getByText(/Zmena nebo zruseni: http.+\/potvrzeni-rezervace\?reservation=\d+&token=/)
      .waitFor()
    await expect
      .poll(() => page.getByTestId('reminder_sms_text-segments').textContent())
      .toMatch(/^\d{3} znaků · 2 SMS · kódování GSM-7$/)
    await page.getByLabel('Kdy poslat připomínku').selectOption({ label: '2 hodiny předem' })
    expect(await horizontalOverflow(page)).toBe(0)
    await screenshot('notification-settings-390')
    await page.getByRole('button', { name: 'Uložit nastavení' }).click()
    await expectNotification(page, 'Nastavení notifikací je uložené.')

    await page.reload()
    await expectHeading(page, 'Notifikace')
    expect(await page.getByLabel('Připomínka SMS').isChecked()).toBe(!wasOn)
    expect(await page.getByLabel('SMS při zrušení rezervace').inputValue()).toBe(text)
    expect(await page.getByLabel('Kdy poslat připomínku').inputValue()).toBe('120')
    expect(consoleErrors.filter((error) => !error.includes('422'))).toEqual([])
  })

  it('cancels a reservation in the calendar with an SMS, and the SMS is in the delivery log', async () => {
    const { page, screenshot } = await browser.newPage()
    await signInAsDemoOwner(page, '/dashboard')
    await expectHeading(page, 'Přehled')

    const [company] = await api<{ id: number }[]>(page, 'GET', '/api/v1/companies?per_page=100')
    const base = `/api/v1/companies/${company!.id}`
    const [branch] = await api<{ id: number }[]>(page, 'GET', `${base}/branches`)
    const workers = await api<{ id: number; name: string }[]>(page, 'GET', `${base}/workers`)
    const tomas = workers.find((worker) => worker.name === 'Tomáš Novák')!
    const [item] = await api<{ id: number }[]>(page, 'GET', `${base}/items`)
    const date = nextThursday()
    const surname = `Esemeskova${runLetters()}`
    const phoneDigits = `7${String(Date.now()).slice(-8)}`
    await api(page, 'POST', `${base}/reservations`, {
      branch_id: branch!.id,
      worker_id: tomas.id,
      customer: { first_name: 'Sára', surname, phone: phoneDigits },
      item_ids: [item!.id],
      starts_at: zonedWallTimeToUtc(date, 15 * 60, PRAGUE).toISOString(),
      notify_client: true,
    })

    await page.goto(`/dashboard/reservations?view=day&date=${date}`)
    await expectHeading(page, 'Kalendář rezervací')
    await page.locator('.rbc-event', { hasText: surname }).first().click()
    const detail = page.getByRole('dialog', { name: /^Rezervace č\. \d+$/ })
    await detail.getByRole('button', { name: 'Zrušit rezervaci' }).click()
    await detail.getByLabel('Důvod zrušení').fill('Nemoc')
    await detail.getByLabel('Poslat zákazníkovi SMS').check()
    await detail.getByRole('button', { name: 'Zrušit rezervaci' }).click()
    await expectNotification(page, 'Rezervace byla zrušena.')

    await page.goto('/dashboard/settings/notification-log?channel=sms')
    await expectHeading(page, 'Historie notifikací')
    const entry = page.getByTestId('notification-log-entry').filter({ hasText: `+420${phoneDigits}` })
    await entry.waitFor({ timeout: 15_000 })
    expect(await entry.textContent()).toContain('Zrušení rezervace')
    // Delivered by the worker in the background: the log refreshes itself until it says so.
    await entry.getByText('Odesláno').first().waitFor({ timeout: 20_000 })
    await screenshot('notification-log')
    await entry.getByRole('button', { name: 'Poslat znovu' }).click()
    await expectNotification(page, 'Zpráva je znovu ve frontě.')
    await expect
      .poll(() =>
        page
          .getByTestId('notification-log-entry')
          .filter({ hasText: `+420${phoneDigits}` })
          .count(),
      )
      .toBe(2)
  })
})
