import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '@rezervo/shared/constants'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { readManifest, staticClosure } from '../bench/route-weight'
import { expectHeading, signInThroughForm } from './support/accounts'
import { useBrowser } from './support/browser'

/**
 * The login as a light page of its own (decision 050): React, React DOM and i18next, no React Router and no
 * TanStack Query; every move between it and the SPA is a document load.
 */

/** The build's chunk of React Router and TanStack Query, and the files the login's HTML entry loads. */
function buildFiles() {
  const manifest = readManifest()
  if (!manifest) throw new Error('no web build: run npm run build')
  const framework = Object.values(manifest).find((chunk) => chunk.name === 'framework')?.file
  if (!framework) throw new Error("the build has no 'framework' chunk")
  const login = staticClosure(manifest, ['login.html'])
  return { framework: `/${framework}`, login: new Set([...login].map((file) => `/${file}`)) }
}

/** The paths of the scripts the page has loaded so far. */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  )

/** Whether the document is the light login page (its entry script), not the SPA. */
const isLightLogin = (page: Page) =>
  page.evaluate(() => Boolean(document.querySelector('script[type="module"][src*="/assets/login-"]')))

describe('the light login page', () => {
  const browser = useBrowser()

  it('loads no React Router or TanStack Query: only the light entry’s own scripts', async () => {
    const { page, consoleErrors } = await browser.newPage({ width: 390, height: 844 })
    const { framework, login } = buildFiles()
    await page.goto('/login')
    await expectHeading(page, 'Přihlášení')
    // The schema (zod) loads on the form's first focus: still not the SPA's framework.
    await page.getByLabel('E-mail').focus()
    await page.waitForLoadState('networkidle')
    const scripts = await loadedScripts(page)
    expect(scripts).not.toContain(framework)
    const firstLoad = scripts.filter((path) => login.has(path))
    expect(firstLoad.length).toBe(login.size)
    expect(consoleErrors).toEqual([])
  })

  it('signs in to the dashboard, and to the page of ?redirect=', async () => {
    const { page, consoleErrors } = await browser.newPage()
    await page.goto('/login')
    await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    await page.waitForURL('**/dashboard')
    await expectHeading(page, 'Přehled')
    // The login's entry in the history was replaced: back leaves the app rather than showing the form again.
    expect(await isLightLogin(page)).toBe(false)

    const other = await browser.newPage()
    await other.page.goto('/login?redirect=%2Fdashboard%2Fservices')
    await signInThroughForm(other.page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    await other.page.waitForURL('**/dashboard/services')
    await expectHeading(other.page, 'Služby')
    expect(consoleErrors).toEqual([])
    expect(other.consoleErrors).toEqual([])
  })

  it('sends a signed-in user on without showing the form; signing out lands on the light page', async () => {
    const { page, consoleErrors } = await browser.newPage()
    await page.goto('/login')
    await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    await page.waitForURL('**/dashboard')
    await expectHeading(page, 'Přehled')

    // Records whether the form's email field is ever in the document while /login is open.
    await page.addInitScript(() => {
      if (location.pathname !== '/login') return
      new MutationObserver(() => {
        if (document.querySelector('input[name="email"]')) sessionStorage.setItem('formShown', 'yes')
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('/login')
    await page.waitForURL('**/dashboard')
    await expectHeading(page, 'Přehled')
    expect(await page.evaluate(() => sessionStorage.getItem('formShown'))).toBeNull()

    await page.getByRole('banner').getByRole('button', { name: 'Odhlásit se' }).click()
    await page.waitForURL('**/login')
    await expectHeading(page, 'Přihlášení')
    await page.getByText('Byli jste odhlášeni.').waitFor()
    expect(await isLightLogin(page)).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBeNull()
    // Nothing of the dashboard left behind is remembered: the back link goes home.
    expect(await page.getByRole('link', { name: /Zpět/ }).getAttribute('href')).toBe('/')
    expect(consoleErrors).toEqual([])
  })

  it('a link to it inside the SPA opens the light page, whose back link returns to the SPA page', async () => {
    const { page, consoleErrors } = await browser.newPage()
    await page.goto('/category?strana=1')
    await expectHeading(page, 'Kategorie')
    expect(await isLightLogin(page)).toBe(false)
    await page.getByRole('banner').getByRole('link', { name: 'Pro podniky' }).click()
    await page.waitForURL('**/login')
    await expectHeading(page, 'Přihlášení')
    expect(await isLightLogin(page)).toBe(true)
    const back = page.getByRole('link', { name: /Zpět/ })
    expect(await back.getAttribute('href')).toBe('/category?strana=1')
    await back.click()
    await page.waitForURL('**/category?strana=1')
    await expectHeading(page, 'Kategorie')
    expect(consoleErrors).toEqual([])
  })

  it('speaks English when chosen, with the spec’s text for a wrong password, and links on in it', async () => {
    const { page, consoleErrors } = await browser.newPage()
    await page.goto('/login?lang=en')
    await expectHeading(page, 'Sign in')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    await page.getByLabel(/^Email/).fill(DEMO_OWNER_EMAIL)
    await page.getByLabel(/^Password/).fill('Wrong1234!')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText('These credentials do not match our records.').waitFor()
    expect(await page.getByLabel(/^Email/).getAttribute('aria-invalid')).toBe('true')
    // The choice holds on the SPA's pages the login links to.
    await page.getByRole('link', { name: 'Sign up' }).click()
    await expectHeading(page, 'Sign up')
    expect(consoleErrors.filter((text) => !text.includes('422'))).toEqual([])
  })

  it('speaks Czech by default, with the spec’s text for a wrong password and the focus on the email', async () => {
    const { page } = await browser.newPage()
    await page.goto('/login')
    await signInThroughForm(page, DEMO_OWNER_EMAIL, 'Wrong1234!')
    await page.getByText('Přihlašovací údaje neodpovídají našim záznamům.').waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email')
  })
})
