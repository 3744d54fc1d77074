import {
  DEMO_CATEGORY_GROUP_SLUG,
  DEMO_CATEGORY_SLUG,
  DEMO_OWNER_EMAIL,
  DEMO_OWNER_PASSWORD,
} from '@rezervo/shared/constants'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectHeading, signInThroughForm } from './support/accounts'
import { useBrowser } from './support/browser'

/** A text that is an i18next key rather than a sentence ("views.day", "calendar:move.undo"). */
const RAW_KEY = /\b[a-z][a-zA-Z]*[.:][a-z][a-zA-Z]*(?:\.[a-z][a-zA-Z]*)*\b/

/**
 * Records what the page shows at every DOM change from now on: the main heading and the texts `selectors`
 * pick (each joined), so a test can check that no frame mixed the two languages or showed a key.
 */
async function recordFrames(page: Page, selectors: string[]) {
  await page.evaluate((watched) => {
    const frames: string[][] = []
    const take = () =>
      frames.push([
        document.querySelector('h1')?.textContent?.trim() ?? '',
        ...watched.map((selector) =>
          Array.from(document.querySelectorAll(selector), (node) => node.textContent?.trim()).join(' | '),
        ),
      ])
    take()
    new MutationObserver(take).observe(document.body, { subtree: true, childList: true, characterData: true })
    ;(window as unknown as { __frames: string[][] }).__frames = frames
  }, selectors)
  return () => page.evaluate(() => (window as unknown as { __frames: string[][] }).__frames)
}

describe('language switch', () => {
  const browser = useBrowser()

  it('switches the account screens to English, keeps the choice across visits and back to Czech', async () => {
    const { page, screenshot } = await browser.newPage()
    await page.goto('/login')
    await expectHeading(page, 'Přihlášení')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('cs')

    await page.getByLabel('Jazyk').selectOption('en')
    await expectHeading(page, 'Sign in')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    // Kept in the device's cookie, which the server's pages read too; local storage holds no language.
    expect(await page.evaluate(() => document.cookie)).toContain('rezervo_locale=en')
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBeNull()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText('This field is required.').first().waitFor()
    await screenshot('login-english-validation')

    await page.goto('/register')
    await expectHeading(page, 'Sign up')
    await page.reload()
    await expectHeading(page, 'Sign up')

    await page.getByLabel('Language').selectOption('cs')
    await expectHeading(page, 'Registrace')
  })

  it('is on the public pages too', async () => {
    const { page } = await browser.newPage()
    await page.goto('/category')
    await expectHeading(page, 'Kategorie')
    await page.getByLabel('Jazyk').selectOption('en')
    await expectHeading(page, 'Category')
  })

  it('switches the calendar at once: heading, day names of the grid, filters and toolbar in one frame', async () => {
    for (const [width, height] of [
      [1366, 900],
      [360, 780],
    ] as const) {
      const { page, screenshot, consoleErrors } = await browser.newPage({ width, height })
      await page.goto('/dashboard/reservations?view=week&date=2026-12-02')
      await page.waitForURL('**/login?redirect=*')
      await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
      await expectHeading(page, 'Kalendář rezervací')
      await page.locator('.rbc-time-view .rbc-header').first().waitFor()
      // The branch's workers are in (the filters list them), so the screenshots show the loaded calendar.
      await page.getByRole('checkbox', { name: 'Tomáš Novák' }).waitFor()
      expect(await page.locator('.rbc-time-view .rbc-header').first().textContent()).toMatch(/^po 30\. 11\./)
      await screenshot(`calendar-cs-${width}`)

      const frames = await recordFrames(page, ['.rbc-time-view .rbc-header', 'main label', 'main button'])
      // On a phone the language switch is in the menu.
      if (width < 1024) await page.getByRole('button', { name: 'Otevřít menu' }).click()
      await page.getByLabel('Jazyk').filter({ visible: true }).selectOption('en')
      await expectHeading(page, 'Reservation calendar')
      if (width < 1024) await page.getByRole('button', { name: 'Close menu' }).click()
      // Monday stays the first day, in English.
      expect(await page.locator('.rbc-time-view .rbc-header').first().textContent()).toMatch(/^Mon 30\/11/)
      await page.getByRole('button', { name: 'New reservation' }).first().waitFor()
      await screenshot(`calendar-en-${width}`)

      const seen = await frames()
      const english = seen.filter(([heading]) => heading === 'Reservation calendar')
      expect(english.length).toBeGreaterThan(0)
      for (const [heading = '', days = '', labels = '', buttons = ''] of seen) {
        // The grid stays on screen throughout (no spinner in its place while a language loads).
        expect(days).not.toBe('')
        // Every frame is wholly Czech or wholly English: never the English heading over Czech day names.
        if (heading === 'Reservation calendar') expect(days).not.toMatch(/\b(po|út|st|čt|pá|so|ne) \d/)
        if (heading === 'Kalendář rezervací') expect(days).not.toMatch(/\b(Mo|Tu|We|Th|Fr|Sa|Su) \d/)
        expect(`${heading} ${labels} ${buttons}`).not.toMatch(RAW_KEY)
      }
      expect(consoleErrors).toEqual([])
      await page.context().close()
    }
  })

  it('opens the calendar in English from the first frame: its texts and the frame’s load beside the code', async () => {
    const { page, screenshot, consoleErrors } = await browser.newPage({ width: 1366, height: 900 })
    await page.goto('/dashboard/reservations?view=week&date=2026-12-02')
    await page.waitForURL('**/login?redirect=*')
    await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    await expectHeading(page, 'Kalendář rezervací')
    // Every frame of the next document, from its first DOM change (the English texts are on demand now).
    await page.addInitScript(() => {
      const frames: string[] = []
      ;(window as unknown as { __frames: string[] }).__frames = frames
      document.addEventListener('DOMContentLoaded', () => {
        const take = () => frames.push(document.body.innerText)
        take()
        new MutationObserver(take).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        })
      })
    })
    await page.goto('/dashboard/reservations?view=week&date=2026-12-02&lang=en')
    await expectHeading(page, 'Reservation calendar')
    await page.getByRole('checkbox', { name: 'Tomáš Novák' }).waitFor()
    await page.getByRole('button', { name: 'New reservation' }).first().waitFor()
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor()
    await page.getByLabel('Current company').waitFor()
    expect(await page.locator('.rbc-time-view .rbc-header').first().textContent()).toMatch(/^Mon 30\/11/)
    await screenshot('calendar-en-first-visit-1366')
    const seen = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames)
    expect(seen.length).toBeGreaterThan(0)
    for (const text of seen) {
      // No Czech word of the calendar, the frame or the switcher in any frame; no raw key. Whole words
      // only: a customer another e2e file books, "Eliška Přehledová", is a name, not the frame's "Přehled".
      expect(text).not.toMatch(
        /(?<!\p{L})(?:Kalendář rezervací|Nová rezervace|Aktuální firma|Odhlásit|Přehled|Pracovníci|Zobrazit víkend)(?!\p{L})/u,
      )
      // (The demo companies' legal form, "s.r.o.", is not a key.)
      expect(text.replaceAll('s.r.o.', '')).not.toMatch(RAW_KEY)
    }
    expect(consoleErrors).toEqual([])
    await page.context().close()
  })

  it('switches the branch page the app shows at once, with its own texts', async () => {
    const { page, consoleErrors } = await browser.newPage()
    // From the directory's list the branch page is the app's (a direct visit gets the server's page).
    await page.goto(
      `/subcategory?${new URLSearchParams({ group: DEMO_CATEGORY_GROUP_SLUG, category: DEMO_CATEGORY_SLUG })}`,
    )
    await page
      .getByRole('link', { name: /Barber na Rohu/ })
      .first()
      .click()
    await page.getByRole('heading', { name: 'Otevírací doba' }).waitFor()
    // The app's frame with its language select, not the server-rendered page's language links.
    expect(await page.getByRole('combobox', { name: 'Jazyk' }).count()).toBe(1)
    const frames = await recordFrames(page, ['main h2'])
    await page.getByLabel('Jazyk').selectOption('en')
    await page.getByRole('heading', { name: 'Opening hours' }).waitFor()
    await page.getByRole('heading', { name: 'Services' }).waitFor()
    const seen = await frames()
    for (const [heading = '', sections = ''] of seen) {
      expect(`${heading} ${sections}`).not.toMatch(RAW_KEY)
      // No frame with some sections in English and others still in Czech.
      if (sections.includes('Opening hours')) expect(sections).not.toMatch(/Služby|Otevírací doba|Náš tým/)
    }
    expect(consoleErrors).toEqual([])
  })
})
