import { isCzechPublicHoliday } from '@rezervo/shared/holidays/czech-holidays'
import { addDays, isoWeekdayOf } from '@rezervo/shared/time/iso-date'
import { utcToZonedParts, zonedWallTimeToUtc } from '@rezervo/shared/time/zoned-time'
import { describe, expect, it } from 'vitest'
import { horizontalOverflow } from './support/accessibility'
import { expectHeading, newOwner, registerThroughForm } from './support/accounts'
import { api } from './support/api'
import { useBrowser } from './support/browser'
import { waitForMailLink } from './support/mailbox'

/**
 * Issue 20, decision 037: a stylist with the worker role signs in on a phone and sees only their own day —
 * their column and their reservations in the calendar, no other stylist's customer, and a menu without
 * payments, settings or exports. The owner invites them through the members API (decision 038).
 */

const PRAGUE = 'Europe/Prague'

/** A Wednesday five weeks ahead, a working day far from other tests' bookings. */
function wednesdayAhead(): string {
  let date = addDays(utcToZonedParts(new Date(), PRAGUE).date, 35)
  while (isoWeekdayOf(date) !== 3 || isCzechPublicHoliday(date)) date = addDays(date, 1)
  return date
}

const runLetters = () =>
  String(Date.now() % 100_000_000).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)

describe("a worker's own day on a phone", () => {
  const browser = useBrowser()

  it('shows the worker only their column and reservations, and a menu without payments, settings or exports', async () => {
    const owner = newOwner()
    const letters = runLetters()
    const { page } = await browser.newPage({ width: 1366, height: 900 })
    await registerThroughForm(page, owner)
    await page.waitForURL('**/verification-email-sent')
    await page.goto(await waitForMailLink(page.request, owner.email, '/verify-email'))
    await expectHeading(page, 'E-mail je ověřený')
    const company = await api<{ id: number }>(page, 'POST', '/api/v1/companies', {
      name: `Salon Vlastní den ${letters} s.r.o.`,
    })
    const base = `/api/v1/companies/${company.id}`
    const everyDay = Object.fromEntries(
      [1, 2, 3, 4, 5, 6, 7].map((day) => [day, [{ start: '08:00', end: '20:00' }]]),
    )
    const branch = await api<{ id: number }>(page, 'POST', `${base}/branches`, {
      name: `Salon ${letters}`,
      street: 'Vinohradská',
      house_number: '12',
      city: 'Praha 2',
      zip: '120 00',
      phone: '777 123 456',
      email: `salon.${letters}@example.cz`,
      description: 'Střihy a barvení.',
      opening_hours: everyDay,
    })
    const item = await api<{ id: number }>(page, 'POST', `${base}/items`, {
      name: 'Dámský střih',
      description: 'Střih a foukaná.',
      duration: 60,
      duration_unit: 'minutes',
      price_czk: 650,
    })
    const stylist = (name: string, color: string) =>
      api<{ id: number; name: string }>(page, 'POST', `${base}/workers`, {
        name,
        positions: ['Kadeřnice'],
        color,
        branch_ids: [branch.id],
        working_hours: { [branch.id]: everyDay },
        item_ids: [item.id],
      })
    const petra = await stylist('Petra Vlastní', '#be185d')
    const karel = await stylist('Karel Cizí', '#1d4ed8')
    const date = wednesdayAhead()
    const book = (workerId: number, surname: string, hour: number) =>
      api(page, 'POST', `${base}/reservations`, {
        branch_id: branch.id,
        worker_id: workerId,
        customer: { first_name: 'Zákaznice', surname, email: `${surname.toLowerCase()}@example.cz` },
        item_ids: [item.id],
        starts_at: zonedWallTimeToUtc(date, hour * 60, PRAGUE).toISOString(),
      })
    await book(petra.id, `Moje${letters}`, 10)
    await book(karel.id, `Cizi${letters}`, 11)

    // The owner invites Petra's account with the worker role, linked to her worker record.
    const stylistAccount = newOwner({ firstName: 'Petra', surname: 'Vlastní' })
    await api(page, 'POST', `${base}/members`, {
      email: stylistAccount.email,
      role: 'worker',
      worker_id: petra.id,
    })

    // Petra, on her phone, follows the link, signs up and accepts.
    const phone = await browser.newPage({ width: 360, height: 800 })
    const link = await waitForMailLink(phone.page.request, stylistAccount.email, '/invitations/')
    await phone.page.goto(link)
    await phone.page.getByRole('link', { name: 'Založit účet' }).click()
    await phone.page.waitForURL('**/register?**')
    await phone.page.getByLabel('Jméno').fill(stylistAccount.firstName)
    await phone.page.getByLabel('Příjmení').fill(stylistAccount.surname)
    await phone.page.getByLabel('Telefon').fill(stylistAccount.phone)
    await phone.page.getByLabel(/^Heslo/).fill(stylistAccount.password)
    await phone.page.getByLabel('Potvrzení hesla').fill(stylistAccount.password)
    await phone.page.getByRole('button', { name: 'Vytvořit účet' }).click()
    // The mail's link carries its language (?lang=cs); the way back keeps the invitation's path.
    await phone.page.waitForURL((url) => url.pathname === new URL(link, 'http://mail').pathname)
    await phone.page.getByRole('button', { name: 'Přijmout' }).click()
    await phone.page.waitForURL((url) => url.pathname === '/dashboard')

    // Her menu: her day and her customers; no payments, settings or exports.
    await phone.page.getByRole('button', { name: 'Otevřít menu' }).click()
    const nav = phone.page.getByRole('navigation', { name: 'Hlavní navigace' })
    await nav.getByRole('link', { name: 'Rezervace' }).waitFor()
    const items = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim())
    expect(items).toEqual(['Přehled', 'Rezervace', 'Zákazníci', 'Firmy'])
    await phone.screenshot('worker-menu-360')

    // Her calendar opens on a day (her column only) and shows her reservation, never Karel's.
    await nav.getByRole('link', { name: 'Rezervace' }).click()
    await expectHeading(phone.page, 'Kalendář rezervací')
    await phone.page.goto(`/dashboard/reservations?date=${date}`)
    await phone.page
      .locator('.rbc-event', { hasText: `Moje${letters}` })
      .first()
      .waitFor({ timeout: 15_000 })
    expect(new URL(phone.page.url()).searchParams.get('view') ?? 'day').toBe('day')
    expect(await phone.page.locator('.rbc-event', { hasText: `Cizi${letters}` }).count()).toBe(0)
    expect(await phone.page.getByText(karel.name).count()).toBe(0)
    expect(await horizontalOverflow(phone.page)).toBe(0)
    await phone.screenshot('worker-day-360')

    // The reservation list has no export; a screen her role cannot use sends her to the overview.
    await phone.page.goto(`/dashboard/reservations/list?from=${date}&to=${date}`)
    await phone.page.getByText(`Moje${letters}`).locator('visible=true').first().waitFor({ timeout: 15_000 })
    expect(await phone.page.getByText(`Cizi${letters}`).count()).toBe(0)
    expect(await phone.page.getByRole('link', { name: /CSV/ }).count()).toBe(0)
    // Instead of an empty worker filter, whose reservations these are.
    await phone.page.getByText('Vidíte jen své rezervace.').waitFor()
    expect(await phone.page.getByRole('combobox', { name: 'Pracovník' }).count()).toBe(0)
    expect(await horizontalOverflow(phone.page)).toBe(0)
    await phone.screenshot('worker-list-360')

    // Her own calendar address, on her profile: made when she asks for it.
    await phone.page.goto('/dashboard/settings')
    await phone.page.getByRole('button', { name: 'Vytvořit adresu' }).click()
    const feedUrl = await phone.page.getByLabel('Adresa kalendáře (ICS)').inputValue()
    expect(feedUrl).toMatch(/\/api\/v1\/calendar-feeds\/[\w-]{43}\.ics$/)
    expect((await phone.page.request.get(feedUrl)).status()).toBe(200)
    expect(await horizontalOverflow(phone.page)).toBe(0)
    await phone.screenshot('worker-feed-360')
    await phone.page.goto('/dashboard/payments')
    await phone.page.waitForURL((url) => url.pathname === '/dashboard')
    await expectHeading(phone.page, 'Přehled')

    // The same account on a wide screen still sees only her column.
    await phone.page.setViewportSize({ width: 1366, height: 900 })
    await phone.page.goto(`/dashboard/reservations?date=${date}`)
    await phone.page
      .locator('.rbc-event', { hasText: `Moje${letters}` })
      .first()
      .waitFor({ timeout: 15_000 })
    expect(await phone.page.locator('.rbc-event', { hasText: `Cizi${letters}` }).count()).toBe(0)
    await phone.screenshot('worker-day-1366')
    await phone.page.goto(`/dashboard/reservations/list?from=${date}&to=${date}`)
    await phone.page.getByText('Vidíte jen své rezervace.').waitFor({ timeout: 15_000 })
    await phone.screenshot('worker-list-1366')
    await phone.page.goto('/dashboard/settings')
    await phone.page.getByLabel('Adresa kalendáře (ICS)').waitFor({ timeout: 15_000 })
    await phone.screenshot('worker-feed-1366')
  })
})
