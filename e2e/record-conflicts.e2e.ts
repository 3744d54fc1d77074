import { SESSION_COOKIE, XSRF_COOKIE } from '@rezervo/shared/constants'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectHeading, signInThroughForm } from './support/accounts'
import { api } from './support/api'
import { useBrowser } from './support/browser'
import { type OwnCompany, useOwnCompany } from './support/own-company'

/**
 * Issue 22: two people, one record; and never losing what an owner typed. Each block signs in as the owner of
 * a company of its own (decision 075).
 */

async function signedInAt(page: Page, own: OwnCompany, path: string, heading: string | RegExp) {
  await page.goto(path)
  await page.waitForURL('**/login?redirect=*')
  await signInThroughForm(page, own.owner.email, own.owner.password)
  await expectHeading(page, heading)
}

async function expectNotification(page: Page, tone: 'success' | 'error', text: string) {
  await page
    .locator(`[data-testid="notification"][data-tone="${tone}"]`, { hasText: text })
    .first()
    .waitFor({ timeout: 15_000 })
}

describe('two owners edit one worker (issue 22)', () => {
  const browser = useBrowser()
  const own = useOwnCompany(browser)

  it('the second save says someone else changed it, shows the saved values and keeps what was typed', async () => {
    const first = await browser.newPage()
    const second = await browser.newPage()
    const a = first.page
    const b = second.page
    const name = `Konflikt ${Date.now()}`

    await signedInAt(a, own, '/dashboard/workers/new', 'Nový pracovník')
    await a.getByLabel(/^Jméno/).fill(name)
    await a.getByRole('button', { name: 'Vytvořit' }).click()
    await expectNotification(a, 'success', 'Záznam byl vytvořen.')
    await expectHeading(a, name)
    const workerPath = new URL(a.url()).pathname

    // Both have the worker open.
    await signedInAt(b, own, workerPath, name)

    // A renames and saves first.
    await a.getByLabel(/^Jméno/).fill(`${name} ml.`)
    await a.getByRole('button', { name: 'Uložit' }).click()
    await expectNotification(a, 'success', 'Změny byly uloženy.')

    // B, whose form still shows the old name, types a phone number and saves.
    await b.getByLabel('Telefon').fill('777 123 456')
    await b.getByRole('button', { name: 'Uložit' }).click()
    const notice = b.getByRole('status').filter({ hasText: 'Záznam mezitím změnil někdo jiný' })
    await notice.waitFor({ timeout: 15_000 })
    const values = notice.getByTestId('stale-record-values')
    expect(await values.innerText()).toContain('Jméno')
    expect(await values.innerText()).toContain(`${name} ml.`)
    // Nothing B typed is lost, and nothing was saved over A's change.
    expect(await b.getByLabel('Telefon').inputValue()).toBe('777 123 456')
    await second.screenshot('record-conflict-notice')

    // B takes the saved values over, types the phone again and saves: both changes are kept.
    await notice.getByRole('button', { name: 'Převzít uložené hodnoty' }).click()
    expect(await b.getByLabel(/^Jméno/).inputValue()).toBe(`${name} ml.`)
    await b.getByLabel('Telefon').fill('777 123 456')
    await b.getByRole('button', { name: 'Uložit' }).click()
    await expectNotification(b, 'success', 'Změny byly uloženy.')

    await a.reload()
    await expectHeading(a, `${name} ml.`)
    expect(await a.getByLabel('Telefon').inputValue()).toMatch(/777\s?123\s?456/)
  })
})

describe('a session that expires while a form is open (issue 22)', () => {
  const browser = useBrowser()
  const own = useOwnCompany(browser)

  it('brings the typed values back after signing in again', async () => {
    const { page, context, screenshot } = await browser.newPage()
    const name = `Návrat ${Date.now()}`
    await signedInAt(page, own, '/dashboard/workers/new', 'Nový pracovník')
    await page.getByLabel(/^Jméno/).fill(name)
    await page.getByRole('button', { name: 'Vytvořit' }).click()
    await expectHeading(page, name)
    const workerPath = new URL(page.url()).pathname

    await page.getByLabel('Telefon').fill('608 111 222')
    await page.getByLabel('E-mail').fill('navrat@example.cz')
    // The session ends (expired on the server, or the cookie gone) while the form is open.
    await context.clearCookies({ name: SESSION_COOKIE })
    await page.getByRole('button', { name: 'Uložit' }).click()
    await page.waitForURL('**/login?redirect=*')
    await signInThroughForm(page, own.owner.email, own.owner.password)
    await page.waitForURL(`**${workerPath}`)
    await expectHeading(page, name)
    await page.getByText('Vrátili jsme do formuláře vaše neuložené úpravy.').waitFor()
    expect(await page.getByLabel('Telefon').inputValue()).toBe('608 111 222')
    expect(await page.getByLabel('E-mail').inputValue()).toBe('navrat@example.cz')
    await screenshot('record-draft-restored')

    await page.getByRole('button', { name: 'Uložit' }).click()
    await expectNotification(page, 'success', 'Změny byly uloženy.')
    await page.reload()
    await expectHeading(page, name)
    expect(await page.getByLabel('E-mail').inputValue()).toBe('navrat@example.cz')
    expect(await page.getByText('Vrátili jsme do formuláře vaše neuložené úpravy.').count()).toBe(0)
  })
})

/** A rename as another owner's browser sends it: the web app's headers, no If-Match. */
async function rename(page: Page, path: string, name: string) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? ''
  const response = await page.request.fetch(path, {
    method: 'PUT',
    data: { name },
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
    },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/**
 * A new service category, and a second owner's services screen (B) showing it as it was: `rowOf` waits for
 * the row whose name field shows a value and answers that row.
 */
async function categoryOnTwoScreens(
  browser: ReturnType<typeof useBrowser>,
  own: OwnCompany,
  secondSize?: { width: number; height: number },
) {
  const first = await browser.newPage()
  const second = await browser.newPage(secondSize)
  const a = first.page
  const b = second.page
  const name = `Kategorie ${Date.now()}`

  await signedInAt(a, own, '/dashboard/services', 'Služby')
  const [company] = await api<{ id: number }[]>(a, 'GET', '/api/v1/companies?per_page=100')
  const base = `/api/v1/companies/${company!.id}`
  const category = await api<{ id: number }>(a, 'POST', `${base}/item-categories`, { name })

  await signedInAt(b, own, '/dashboard/services', 'Služby')
  const rows = b.locator('section[aria-labelledby="item-categories"] ul > li')
  const rowOf = async (value: string) => {
    await b.waitForFunction(
      (wanted) =>
        Array.from(
          document.querySelectorAll<HTMLInputElement>('section[aria-labelledby="item-categories"] li input'),
        ).some((input) => input.value === wanted),
      value,
    )
    const index = await rows
      .locator('input[name="name"]')
      .evaluateAll(
        (inputs, wanted) => inputs.findIndex((input) => (input as HTMLInputElement).value === wanted),
        value,
      )
    return rows.nth(index)
  }
  const path = `${base}/item-categories/${category.id}`
  return { a, b, second, name, path, rowOf }
}

describe('a write from a list someone else changed meanwhile (decision 027)', () => {
  const browser = useBrowser()
  const own = useOwnCompany(browser)

  it('a delete says someone else changed it, deletes nothing and shows the list as saved now', async () => {
    const { a, b, second, name, path, rowOf } = await categoryOnTwoScreens(browser, own, {
      width: 360,
      height: 800,
    })
    const row = await rowOf(name)

    // A renames it meanwhile.
    await rename(a, path, `${name} a knír`)

    // B deletes it from the list it still shows: refused, and the category stays with A's name.
    await row.getByRole('button', { name: 'Smazat' }).click()
    await b.getByRole('alertdialog').getByRole('button', { name: 'Smazat' }).click()
    await expectNotification(b, 'error', 'Záznam mezitím změnil někdo jiný')
    await second.screenshot('stale-list-delete-360')
    const kept = await api<{ name: string }>(a, 'GET', path)
    expect(kept.name).toBe(`${name} a knír`)
    // B's list is read again and shows the name saved now.
    await rowOf(`${name} a knír`)
  })

  it('a rename from the stale list is refused too, and the list shows the name saved now', async () => {
    const { a, b, name, path, rowOf } = await categoryOnTwoScreens(browser, own)
    const row = await rowOf(name)

    // A renames it; B, still showing the old name, types another and renames from its row.
    await rename(a, path, `${name} od A`)
    await row.locator('input[name="name"]').fill(`${name} od B`)
    await row.getByRole('button', { name: 'Přejmenovat' }).click()
    await expectNotification(b, 'error', 'Záznam mezitím změnil někdo jiný')
    const kept = await api<{ name: string }>(a, 'GET', path)
    expect(kept.name).toBe(`${name} od A`)
    await rowOf(`${name} od A`)
  })
})
