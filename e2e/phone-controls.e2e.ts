import {
  DEMO_BRANCH_SLUG,
  DEMO_CATEGORY_GROUP_SLUG,
  DEMO_CATEGORY_SLUG,
  DEMO_OWNER_EMAIL,
  DEMO_OWNER_PASSWORD,
} from '@rezervo/shared/constants'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectHeading, signInThroughForm } from './support/accounts'
import { BOOKING_HEADINGS, bookingTimes } from './support/booking'
import { useBrowser } from './support/browser'

/**
 * Issue 18: at 360 px nothing is cut or covered. The language switch shows its whole text in both languages,
 * and on every booking step "Pokračovat" (and at the end "Potvrdit rezervaci") is the element a thumb
 * reaches at its centre, not the summary bar over it. Timing-free: each check waits for what the user sees.
 */

const branchPath = `/${DEMO_CATEGORY_GROUP_SLUG}/${DEMO_CATEGORY_SLUG}/${DEMO_BRANCH_SLUG}`
const PHONE = { width: 360, height: 740 }

/** The switch's select shows its whole chosen text: within the viewport and not clipped by its own width. */
async function expectWholeSwitch(page: Page, label: string, text: string) {
  const select = page.getByLabel(label, { exact: true }).filter({ visible: true }).first()
  await select.waitFor()
  expect(await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text)).toBe(text)
  const box = await select.boundingBox()
  const viewport = page.viewportSize()!
  expect(box).not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width)
  // The chosen text fits inside the select's content box (between the globe and the chevron).
  const fits = await select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element)
    const canvas = document.createElement('canvas').getContext('2d')!
    canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const textWidth = canvas.measureText(element.selectedOptions[0]?.text ?? '').width
    const room =
      element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
    return textWidth <= room + 0.5
  })
  expect(fits).toBe(true)
}

/** The element at the control's centre, once scrolled into view, is the control (or inside it). */
async function expectNotCovered(control: Locator) {
  await control.scrollIntoViewIfNeeded()
  const onTop = await control.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit !== null && (hit === element || element.contains(hit))
  })
  expect(onTop).toBe(true)
}

const step = (page: Page) => page.locator('section[aria-labelledby="step-heading"]')

describe('nothing cut or covered at 360 px (issue 18)', () => {
  const browser = useBrowser()

  it('the language switch shows "Čeština" and "English" whole, on the public pages, the sign-in and the back office menu', async () => {
    const { page, screenshot } = await browser.newPage(PHONE)
    await page.goto(`${branchPath}/rezervace`)
    await step(page).getByRole('heading', { level: 2 }).waitFor()
    await expectWholeSwitch(page, 'Jazyk', 'Čeština')
    await screenshot('phone-switch-booking-cs-360')
    await page.goto('/category')
    await expectHeading(page, 'Kategorie')
    await expectWholeSwitch(page, 'Jazyk', 'Čeština')
    await page.getByLabel('Jazyk').selectOption('en')
    await expectHeading(page, 'Category')
    await expectWholeSwitch(page, 'Language', 'English')
    await page.goto('/login')
    await expectHeading(page, 'Sign in')
    await expectWholeSwitch(page, 'Language', 'English')
    await page.getByLabel('Language').selectOption('cs')
    await expectHeading(page, 'Přihlášení')
    await expectWholeSwitch(page, 'Jazyk', 'Čeština')
    await screenshot('phone-switch-login-cs-360')

    // The back office: the switch lives in the phone's menu.
    await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    await expectHeading(page, 'Přehled')
    await page.getByRole('button', { name: 'Otevřít menu' }).click()
    await expectWholeSwitch(page, 'Jazyk', 'Čeština')
    await screenshot('phone-switch-dashboard-menu-360')
  })

  it('"Pokračovat" is never under the summary bar on any booking step, nor "Potvrdit rezervaci"', async () => {
    const { page, screenshot } = await browser.newPage(PHONE)
    await page.goto(`${branchPath}/rezervace`)
    const heading = step(page).getByRole('heading', { level: 2 })
    await heading.waitFor()
    const seen: string[] = []
    // Walk the steps as a customer does, whatever their number: tick a service where there are services,
    // go on with "Pokračovat" where it is enabled, else take the first choice the step offers.
    for (let turn = 0; turn < 10; turn += 1) {
      const title = (await heading.textContent()) ?? ''
      if (/Vaše údaje/.test(title)) break
      seen.push(title)
      const checkbox = step(page).getByRole('checkbox').first()
      if (
        (await checkbox.count()) > 0 &&
        (await step(page).getByRole('checkbox', { checked: true }).count()) === 0
      ) {
        await checkbox.check()
      }
      const next = step(page).getByRole('button', { name: 'Pokračovat' })
      if ((await next.count()) > 0) {
        await expectNotCovered(next)
        await screenshot(`phone-booking-step-${turn + 1}-360`)
        if (await next.isEnabled()) {
          await next.click()
          await heading.filter({ hasNotText: title }).waitFor()
          continue
        }
      }
      // The day-and-time screen (decision 044) opens on the nearest free day: its times are the choice, not the days.
      const choice =
        title === BOOKING_HEADINGS.when
          ? bookingTimes(page).first()
          : step(page).locator('li button:enabled').first()
      await choice.waitFor()
      await expectNotCovered(choice)
      await screenshot(`phone-booking-step-${turn + 1}-360`)
      await choice.click()
      await heading.filter({ hasNotText: title }).waitFor()
    }
    expect(seen.length).toBeGreaterThanOrEqual(2)
    await heading.filter({ hasText: 'Vaše údaje' }).waitFor()
    await expectNotCovered(page.getByRole('button', { name: 'Potvrdit rezervaci' }))
    await screenshot('phone-booking-contact-360')
  })
})
