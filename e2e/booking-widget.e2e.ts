import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { DEMO_BRANCH_SLUG, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '@rezervo/shared/constants'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { horizontalOverflow } from './support/accessibility'
import { signInThroughForm } from './support/accounts'
import { api } from './support/api'
import { BOOKING_HEADINGS, bookingDays, bookingTimes } from './support/booking'
import { useBrowser } from './support/browser'

/**
 * A business's own site: a static page with the widget's one tag on `localhost` while the app runs on
 * 127.0.0.1, so another *site*: the frame gets none of the app's SameSite=Lax cookies, as on a real domain.
 */
function businessSite(appUrl: string): Promise<{ server: Server; url: string }> {
  const html = `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Barber na Rohu – náš web</title></head>
<body style="font-family:sans-serif;margin:16px">
<h1>Barber na Rohu</h1>
<p>Objednejte se online:</p>
<script src="${appUrl}/embed.js" data-branch="${DEMO_BRANCH_SLUG}" async></script>
<p><a href="#kontakt">Kontakt</a></p>
</body></html>`
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
  })
  return new Promise((done) =>
    server.listen(0, () =>
      done({ server, url: `http://localhost:${(server.address() as AddressInfo).port}/` }),
    ),
  )
}

describe('booking widget (issue 20): a business’s own site books through one script tag', () => {
  const browser = useBrowser()
  let site: { server: Server; url: string }
  beforeAll(async () => {
    site = await businessSite(browser.baseUrl)
  })
  afterAll(() => new Promise<void>((done) => site.server.close(() => done())))

  it('embed.js is small, cached for an hour and compressed', async () => {
    const response = await fetch(`${browser.baseUrl}/embed.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    const source = await response.text()
    const gzipped = gzipSync(source).length
    console.log(`embed.js: ${source.length} B, ${gzipped} B gzipped`)
    expect(gzipped).toBeLessThan(3 * 1024)
    expect(source).not.toMatch(/react/i)
    const compressed = await fetch(`${browser.baseUrl}/embed.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(compressed.headers.get('content-encoding')).toMatch(/^(br|gzip)$/)
  })

  it('only the embed route may be framed', async () => {
    const embed = await fetch(`${browser.baseUrl}/embed/${DEMO_BRANCH_SLUG}`, {
      headers: { accept: 'text/html' },
    })
    expect(embed.status).toBe(200)
    expect(embed.headers.get('x-frame-options')).toBeNull()
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *')
    for (const path of ['/dashboard', '/', '/login', `/api/v1/branches/slug/${DEMO_BRANCH_SLUG}`]) {
      const other = await fetch(`${browser.baseUrl}${path}`, {
        headers: { accept: 'text/html' },
        redirect: 'manual',
      })
      expect(other.headers.get('x-frame-options'), path).toBe('DENY')
      expect(other.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'")
    }
  })

  it('opens the booking over the site, books a time in the frame, and the owner sees the reservation; 1366 and 360 px', async () => {
    const { page, screenshot, consoleErrors } = await browser.newPage({ width: 1366, height: 900 })
    await page.goto(site.url)
    const open = page.getByRole('button', { name: 'Rezervovat' })
    await open.click()
    const dialog = page.getByRole('dialog', { name: 'Rezervace' })
    await dialog.waitFor()
    const frame = page.frameLocator('iframe[title="Rezervace"]')
    await frame.getByRole('heading', { name: BOOKING_HEADINGS.services }).waitFor({ timeout: 20_000 })
    // The frame grows to its content (postMessage from the page inside, checked by origin).
    await expect
      .poll(async () => (await page.locator('iframe[title="Rezervace"]').boundingBox())?.height ?? 0)
      .not.toBe(600)
    await screenshot('widget-1-open-1366')

    // Escape closes it and gives the focus back to the button; it opens again.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await open.evaluate((button) => button === document.activeElement)).toBe(true)
    await open.click()
    await frame.getByRole('heading', { name: BOOKING_HEADINGS.services }).waitFor({ timeout: 20_000 })

    await frame.getByLabel(/Pánský střih/).check()
    await frame.getByRole('button', { name: /Tomáš Novák/ }).click()
    await frame.getByRole('button', { name: /Tomáš Novák/, pressed: true }).waitFor()
    await frame.getByRole('button', { name: 'Pokračovat' }).click()
    await frame.getByRole('heading', { name: BOOKING_HEADINGS.when }).waitFor()
    const inFrame = frame.locator('body')
    // The third bookable day: far enough ahead to stay bookable whatever the time of day the test runs.
    const day = bookingDays(inFrame).nth(2)
    const dayName = (await day.getAttribute('aria-label')) ?? ''
    await day.click()
    await frame.getByRole('button', { name: dayName, pressed: true }).waitFor()
    await bookingTimes(inFrame).first().waitFor()
    const time = ((await bookingTimes(inFrame).first().textContent()) ?? '').trim()
    await bookingTimes(inFrame).first().click()
    await frame.getByRole('heading', { name: BOOKING_HEADINGS.contact }).waitFor()
    const surname = `Widgetová ${String(Date.now()).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`
    await frame.getByLabel('Jméno').fill('Eva')
    await frame.getByLabel('Příjmení').fill(surname)
    await frame.getByLabel('E-mail').fill(`widget-${Date.now()}@example.cz`)
    await frame.getByLabel('Telefon').fill(`+420 778 ${String(Date.now()).slice(-6)}`)
    await frame.getByLabel(/Souhlasím/).check()
    await frame.getByRole('button', { name: 'Potvrdit rezervaci' }).click()
    await frame.getByRole('heading', { name: 'Rezervace potvrzena' }).waitFor({ timeout: 20_000 })
    await frame
      .getByText(new RegExp(`${time}–`))
      .first()
      .waitFor()
    await screenshot('widget-2-confirmed-1366')
    const framed = page.frames().find((candidate) => candidate.url().includes('/potvrzeni-rezervace'))
    const reservationId = new URL(framed!.url()).searchParams.get('reservation')
    expect(new URL(framed!.url()).pathname).toBe(`/embed/${DEMO_BRANCH_SLUG}/potvrzeni-rezervace`)
    // The site's page stayed where it was.
    expect(page.url()).toBe(site.url)

    // On a phone the overlay fills the screen and closes with its button.
    await page.setViewportSize({ width: 360, height: 740 })
    await page.getByRole('button', { name: 'Zavřít' }).click()
    await dialog.waitFor({ state: 'detached' })
    await open.click()
    await frame.getByRole('heading', { name: BOOKING_HEADINGS.services }).waitFor({ timeout: 20_000 })
    const box = await page.locator('iframe[title="Rezervace"]').boundingBox()
    expect(box?.width).toBe(360)
    expect(await horizontalOverflow(page)).toBe(0)
    await screenshot('widget-3-phone-360')
    await page.getByRole('button', { name: 'Zavřít' }).click()
    expect(consoleErrors.filter((error) => !/favicon/.test(error))).toEqual([])

    // The owner finds it among the branch's reservations.
    const owner = await browser.newPage({ width: 1366, height: 900 })
    await owner.page.goto('/login')
    await signInThroughForm(owner.page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    await owner.page.waitForURL('**/dashboard**')
    const [company] = await api<{ id: number }[]>(owner.page, 'GET', '/api/v1/companies')
    const found = await api<{ customer: { first_name: string; surname: string }; source: string }>(
      owner.page,
      'GET',
      `/api/v1/companies/${company!.id}/reservations/${reservationId}`,
    )
    expect(found).toMatchObject({ customer: { first_name: 'Eva', surname }, source: 'online' })

    // The branch's settings give the owner both snippets to copy.
    await owner.page.goto('/dashboard/branches')
    await owner.page
      .getByRole('link', { name: /Barber na Rohu/ })
      .first()
      .click()
    await owner.page.getByRole('heading', { name: 'Rezervace na vašem webu' }).waitFor()
    const script = await owner.page.getByLabel('Kód s tlačítkem').inputValue()
    expect(script).toBe(
      `<script src="${browser.baseUrl}/embed.js" data-branch="${DEMO_BRANCH_SLUG}" async></script>`,
    )
    expect(await owner.page.getByLabel('Adresa pro vložení (iframe)').inputValue()).toBe(
      `${browser.baseUrl}/embed/${DEMO_BRANCH_SLUG}`,
    )
    await owner.page.getByRole('button', { name: 'Kopírovat kód s tlačítkem' }).waitFor()
    await owner.page.setViewportSize({ width: 360, height: 800 })
    await owner.page.getByRole('heading', { name: 'Rezervace na vašem webu' }).scrollIntoViewIfNeeded()
    expect(await horizontalOverflow(owner.page)).toBe(0)
    await owner.screenshot('widget-4-branch-settings-360')
  })
})
