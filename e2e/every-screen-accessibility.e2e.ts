import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  DEMO_BRANCH_SLUG,
  DEMO_CATEGORY_GROUP_SLUG,
  DEMO_CATEGORY_SLUG,
  DEMO_OWNER_EMAIL,
  DEMO_OWNER_PASSWORD,
  XSRF_COOKIE,
} from '@rezervo/shared/constants'
import type { AvailabilityResponse } from '@rezervo/shared/schemas/availability'
import type { BookingResponse } from '@rezervo/shared/schemas/booking'
import type { PublicBranch } from '@rezervo/shared/schemas/public-branch'
import { addDays } from '@rezervo/shared/time/iso-date'
import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { horizontalOverflow, seriousAxeViolations } from './support/accessibility'
import { signInThroughForm } from './support/accounts'
import { api } from './support/api'
import { BOOKING_HEADINGS, bookingTimes } from './support/booking'
import { artifactsDir, useBrowser } from './support/browser'

const branchPath = `/${DEMO_CATEGORY_GROUP_SLUG}/${DEMO_CATEGORY_SLUG}/${DEMO_BRANCH_SLUG}`
const branchApi = `/api/v1/branches/slug/${DEMO_BRANCH_SLUG}`
const screensDir = join(artifactsDir, 'screens')

/** The seeded records the screens open: the demo company's, plus one booking made for the test. */
interface Fixture {
  itemId: number
  workerId: number
  date: string
  startsAt: string
  booked: { id: number; token: string; date: string }
  cancelled: { id: number; token: string }
  customerId: number
  serviceId: number
  staffId: number
  branchId: number
  companyId: number
}

interface Screen {
  name: string
  path: (fixture: Fixture) => string
  /** What the screen shows once its data is there (defaults to its first-level heading). */
  ready?: (page: Page) => Promise<unknown>
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 })
/** A list screen, once its first row is there. */
const listed = (page: Page) => page.locator('main li').first().waitFor({ timeout: 15_000 })
/** A record's form, once the record has filled it. */
const formFilled = (page: Page) =>
  page.waitForFunction(
    () =>
      Boolean(
        document.querySelector<HTMLInputElement>('main input[type="text"], main input:not([type])')?.value,
      ),
    undefined,
    { timeout: 15_000 },
  )

/**
 * Every screen a visitor reaches, one line each: a new screen is one more line. The booking steps are opened
 * by their URL (the flow keeps its state there).
 */
const publicScreens: Screen[] = [
  { name: 'home', path: () => '/' },
  { name: 'directory-category', path: () => '/category' },
  { name: 'directory-subcategory', path: () => '/subcategory' },
  { name: 'branch-page', path: () => branchPath },
  {
    name: 'booking-services',
    path: () => `${branchPath}/rezervace`,
    ready: (page) => page.getByRole('heading', { name: BOOKING_HEADINGS.services }).waitFor(),
  },
  {
    name: 'booking-services-chosen',
    path: (f) => `${branchPath}/rezervace?step=services&items=${f.itemId}&worker=${f.workerId}`,
    ready: (page) => page.getByRole('heading', { name: BOOKING_HEADINGS.services }).waitFor(),
  },
  {
    name: 'booking-when',
    path: (f) => `${branchPath}/rezervace?step=when&items=${f.itemId}&worker=${f.workerId}&date=${f.date}`,
    ready: (page) => bookingTimes(page).first().waitFor({ timeout: 15_000 }),
  },
  {
    name: 'booking-contact',
    path: (f) =>
      `${branchPath}/rezervace?step=contact&items=${f.itemId}&worker=${f.workerId}&date=${f.date}&time=${encodeURIComponent(f.startsAt)}`,
    ready: (page) => page.getByLabel('Jméno').waitFor(),
  },
  {
    name: 'reservation-manage',
    path: (f) => `${branchPath}/potvrzeni-rezervace?reservation=${f.booked.id}&token=${f.booked.token}`,
    ready: (page) => page.getByRole('button', { name: 'Zrušit rezervaci' }).waitFor(),
  },
  {
    name: 'reservation-cancel-dialog',
    path: (f) => `${branchPath}/potvrzeni-rezervace?reservation=${f.booked.id}&token=${f.booked.token}`,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Zrušit rezervaci' }).click()
      await page.getByRole('button', { name: 'Ano, zrušit' }).waitFor()
    },
  },
  {
    name: 'reservation-reschedule',
    path: (f) => `${branchPath}/potvrzeni-rezervace?reservation=${f.booked.id}&token=${f.booked.token}`,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Přesunout termín' }).click()
      await page.locator('section[aria-labelledby="reschedule-title"] li button:enabled').first().waitFor()
    },
  },
  {
    name: 'reservation-cancelled',
    path: (f) => `${branchPath}/potvrzeni-rezervace?reservation=${f.cancelled.id}&token=${f.cancelled.token}`,
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Rezervace zrušena' }).waitFor(),
  },
  { name: 'login', path: () => '/login' },
  { name: 'register', path: () => '/register' },
  { name: 'forgot-password', path: () => '/forgot-password' },
  { name: 'reset-password', path: () => '/password-reset/abc123?email=jana%40example.cz' },
  { name: 'verification-email-sent', path: () => '/verification-email-sent' },
  { name: 'verify-email', path: () => '/verify-email' },
  { name: 'not-found', path: () => '/tahle/stranka/neexistuje/vubec' },
]

/** Every back-office screen of the demo company's owner. */
const dashboardScreens: Screen[] = [
  { name: 'overview', path: () => '/dashboard' },
  {
    name: 'calendar-day',
    path: (f) => `/dashboard/reservations?view=day&date=${f.booked.date}`,
    ready: (page) => page.locator('.rbc-event').first().waitFor(),
  },
  { name: 'calendar-week', path: (f) => `/dashboard/reservations?view=week&date=${f.booked.date}` },
  { name: 'calendar-month', path: (f) => `/dashboard/reservations?view=month&date=${f.booked.date}` },
  {
    name: 'reservation-detail',
    path: (f) => `/dashboard/reservations?view=day&date=${f.booked.date}&reservation=${f.booked.id}`,
    ready: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    name: 'reservation-create',
    path: (f) => `/dashboard/reservations?view=day&date=${f.booked.date}`,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Nová rezervace' }).click()
      await page.getByRole('dialog', { name: 'Nová rezervace' }).waitFor()
    },
  },
  {
    name: 'reservations-list',
    path: () => '/dashboard/reservations/list',
    ready: listed,
  },
  { name: 'payments', path: () => '/dashboard/payments' },
  { name: 'statistics', path: () => '/dashboard/statistics' },
  {
    name: 'customers',
    path: () => '/dashboard/customers',
    ready: listed,
  },
  {
    name: 'customer-detail',
    path: (f) => `/dashboard/customers/${f.customerId}`,
    ready: formFilled,
  },
  { name: 'customer-new', path: () => '/dashboard/customers/new' },
  {
    name: 'services',
    path: () => '/dashboard/services',
    ready: listed,
  },
  {
    name: 'service-detail',
    path: (f) => `/dashboard/services/${f.serviceId}`,
    ready: formFilled,
  },
  {
    name: 'workers',
    path: () => '/dashboard/workers',
    ready: listed,
  },
  {
    name: 'worker-detail',
    path: (f) => `/dashboard/workers/${f.staffId}`,
    ready: formFilled,
  },
  {
    name: 'branches',
    path: () => '/dashboard/branches',
    ready: listed,
  },
  {
    name: 'branch-detail',
    path: (f) => `/dashboard/branches/${f.branchId}`,
    ready: formFilled,
  },
  {
    name: 'companies',
    path: () => '/dashboard/companies',
    ready: listed,
  },
  {
    name: 'company-detail',
    path: (f) => `/dashboard/companies/${f.companyId}`,
    ready: formFilled,
  },
  { name: 'settings-profile', path: () => '/dashboard/settings' },
  { name: 'settings-notifications', path: () => '/dashboard/settings/notifications' },
  { name: 'settings-notification-log', path: () => '/dashboard/settings/notification-log' },
  { name: 'settings-subscription', path: () => '/dashboard/settings/subscription' },
  { name: 'settings-billing', path: () => '/dashboard/settings/billing' },
  { name: 'settings-members', path: () => '/dashboard/settings/members' },
]

/** A JSON call as the web app sends it (XSRF echoed), for booking as a customer would. */
async function publicPost<T>(page: Page, path: string, body: unknown): Promise<T> {
  await page.request.get('/sanctum/csrf-cookie')
  const cookies = await page.context().cookies()
  const xsrf = cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? ''
  const response = await page.request.post(path, {
    data: body,
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
      'Idempotency-Key': `a11y-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
  })
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`)
  return (await response.json()) as T
}

async function prepareFixture(page: Page): Promise<Fixture> {
  await page.goto(branchPath)
  await heading(page)
  const unwrap = async <T>(path: string): Promise<T> => {
    const json = (await (await page.request.get(path)).json()) as { data?: T }
    return json.data ?? (json as T)
  }
  const branch = await unwrap<PublicBranch>(branchApi)
  const item = branch.item_categories.flatMap((category) => category.items)[0]!
  const worker = branch.workers[0]!
  // A few days ahead, so the booking can still be cancelled and moved (24 hours' notice).
  const from = addDays(utcToZonedParts(new Date(), 'Europe/Prague').date, 3)
  const query = new URLSearchParams({
    item_ids: String(item.id),
    worker_id: String(worker.id),
    from,
    to: addDays(from, 13),
  })
  const availability = await unwrap<AvailabilityResponse>(`${branchApi}/availability?${query}`)
  const days = availability.days.filter((day) => day.slots.length >= 3)
  const [day] = days
  if (!day) throw new Error('the demo branch has no free day ahead')
  const book = async (slot: { starts_at: string }, surname: string, tag: string) => {
    const { reservation } = await publicPost<BookingResponse>(page, `${branchApi}/reservations`, {
      item_ids: [item.id],
      worker_id: worker.id,
      starts_at: slot.starts_at,
      first_name: 'Alena',
      surname,
      email: `a11y.${tag}.${Date.now()}@example.cz`,
      phone: `+420 777 ${String(Date.now()).slice(-6)}`,
      consent: true,
    })
    return { id: reservation.id, token: reservation.cancel_token }
  }
  const booked = await book(day.slots[0]!, 'Přístupná', 'kept')
  const cancelled = await book(day.slots.at(-1)!, 'Zrušená', 'cancelled')
  await publicPost(page, `/api/v1/public/reservations/${cancelled.id}/cancel`, { token: cancelled.token })

  await page.goto('/login')
  await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
  await page.waitForURL('**/dashboard**')
  const [company] = await api<{ id: number }[]>(page, 'GET', '/api/v1/companies?per_page=100')
  const base = `/api/v1/companies/${company!.id}`
  const [customer] = await api<{ id: number }[]>(page, 'GET', `${base}/customers`)
  const [service] = await api<{ id: number }[]>(page, 'GET', `${base}/items`)
  const [staff] = await api<{ id: number }[]>(page, 'GET', `${base}/workers`)
  const [ownBranch] = await api<{ id: number }[]>(page, 'GET', `${base}/branches`)
  return {
    itemId: item.id,
    workerId: worker.id,
    date: days[1]?.date ?? day.date,
    startsAt: (days[1] ?? day).slots[2]!.starts_at,
    booked: { ...booked, date: day.date },
    cancelled,
    customerId: customer!.id,
    serviceId: service!.id,
    staffId: staff!.id,
    branchId: ownBranch!.id,
    companyId: company!.id,
  }
}

/**
 * Issue 18: axe-core on every screen at a phone's 360 px and a laptop's 1366 px, 0 serious or critical
 * violations, no sideways scrolling; a 360 px screenshot of each in e2e/artifacts/screens to look at.
 */
describe('every screen passes axe at 360 and 1366 px', () => {
  const browser = useBrowser()
  let fixture: Fixture

  beforeAll(async () => {
    const { page, context } = await browser.newPage()
    fixture = await prepareFixture(page)
    await context.close()
  })

  async function walk(screens: Screen[], width: number, signedIn: boolean) {
    const { page, context } = await browser.newPage({ width, height: width < 640 ? 780 : 900 })
    if (signedIn) {
      await page.goto('/login')
      await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
      await page.waitForURL('**/dashboard**')
    }
    mkdirSync(screensDir, { recursive: true })
    const found: Record<string, string[]> = {}
    for (const screen of screens) {
      await page.goto(screen.path(fixture))
      await (screen.ready ?? heading)(page)
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 15_000 })
      // Checked with no notification card over the screen (a card under the pointer stays).
      await page.mouse.move(0, 0)
      await page.getByTestId('notification').first().waitFor({ state: 'detached', timeout: 10_000 })
      const problems = await seriousAxeViolations(page)
      const overflow = await horizontalOverflow(page)
      if (overflow > 0) problems.push(`${overflow} px of sideways scrolling`)
      if (problems.length) found[screen.name] = problems
      if (width === 360)
        await page.screenshot({ path: join(screensDir, `${screen.name}-360.png`), fullPage: true })
    }
    await context.close()
    return found
  }

  for (const width of [360, 1366]) {
    it(`public screens at ${width} px`, async () => {
      expect(await walk(publicScreens, width, false)).toEqual({})
    }, 240_000)

    it(`back-office screens at ${width} px`, async () => {
      expect(await walk(dashboardScreens, width, true)).toEqual({})
    }, 300_000)
  }
})
