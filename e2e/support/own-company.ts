import { AUTH_USER_STORAGE_KEY } from '@rezervo/shared/constants'
import type { Page } from 'playwright-core'
import { beforeAll } from 'vitest'
import { newOwner } from './accounts'
import { api } from './api'
import type { BrowserSession, TrackedPage } from './browser'
import { type Demo, runLetters } from './demo-diary'
import { waitForMailLink } from './mailbox'

/**
 * A company of the test file's own (decision 075): a new verified owner, signed in, with one branch built like
 * the demo's (the same opening hours, services and two workers with the demo's names and hours) but its own
 * slug. What a file saves stays in it, so no file sees another's reservations, customers or settings, and each
 * passes alone and in any order. Made through the API in a dozen calls, not by clicking: the screens that make
 * a company are the first-run test's subject, not every file's.
 */

export const OWN_SERVICES = [
  { category: 'Vlasy', name: 'Pánský střih', minutes: 45, price: 450, buffer: 0 },
  { category: 'Vlasy', name: 'Střih strojkem', minutes: 30, price: 300, buffer: 0 },
  { category: 'Vousy', name: 'Úprava vousů', minutes: 30, price: 300, buffer: 0 },
  { category: 'Vousy', name: 'Holení břitvou', minutes: 45, price: 400, buffer: 15 },
  { category: 'Balíčky', name: 'Střih a vousy', minutes: 75, price: 700, buffer: 0 },
] as const

const interval = (start: string, end: string) => [{ start, end }]
/** The demo branch's week: 9–19 on weekdays, 9–14 on Saturday. */
const BRANCH_HOURS = {
  1: interval('09:00', '19:00'),
  2: interval('09:00', '19:00'),
  3: interval('09:00', '19:00'),
  4: interval('09:00', '19:00'),
  5: interval('09:00', '19:00'),
  6: interval('09:00', '14:00'),
  7: [],
}
/** The demo's workers: Tomáš Mon–Fri 9–17, Jakub Tue–Sat 11–19 (Saturday 9–14, the branch's short day). */
const OWN_WORKERS = [
  {
    key: 'tomas',
    name: 'Tomáš Novák',
    positions: ['Senior barber'],
    color: '#2563eb',
    days: [1, 2, 3, 4, 5],
    from: '09:00',
    to: '17:00',
  },
  {
    key: 'jakub',
    name: 'Jakub Dvořák',
    positions: ['Barber'],
    color: '#16a34a',
    days: [2, 3, 4, 5, 6],
    from: '11:00',
    to: '19:00',
  },
] as const

export interface OwnCompany extends TrackedPage {
  owner: { firstName: string; surname: string; email: string; password: string }
  companyId: number
  /** '/api/v1/companies/{companyId}' */
  base: string
  branch: { id: number; name: string; slug: string /** /krasa-a-pece/barbershop/{slug} */; path: string }
  /** The services by name, in the demo's order. */
  items: { id: number; name: string }[]
  workers: { tomas: { id: number; name: string }; jakub: { id: number; name: string } }
}

/** A call with the page's session, as the web app's API client sends it (support/api.ts). */
const send = api

export { send }

/** Registers and verifies a new owner in the page's context; the context is then signed in as them. */
async function signUpVerified(page: Page) {
  const owner = newOwner()
  await page.request.get('/sanctum/csrf-cookie')
  await send(page, 'POST', '/register', {
    first_name: owner.firstName,
    surname: owner.surname,
    email: owner.email,
    phone: owner.phone,
    password: owner.password,
    password_confirmation: owner.password,
  })
  const link = new URL(await waitForMailLink(page.request, owner.email, '/verify-email'), 'http://link')
  const get = (name: string) => link.searchParams.get(name) ?? ''
  const query = new URLSearchParams({ expires: get('expires'), signature: get('signature') })
  const verified = await page.request.get(`/email/verify/${get('id')}/${get('hash')}?${query}`, {
    headers: { Accept: 'application/json' },
  })
  if (!verified.ok()) throw new Error(`verifying ${owner.email} answered ${verified.status()}`)
  return owner
}

/** The public catalogue's barbershop category, as the demo branch has it. */
async function barbershopCategoryId(page: Page): Promise<number> {
  type Localized = { id: number; slug: string }
  const groups = await send<(Localized & { categories: Localized[] })[]>(page, 'GET', '/api/v1/categories')
  const category = groups
    .find((group) => group.slug === 'krasa-a-pece')
    ?.categories.find((candidate) => candidate.slug === 'barbershop')
  if (!category) throw new Error('the catalogue has no krasa-a-pece/barbershop category')
  return category.id
}

/**
 * The web app keeps the signed-in user in local storage (auth-user-storage.ts) and reads it, not the cookie,
 * to decide whether to show the dashboard: put /api/user's answer there, as the sign-in form does.
 */
async function rememberSignedInUser(page: Page) {
  const response = await page.request.get('/api/user', { headers: { Accept: 'application/json' } })
  if (!response.ok()) throw new Error(`GET /api/user answered ${response.status()}`)
  const user = await response.text()
  await page.goto('/api/health')
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [AUTH_USER_STORAGE_KEY, user])
}

/** A new owner with a company and branch of their own, signed in in a new page of the browser. */
export async function ownCompany(
  browser: BrowserSession,
  options: Parameters<BrowserSession['newPage']>[0] = {},
): Promise<OwnCompany> {
  const tracked = await browser.newPage(options)
  const { page } = tracked
  const owner = await signUpVerified(page)
  const letters = runLetters()
  // The demo company's details (the QR Platba needs its IBAN, invoices its IČO), under a name of its own.
  const company = await send<{ id: number }>(page, 'POST', '/api/v1/companies', {
    name: `Barber ${letters} s.r.o.`,
    cin: '27082440',
    tin: 'CZ27082440',
    street: 'Vinohradská',
    house_number: '1234/56',
    city: 'Praha',
    zip: '12000',
    country: 'CZ',
    billing_name: `Barber ${letters} s.r.o.`,
    billing_email: owner.email,
    iban: 'CZ6508000000192000145399',
  })
  const base = `/api/v1/companies/${company.id}`
  const branchName = `Barber ${letters}`
  const branch = await send<{ id: number; slug: string; public_path: string }>(
    page,
    'POST',
    `${base}/branches`,
    {
      name: branchName,
      slug: `barber-${letters}`,
      category_id: await barbershopCategoryId(page),
      street: 'Vinohradská',
      house_number: '1234/56',
      city: 'Praha 2',
      zip: '12000',
      opening_hours: BRANCH_HOURS,
    },
  )
  const categoryIds = new Map<string, number>()
  for (const [position, name] of ['Vlasy', 'Vousy', 'Balíčky'].entries()) {
    const created = await send<{ id: number }>(page, 'POST', `${base}/item-categories`, { name, position })
    categoryIds.set(name, created.id)
  }
  const items: OwnCompany['items'] = []
  for (const service of OWN_SERVICES) {
    const created = await send<{ id: number; name: string }>(page, 'POST', `${base}/items`, {
      name: service.name,
      duration: service.minutes,
      price_czk: service.price,
      buffer_after_minutes: service.buffer,
      item_category_id: categoryIds.get(service.category),
    })
    items.push({ id: created.id, name: created.name })
  }
  const workers = {} as OwnCompany['workers']
  for (const worker of OWN_WORKERS) {
    const hours = Object.fromEntries(
      worker.days.map((day) => [
        day,
        day === 6 ? interval('09:00', '14:00') : interval(worker.from, worker.to),
      ]),
    )
    const created = await send<{ id: number; name: string }>(page, 'POST', `${base}/workers`, {
      name: worker.name,
      positions: worker.positions,
      color: worker.color,
      branch_ids: [branch.id],
      working_hours: { [branch.id]: hours },
      item_ids: items.map((item) => item.id),
    })
    workers[worker.key] = { id: created.id, name: created.name }
  }
  await rememberSignedInUser(page)
  return {
    ...tracked,
    owner,
    companyId: company.id,
    base,
    branch: { id: branch.id, name: branchName, slug: branch.slug, path: branch.public_path },
    items,
    workers,
  }
}

/** The company in the shape demo-diary's helpers take (its branch and first service): newWorker, reserve. */
export const diaryOf = (own: OwnCompany): Demo => ({
  base: own.base,
  branchId: own.branch.id,
  item: own.items[0]!,
})

/**
 * Another browser of the same owner (a second tab, a colleague's screen): a new page signed in through
 * POST /login, not the form.
 */
export async function signedInPage(
  browser: BrowserSession,
  owner: OwnCompany['owner'],
  options: Parameters<BrowserSession['newPage']>[0] = {},
): Promise<TrackedPage> {
  const tracked = await browser.newPage(options)
  await tracked.page.request.get('/sanctum/csrf-cookie')
  await send(tracked.page, 'POST', '/login', { email: owner.email, password: owner.password })
  await rememberSignedInUser(tracked.page)
  return tracked
}

/**
 * One company for the whole describe block, made before its first test (after useBrowser's launch): for files
 * whose tests sign in through the form as the owner, or share a record set up once.
 */
export function useOwnCompany(browser: BrowserSession): OwnCompany {
  const own = {} as OwnCompany
  beforeAll(async () => {
    Object.assign(own, await ownCompany(browser))
  })
  return own
}
