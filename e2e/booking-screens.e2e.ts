import { DEMO_BRANCH_SLUG, DEMO_CATEGORY_GROUP_SLUG, DEMO_CATEGORY_SLUG } from '@rezervo/shared/constants'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { horizontalOverflow, seriousAxeViolations } from './support/accessibility'
import { expectHeading } from './support/accounts'
import { BOOKING_HEADINGS, bookingTimes } from './support/booking'
import { useBrowser } from './support/browser'

const branchPath = `/${DEMO_CATEGORY_GROUP_SLUG}/${DEMO_CATEGORY_SLUG}/${DEMO_BRANCH_SLUG}`

/** What the customer sees as one screen: the page's path, and the booking step's heading where there is one. */
const screenOf = (page: Page) =>
  page.evaluate(() => {
    const heading = document.querySelector('#step-heading') ?? document.querySelector('h1')
    return `${location.pathname.split('/').at(-1)} · ${heading?.textContent?.trim()}`
  })

/**
 * Issue 18: booking on a phone took 12 actions over 6 screens. Decision 044 makes it services and worker on one
 * screen, day and time on one, the contact details with the summary, and the confirmation. This walks the
 * shortest path a customer takes at 360 px, counting every click and every typed field, and every screen it
 * passes (each checked with axe, for sideways scrolling, and photographed).
 */
describe('booking on a phone in few screens (issue 18)', () => {
  const browser = useBrowser()

  it('takes at most 5 screens from the branch page to the confirmation, and fewer actions than before', async () => {
    const { page, screenshot } = await browser.newPage({ width: 360, height: 740 })
    const screens: string[] = []
    let actions = 0
    const arrived = async () => {
      const screen = await screenOf(page)
      if (screens.at(-1) === screen) return
      screens.push(screen)
      await screenshot(`booking-screens-${screens.length}`)
      expect(await seriousAxeViolations(page), screen).toEqual([])
      expect(await horizontalOverflow(page), screen).toBe(0)
    }
    const click = async (target: Locator) => {
      actions += 1
      await target.click()
    }
    const fill = async (target: Locator, value: string) => {
      actions += 1
      await target.fill(value)
    }

    await page.goto(branchPath)
    await expectHeading(page, 'Barber na Rohu')
    await arrived()

    await click(page.getByRole('link', { name: 'Rezervovat' }).first())
    await page.getByRole('heading', { name: BOOKING_HEADINGS.services }).waitFor()
    await arrived()
    await click(page.getByLabel(/Pánský střih/))
    // Anyone serves unless the customer picks someone: no tap needed.
    await page.getByRole('button', { name: /Kdokoli/, pressed: true }).waitFor()
    await click(page.getByRole('button', { name: 'Pokračovat' }))

    await page.getByRole('heading', { name: BOOKING_HEADINGS.when }).waitFor()
    // The nearest day with a free time is open at once: its times are there without picking the day.
    await bookingTimes(page).first().waitFor()
    await arrived()
    await click(bookingTimes(page).first())

    await page.getByRole('heading', { name: BOOKING_HEADINGS.contact }).waitFor()
    await page.getByLabel('Jméno').waitFor()
    await arrived()
    const suffix = String(Date.now()).slice(-6)
    await fill(page.getByLabel('Jméno'), 'Lenka')
    await fill(page.getByLabel('Příjmení'), 'Rychlá')
    await fill(page.getByLabel('E-mail'), `lenka.${suffix}@example.cz`)
    await fill(page.getByLabel('Telefon'), `+420 606 ${suffix}`)
    await click(page.getByLabel(/Souhlasím/))
    await click(page.getByRole('button', { name: 'Potvrdit rezervaci' }))

    await page.waitForURL('**/potvrzeni-rezervace?reservation=*')
    await expectHeading(page, 'Rezervace potvrzena')
    await arrived()

    console.info(
      `booking on a 360 px phone: ${screens.length} screens (${screens.length - 1} after the branch page), ${actions} actions (clicks and typed fields)\n  ${screens.join('\n  ')}`,
    )
    expect(screens).toHaveLength(5)
    expect(screens.length).toBeLessThanOrEqual(5)
    // The old flow took 12: a tap for the worker and one for the day are gone.
    expect(actions).toBeLessThanOrEqual(10)
  })
})
