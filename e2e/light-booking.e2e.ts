import { DEMO_BRANCH_SLUG, DEMO_CATEGORY_GROUP_SLUG, DEMO_CATEGORY_SLUG } from '@rezervo/shared/constants'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { horizontalOverflow } from './support/accessibility'
import { expectHeading } from './support/accounts'
import { BOOKING_HEADINGS, bookingTimes } from './support/booking'
import { useBrowser } from './support/browser'

const branchPath = `/${DEMO_CATEGORY_GROUP_SLUG}/${DEMO_CATEGORY_SLUG}/${DEMO_BRANCH_SLUG}`
const bookingPath = `${branchPath}/rezervace`

/** React Router marks the window when its browser code loads (`__reactRouterVersion`). */
const routerLoaded = (page: Page) =>
  page.evaluate(() => '__reactRouterVersion' in (window as unknown as Record<string, unknown>))

const stepHeading = (page: Page) => page.locator('#step-heading').textContent()

async function chooseService(page: Page) {
  await page.getByLabel(/Pánský střih/).click()
  await page.getByRole('button', { name: 'Pokračovat' }).click()
  await page.getByRole('heading', { name: BOOKING_HEADINGS.when }).waitFor()
}

/**
 * The booking flow is the light booking entry's page (issue 16, decision 052): no React Router in its first
 * load, the steps still in the address, Back and reload as before, and the SPA's links to it load its document.
 */
describe('the light booking page', () => {
  const browser = useBrowser()

  it('loads without React Router, walks the steps back with Back, and a reload keeps the step', async () => {
    const { page, consoleErrors } = await browser.newPage({ width: 390, height: 844 })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(bookingPath)
    await page.getByRole('heading', { name: BOOKING_HEADINGS.services }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(await routerLoaded(page)).toBe(false)
    expect(scripts.filter((path) => /\/framework-[^/]+\.js$/.test(path))).toEqual([])

    await chooseService(page)
    expect(new URL(page.url()).searchParams.get('step')).toBe('when')
    await bookingTimes(page).first().click()
    await page.getByRole('heading', { name: BOOKING_HEADINGS.contact }).waitFor()

    await page.goBack()
    await page.getByRole('heading', { name: BOOKING_HEADINGS.when }).waitFor()
    await page.goBack()
    await page.getByRole('heading', { name: BOOKING_HEADINGS.services }).waitFor()
    // The service chosen is still chosen: the first step's address kept it.
    expect(await page.getByLabel(/Pánský střih/).isChecked()).toBe(true)
    await page.goForward()
    await page.getByRole('heading', { name: BOOKING_HEADINGS.when }).waitFor()

    await page.reload()
    await page.getByRole('heading', { name: BOOKING_HEADINGS.when }).waitFor()
    expect(await stepHeading(page)).toBe(BOOKING_HEADINGS.when)
    await bookingTimes(page).first().waitFor()
    // After the reload the flow's own Back button still walks the history back a step.
    await page.getByRole('button', { name: /Zpět$/ }).click()
    await page.getByRole('heading', { name: BOOKING_HEADINGS.services }).waitFor()
    expect(await routerLoaded(page)).toBe(false)
    expect(consoleErrors).toEqual([])
  })

  it("opened at a later step with nothing before it, the flow's Back goes to the previous step", async () => {
    const { page } = await browser.newPage()
    await page.goto(bookingPath)
    await chooseService(page)
    const whenAddress = page.url()
    const fresh = await browser.newPage()
    await fresh.page.goto(whenAddress)
    await fresh.page.getByRole('heading', { name: BOOKING_HEADINGS.when }).waitFor()
    await fresh.page.getByRole('button', { name: /Zpět$/ }).click()
    await fresh.page.getByRole('heading', { name: BOOKING_HEADINGS.services }).waitFor()
  })

  it("the branch page's button and the header's links are document loads between the SPA and the light page", async () => {
    const { page, consoleErrors } = await browser.newPage({ width: 1366, height: 900 })
    // Home with the not-found flag is the SPA's; its notice's link goes on to the featured branch, in the SPA.
    await page.goto('/?nenalezeno=1')
    await page.getByRole('link', { name: 'Pokračovat na doporučenou provozovnu' }).click()
    await page.waitForURL(`**${branchPath}`)
    await expectHeading(page, 'Barber na Rohu')
    expect(await routerLoaded(page)).toBe(true)
    await page.getByRole('link', { name: 'Rezervovat' }).first().click()
    await page.getByRole('heading', { name: BOOKING_HEADINGS.services }).waitFor()
    expect(await routerLoaded(page)).toBe(false)
    await page.getByRole('link', { name: 'Pro podniky' }).click()
    await page.waitForURL('**/login')
    await page.goBack()
    await page.getByRole('heading', { name: BOOKING_HEADINGS.services }).waitFor()
    await page.getByRole('link', { name: /Zpět na provozovnu/ }).click()
    await expectHeading(page, 'Barber na Rohu')
    expect(new URL(page.url()).pathname).toBe(branchPath)
    expect(consoleErrors).toEqual([])
  })

  it("an unknown branch's flow shows the 404 route's answer: Home with the not-found notice", async () => {
    const { page } = await browser.newPage()
    await page.goto(`/${DEMO_CATEGORY_GROUP_SLUG}/${DEMO_CATEGORY_SLUG}/zadna-takova/rezervace`)
    await page
      .getByRole('heading', {
        name: `Stránku /${DEMO_CATEGORY_GROUP_SLUG}/${DEMO_CATEGORY_SLUG}/zadna-takova/rezervace jsme nenašli`,
      })
      .waitFor({ timeout: 15_000 })
  })

  it("an unknown branch in the widget says so inside the frame's page", async () => {
    const { page } = await browser.newPage()
    await page.goto('/embed/zadna-takova')
    await page.getByRole('heading', { name: 'Stránka nebyla nalezena.' }).waitFor({ timeout: 15_000 })
    expect(new URL(page.url()).pathname).toBe('/embed/zadna-takova')
  })

  it('books and confirms in the widget, in English, at 360 px, without React Router', async () => {
    const { page, consoleErrors, screenshot } = await browser.newPage({ width: 360, height: 740 })
    await page.goto(`/embed/${DEMO_BRANCH_SLUG}?lang=en`)
    await page.getByRole('heading', { name: 'Choose services' }).waitFor()
    // The widget has no header and no way back to a branch page it is not on.
    expect(await page.getByRole('banner').count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Back to the branch' }).count()).toBe(0)
    await page.getByLabel(/Pánský střih/).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await bookingTimes(page).first().click()
    await page.getByLabel('First name').waitFor()
    const suffix = String(Date.now()).slice(-6)
    await page.getByLabel('First name').fill('Jana')
    await page.getByLabel('Surname').fill('Widgetová')
    await page.getByLabel('Email').fill(`jana.${suffix}@example.cz`)
    await page.getByLabel('Phone').fill(`+420 607 ${suffix}`)
    await page.getByLabel(/I agree/).click()
    await screenshot('light-booking-embed-contact-360')
    await page.getByRole('button', { name: 'Confirm booking' }).click()
    await page.waitForURL(`**/embed/${DEMO_BRANCH_SLUG}/potvrzeni-rezervace?reservation=*`)
    await expectHeading(page, 'Booking confirmed')
    expect(await horizontalOverflow(page)).toBe(0)
    await screenshot('light-booking-embed-confirmed-360')
    // The confirmation took the form's place: Back leaves the page rather than returning to a sent form.
    expect(await routerLoaded(page)).toBe(false)
    expect(consoleErrors).toEqual([])
  })
})
