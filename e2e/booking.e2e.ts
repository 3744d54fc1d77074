import {
  DEMO_BRANCH_SLUG,
  DEMO_CATEGORY_GROUP_SLUG,
  DEMO_CATEGORY_SLUG,
  DEMO_OWNER_EMAIL,
  DEMO_OWNER_PASSWORD,
} from '@rezervo/shared/constants'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectHeading, signInThroughForm } from './support/accounts'
import { BOOKING_HEADINGS, bookingTimes, pickBookingDay } from './support/booking'
import { type TrackedPage, useBrowser } from './support/browser'
import { lastMailboxId, readMailbox, waitForMailLink } from './support/mailbox'

const branchPath = `/${DEMO_CATEGORY_GROUP_SLUG}/${DEMO_CATEGORY_SLUG}/${DEMO_BRANCH_SLUG}`
const PHONE = { width: 360, height: 740 }
const DESKTOP = { width: 1280, height: 800 }

/** From the branch page to the day-and-time screen: one service and the worker Tomáš, the third bookable day. */
async function chooseUpToTime({ page, screenshot }: TrackedPage, prefix: string) {
  await page.goto(branchPath)
  await expectHeading(page, 'Barber na Rohu')
  // The branch page states its booking rules in plain Czech (decision 031).
  await page.getByText('Rezervaci můžete zrušit nebo přesunout nejpozději 24 hodin před začátkem.').waitFor()
  await screenshot(`${prefix}-1-branch`)
  await page.getByRole('link', { name: 'Rezervovat' }).first().click()
  await page.waitForURL('**/rezervace')
  await page.getByRole('heading', { name: 'Vyberte služby' }).waitFor()
  // The booking flow repeats them beside its summary.
  const rules = page.locator('section[aria-labelledby="rules-heading"]')
  await rules.getByText('Najednou můžete mít nejvýše 3 nadcházející rezervace.').waitFor()
  await page.getByLabel(/Pánský střih/).check()
  await page.getByTestId('summary-total').getByText('450 Kč').waitFor()
  // The worker is chosen on the same screen, below the services (anyone until the customer picks one).
  await page.getByRole('button', { name: /Kdokoli/, pressed: true }).waitFor()
  await page.getByRole('button', { name: /Tomáš Novák/ }).click()
  await page.getByRole('button', { name: /Tomáš Novák/, pressed: true }).waitFor()
  await screenshot(`${prefix}-2-services`)
  await page.getByRole('button', { name: 'Pokračovat' }).click()
  await page.getByRole('heading', { name: BOOKING_HEADINGS.when }).waitFor()
  await bookingTimes(page).first().waitFor()
  // The third bookable day: far enough ahead that the booking can still be cancelled (24 hours' notice)
  // whatever the time of day the test runs.
  await pickBookingDay(page, 2)
  await bookingTimes(page).first().waitFor()
  await screenshot(`${prefix}-3-when`)
}

async function fillContact(page: Page, email: string) {
  await page.getByRole('heading', { name: 'Vaše údaje' }).waitFor()
  await page.getByLabel('Jméno').fill('Petr')
  await page.getByLabel('Příjmení').fill('Zákazník')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Telefon').fill(`+420 777 ${String(Date.now()).slice(-6)}`)
  await page.getByLabel(/Souhlasím/).check()
}

describe('online booking (issue 7)', () => {
  const browser = useBrowser()

  it('a new customer books on a phone, gets the email, and a second visitor no longer sees the time', async () => {
    const first = await browser.newPage(PHONE)
    const { page } = first
    await chooseUpToTime(first, 'booking-phone')
    const time = (await bookingTimes(page).first().textContent()) ?? ''
    const timeStepUrl = page.url()
    await bookingTimes(page).first().click()

    // The validation messages come from the shared schema.
    await page.getByRole('button', { name: 'Potvrdit rezervaci' }).click()
    await page.getByRole('alert').first().waitFor()
    const email = `zakaznik-${Date.now()}@example.cz`
    await fillContact(page, email)
    await first.screenshot('booking-phone-4-contact')
    await page.getByRole('button', { name: 'Potvrdit rezervaci' }).click()
    await page.waitForURL('**/potvrzeni-rezervace?reservation=*')
    await expectHeading(page, 'Rezervace potvrzena')
    // The demo company sends confirmations, so the page may say so (it would not with them off).
    await page.getByText('Potvrzení jsme vám poslali e-mailem.').waitFor()
    await page.getByText('Pánský střih').waitFor()
    await page.getByText('Tomáš Novák').waitFor()
    await page.getByText(new RegExp(`${time}–`)).waitFor()
    await page.getByText('450 Kč').waitFor()
    await first.screenshot('booking-phone-5-confirmation')
    const confirmationUrl = page.url()

    await expect
      .poll(async () => (await readMailbox(page.request)).some((message) => message.to === email), {
        message: 'the confirmation email',
        timeout: 15_000,
        interval: 250,
      })
      .toBe(true)

    // The owner sees the booking in the calendar, on that day in Tomáš's column, at the booked time.
    const bookedDate = new URL(timeStepUrl).searchParams.get('date')
    const owner = await browser.newPage(DESKTOP)
    await owner.page.goto(`/dashboard/reservations?view=day&date=${bookedDate}`)
    await owner.page.waitForURL('**/login?redirect=*')
    await signInThroughForm(owner.page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    await expectHeading(owner.page, 'Kalendář rezervací')
    const booked = owner.page.locator('.rbc-event', { hasText: 'Petr Zákazník' }).first()
    await booked.waitFor({ timeout: 15_000 })
    expect(await booked.locator('.rbc-event-label').textContent()).toMatch(new RegExp(`^0?${time}–`))
    await owner.screenshot('booking-owner-calendar')

    // A second visitor at desktop width walks the same steps: the booked time is gone for Tomáš that day.
    const second = await browser.newPage(DESKTOP)
    await chooseUpToTime(second, 'booking-desktop')
    await second.page.goto(timeStepUrl)
    await second.page.getByRole('heading', { name: BOOKING_HEADINGS.when }).waitFor()
    await bookingTimes(second.page).first().waitFor()
    const times = await bookingTimes(second.page).allTextContents()
    expect(times).not.toContain(time)
    await bookingTimes(second.page).first().click()
    await fillContact(second.page, `druhy-${Date.now()}@example.cz`)
    await second.screenshot('booking-desktop-4-contact')

    // The confirmation at desktop width; then cancelling through the dialog frees the time again.
    await second.page.goto(confirmationUrl)
    await expectHeading(second.page, 'Rezervace potvrzena')
    await second.screenshot('booking-desktop-5-confirmation')
    await second.page.getByRole('button', { name: 'Zrušit rezervaci' }).click()
    await second.page.getByRole('button', { name: 'Ano, zrušit' }).click()
    await second.page.getByText('Rezervace byla zrušena.').waitFor()
    await expectHeading(second.page, 'Rezervace zrušena')
    await second.screenshot('booking-desktop-6-cancelled')
    // The customer gets a record of the cancel with a link to book another time.
    const bookAgain = await waitForMailLink(second.page.request, email, new URL(timeStepUrl).pathname)
    expect(bookAgain).toMatch(/\/rezervace\?lang=cs$/)
  })

  it('on a phone, the nearest day with a free time opens at once, and from later days one tap books the nearest', async () => {
    const { page, screenshot } = await browser.newPage(PHONE)
    await page.goto(`${branchPath}/rezervace`)
    await page.getByLabel(/Pánský střih/).check()
    await page.getByRole('button', { name: 'Pokračovat' }).click()
    await page.getByRole('heading', { name: BOOKING_HEADINGS.when }).waitFor()
    await bookingTimes(page).first().waitFor()
    await screenshot('booking-nearest-1-when')
    // Days without a free time are disabled; the first enabled one is chosen without a tap, its times listed.
    const dayButtons = page.locator('section[aria-labelledby="step-heading"] li button[aria-label]')
    const days = await dayButtons.evaluateAll((buttons) =>
      buttons.map((button) => ({
        text: button.textContent ?? '',
        disabled: (button as HTMLButtonElement).disabled,
        pressed: button.getAttribute('aria-pressed') === 'true',
      })),
    )
    const firstEnabled = days.find((day) => !day.disabled)
    expect(days.filter((day) => day.pressed)).toEqual([firstEnabled])
    const firstTime = (await bookingTimes(page).first().textContent()) ?? ''
    const nearest = page.getByRole('button', { name: /^Nejbližší volný termín: / })
    // Those times are the nearest ones, so the shortcut is not offered beside them.
    expect(await nearest.count()).toBe(0)

    await page.getByRole('button', { name: /Další dny/ }).click()
    await nearest.waitFor()
    await screenshot('booking-nearest-2-later-days')
    const label = (await nearest.textContent()) ?? ''
    const [, dayText, time] = label.match(/: \S+ (\d+\. \d+\.) (\d{1,2}:\d{2})$/) ?? []
    expect(dayText, label).toBeTruthy()
    expect(firstEnabled?.text).toContain(dayText)
    expect(time).toBe(firstTime)

    await nearest.click()
    await page.getByRole('heading', { name: BOOKING_HEADINGS.contact }).waitFor()
    await page
      .getByText(new RegExp(`${dayText} ${time}`))
      .first()
      .waitFor()
    const params = new URL(page.url()).searchParams
    expect(params.get('step')).toBe('contact')
    expect(params.get('time')).toBeTruthy()
    await screenshot('booking-nearest-3-contact')
  })

  it('on a phone, a customer moves their reservation from the email link and gets the new time by email', async () => {
    const tracked = await browser.newPage(PHONE)
    const { page } = tracked
    await chooseUpToTime(tracked, 'reschedule')
    await bookingTimes(page).first().click()
    const email = `presun-${Date.now()}@example.cz`
    await fillContact(page, email)
    await page.getByRole('button', { name: 'Potvrdit rezervaci' }).click()
    await page.waitForURL('**/potvrzeni-rezervace?reservation=*')
    const link = await waitForMailLink(page.request, email, `${branchPath}/potvrzeni-rezervace`)
    const before = await lastMailboxId(page.request)

    // A fresh page, as from the email: the link alone opens the reservation.
    const fromEmail = await browser.newPage(PHONE)
    await fromEmail.page.goto(link)
    await expectHeading(fromEmail.page, 'Rezervace potvrzena')
    const when = fromEmail.page.locator('dd').nth(2)
    const oldWhen = (await when.textContent()) ?? ''
    await fromEmail.page.getByRole('button', { name: 'Přesunout termín' }).click()
    const panel = fromEmail.page.locator('section[aria-labelledby="reschedule-title"]')
    await panel.getByRole('button', { name: /Stejný pracovník: Tomáš Novák/, pressed: true }).waitFor()
    // A later day than the booked one (the third bookable day), so the time surely differs.
    await panel.locator('li button:enabled').nth(4).click()
    const newTime = (await panel.locator('li button').last().textContent()) ?? ''
    await panel.locator('li button').last().click()
    await fromEmail.screenshot('reschedule-phone-1-chosen')
    await panel.getByRole('button', { name: new RegExp(`^Přesunout na .* ${newTime}$`) }).click()
    await fromEmail.page.getByText('Rezervace byla přesunuta.').waitFor()
    await expect.poll(() => when.textContent()).not.toBe(oldWhen)
    expect(await when.textContent()).toContain(`${newTime}–`)
    await fromEmail.screenshot('reschedule-phone-2-moved')

    const moved = await waitForMailLink(page.request, email, `${branchPath}/potvrzeni-rezervace`, {
      newerThan: before,
    })
    expect(moved).toBe(link)
    const messages = await readMailbox(page.request)
    const newest = messages.find((message) => message.to === email && message.id > before)
    expect(newest?.text).toContain(newTime)
    // The confirmation of the booking gave its concrete deadline on the branch's clock (decision 031).
    const first = messages.find((message) => message.to === email && message.id <= before)
    expect(first?.text).toMatch(
      /přesunout nejpozději 24 hodin před začátkem, tj\. do \S+ \d{1,2}\. \d{1,2}\. \d{1,2}:\d{2}\./,
    )
  })

  it('the back button goes back a screen, not through every day the customer looked at', async () => {
    const tracked = await browser.newPage(PHONE)
    const { page } = tracked
    await chooseUpToTime(tracked, 'booking-back')
    await pickBookingDay(page, 3)
    await bookingTimes(page).first().click()
    await page.getByRole('heading', { name: BOOKING_HEADINGS.contact }).waitFor()
    await page.goBack()
    await page.getByRole('heading', { name: BOOKING_HEADINGS.when }).waitFor()
    await page.goBack()
    await page.getByRole('heading', { name: BOOKING_HEADINGS.services }).waitFor()
    // The choices are still made.
    expect(await page.getByLabel(/Pánský střih/).isChecked()).toBe(true)
    await page.getByRole('button', { name: /Tomáš Novák/, pressed: true }).waitFor()
  })

  it('the directory leads from /category through /subcategory to the branch', async () => {
    const { page, screenshot } = await browser.newPage(PHONE)
    await page.goto('/category')
    await expectHeading(page, 'Kategorie')
    await page.locator('a[href*="category=barbershop"]').first().click()
    await page.waitForURL('**/subcategory?**')
    await page.getByRole('link', { name: /Barber na Rohu/ }).waitFor()
    await page.getByLabel('Název').fill('rohu')
    await page.getByLabel('Město').fill('Praha')
    await page.getByRole('button', { name: 'Hledat' }).click()
    await page.waitForURL('**search=rohu**')
    await screenshot('directory-phone-subcategory')
    await page.getByRole('link', { name: /Barber na Rohu/ }).click()
    await expectHeading(page, 'Barber na Rohu')
    expect(new URL(page.url()).pathname).toBe(branchPath)
  })
})
