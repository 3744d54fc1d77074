/**
 * Issue 20's roles on every company route (decision 037): each role × each route of the registry, with the
 * expectation generated from the permissions table, and a hand-written list of key routes that checks the
 * table itself against the issue's wording.
 */
import { accessOfMethod, COMPANY_ROLES, type CompanyRole, can, isArea, PERMISSIONS } from '@rezervo/shared'
import { and, eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppDeps } from '../app-deps'
import { companyMembers } from '../db/schema'
import { issueInvoice } from '../invoices'
import { queueEmail } from '../messaging/queue-email'
import { signUpVerified } from '../testing/accounts'
import { customerPayload, expectStatus } from '../testing/back-office-fixtures'
import { VALID_BODIES } from '../testing/company-route-walk'
import type { HttpSession } from '../testing/http-session'
import { createBody, ownerOfNewCompany } from '../testing/reservation-api'
import { useTestApp } from '../testing/test-app'
import { COMPANY_SCOPE_PREFIX, registerCompanyScopedRoutes } from './company-scope'

type Ids = Record<string, number>
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

const MONDAY_10 = '2026-11-23T09:00:00.000Z'
const TUESDAY_10 = '2026-11-24T09:00:00.000Z'

const routeKey = (route: { method: string; url: string }) =>
  `${route.method} ${route.url.slice(COMPANY_SCOPE_PREFIX.length) || '/'}`

const fill = (template: string, ids: Ids) =>
  template.replace(/:(\w+)/g, (_, name: string) => {
    const id = ids[name]
    if (id === undefined) throw new Error(`no id for :${name} in ${template}`)
    return String(id)
  })

/**
 * The issue's words, written out by hand for the routes that matter most: if the permissions table drifts from
 * them, this list and the table disagree and the test says where.
 */
const KEY_ROUTES: Record<string, Record<CompanyRole, boolean>> = {
  // owner: everything, including billing, members and deleting the company
  'DELETE /': { owner: true, manager: false, reception: false, worker: false },
  'GET /subscription': { owner: true, manager: false, reception: false, worker: false },
  'PUT /subscription': { owner: true, manager: false, reception: false, worker: false },
  'GET /invoices': { owner: true, manager: false, reception: false, worker: false },
  // manager: everything else; reception: no settings, services, workers or exports
  'PUT /': { owner: true, manager: true, reception: false, worker: false },
  'PUT /notification-settings': { owner: true, manager: true, reception: false, worker: false },
  'POST /items': { owner: true, manager: true, reception: false, worker: false },
  'POST /workers': { owner: true, manager: true, reception: false, worker: false },
  'POST /branches': { owner: true, manager: true, reception: false, worker: false },
  'GET /reservations/export.csv': { owner: true, manager: true, reception: false, worker: false },
  'GET /customers/export.csv': { owner: true, manager: true, reception: false, worker: false },
  'GET /payments/export.csv': { owner: true, manager: true, reception: false, worker: false },
  // reception: calendar, reservations, customers and payments of all workers
  'GET /reservations/calendar': { owner: true, manager: true, reception: true, worker: true },
  'POST /reservations': { owner: true, manager: true, reception: true, worker: true },
  'PATCH /reservations/:reservationId': { owner: true, manager: true, reception: true, worker: true },
  'GET /customers': { owner: true, manager: true, reception: true, worker: true },
  'POST /customers': { owner: true, manager: true, reception: true, worker: false },
  'PUT /customers/:customerId': { owner: true, manager: true, reception: true, worker: false },
  // issue 37: erasing a customer cannot be undone, so it is the management's; nor does reception delete workers
  'POST /customers/:customerId/erase': { owner: true, manager: true, reception: false, worker: false },
  'DELETE /workers/:workerId': { owner: true, manager: true, reception: false, worker: false },
  'GET /payments': { owner: true, manager: true, reception: true, worker: false },
  'POST /reservations/:reservationId/payments': {
    owner: true,
    manager: true,
    reception: true,
    worker: false,
  },
  // worker: their own calendar and reservations; no exports, no other workers' data
  'GET /workers': { owner: true, manager: true, reception: true, worker: false },
  'GET /workers/:workerId': { owner: true, manager: true, reception: true, worker: false },
  'GET /overview': { owner: true, manager: true, reception: true, worker: true },
  // the company a member opened last is their own choice
  'PUT /last-opened': { owner: true, manager: true, reception: true, worker: true },
  // members, invitations and their audit log: the owner's
  'GET /members': { owner: true, manager: false, reception: false, worker: false },
  'POST /members': { owner: true, manager: false, reception: false, worker: false },
  'GET /members/audit-log': { owner: true, manager: false, reception: false, worker: false },
  // the notification settings are management's; the defaults the calendar's forms start from, everyone's
  'GET /notification-settings': { owner: true, manager: true, reception: false, worker: false },
  'GET /notification-settings/reservation-defaults': {
    owner: true,
    manager: true,
    reception: true,
    worker: true,
  },
  // a worker's own calendar address is theirs alone; the others manage feeds on the worker's record
  'GET /own-calendar-feed': { owner: false, manager: false, reception: false, worker: true },
  'POST /own-calendar-feed': { owner: false, manager: false, reception: false, worker: true },
  // statistics are the business's numbers: management's
  'GET /statistics': { owner: true, manager: true, reception: false, worker: false },
}

/** Queries that make a GET valid, so an allowed role gets its 200. */
const QUERIES: Record<string, (ids: Ids) => string> = {
  'GET /reservations/calendar': (ids) => `?branch_id=${ids.branchId}&from=2026-11-23&to=2026-11-29`,
  'GET /payments': () => '?from=2026-11-01&to=2026-11-30',
  'GET /statistics': () => '?from=2026-11-01&to=2026-11-30',
  'GET /payments/export.csv': () => '?from=2026-11-01&to=2026-11-30',
}

/** Bodies that need the world's records. */
const BODIES: Record<string, (ids: Ids) => unknown> = {
  'POST /customers/:customerId/merge': (ids) => ({ source_customer_id: ids.sourceCustomerId }),
}

/**
 * A role's world: a company of its own (so one role's deletions never touch another's walk), the member in
 * that role (the worker linked to the first worker), and a record behind every path parameter.
 */
interface World {
  session: HttpSession
  ids: Ids
  owner: HttpSession
  base: string
  otherWorkerId: number
}

describe('roles: every role against every company route', () => {
  const t = useTestApp({ now: '2026-11-20T08:00:00.000Z' })
  const worlds = {} as Record<CompanyRole, World>

  async function memberOf(companyId: number, role: CompanyRole, workerId: number | null) {
    const member = await signUpVerified(t.app, t.database)
    await t.database.db.insert(companyMembers).values({ companyId, userId: member.id, role, workerId })
    return member.session
  }

  async function buildWorld(role: CompanyRole): Promise<World> {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const { fixture, base } = owner
    const s = owner.session
    const [ownWorker, otherWorker] = fixture.workerIds
    const reservation = await expectStatus(
      s,
      'POST',
      `${base}/reservations`,
      201,
      createBody(fixture, MONDAY_10),
    )
    const payment = await expectStatus(
      s,
      'POST',
      `${base}/reservations/${reservation.data.id}/payments`,
      201,
      {
        amount_czk: 100,
        method: 'cash',
      },
    )
    const source = await expectStatus(
      s,
      'POST',
      `${base}/customers`,
      201,
      customerPayload({ email: 'zdvojeny@example.cz' }),
    )
    const category = await expectStatus(s, 'POST', `${base}/item-categories`, 201, { name: 'Vlasy' })
    const exception = await expectStatus(s, 'POST', `${base}/workers/${ownWorker}/exceptions`, 201, {
      kind: 'holiday',
      starts_at: '2026-12-24T00:00',
      ends_at: '2026-12-27T00:00',
    })
    const messageId = await queueEmail(t.database.db, {
      kind: 'test',
      to: 'zakaznik@example.cz',
      subject: 'Zkouška',
      text: 'Text',
      html: '<p>Text</p>',
      companyId: fixture.companyId,
    })
    const issued = await issueInvoice(
      { db: t.database.db, config: t.app.deps.config, now: t.clock.now() },
      {
        companyId: fixture.companyId,
        lines: [{ description: 'Tarif Start – měsíční', quantity: 1, unitPriceHaler: 29_000, vatRate: 21 }],
        paymentMethod: 'bank_transfer',
      },
    )
    const invitation = await expectStatus(s, 'POST', `${base}/members`, 201, {
      email: `pozvana.${role}@example.cz`,
      role: 'reception',
    })
    const session =
      role === 'owner' ? s : await memberOf(fixture.companyId, role, role === 'worker' ? ownWorker : null)
    return {
      session,
      owner: s,
      base,
      otherWorkerId: otherWorker,
      ids: {
        companyId: fixture.companyId,
        branchId: fixture.branchId,
        itemId: fixture.itemIds[0],
        itemCategoryId: category.data.id,
        workerId: ownWorker,
        exceptionId: exception.data.id,
        customerId: fixture.customerId,
        sourceCustomerId: source.data.id,
        reservationId: reservation.data.id,
        paymentId: payment.data.id,
        messageId,
        invoiceId: issued.invoice.id,
        invitationId: invitation.data.id,
        // The owner themself: removing the last owner is refused (409), which is the route's own answer.
        memberId: owner.userId,
      },
    }
  }

  beforeAll(async () => {
    for (const role of COMPANY_ROLES) worlds[role] = await buildWorld(role)
  }, 120_000)

  /** Reads first, then changes, deletions last and the company's own at the very end. */
  const walkOrder = () => {
    const phase = (route: { method: string; url: string }) =>
      route.method === 'GET' ? 0 : route.method !== 'DELETE' ? 1 : routeKey(route) === 'DELETE /' ? 3 : 2
    return [...t.app.companyScopedRoutes].sort((a, b) => phase(a) - phase(b))
  }

  it('every company route names an area of the permissions table', () => {
    expect(t.app.companyScopedRoutes.length).toBeGreaterThan(60)
    for (const route of t.app.companyScopedRoutes) expect(isArea(route.area), routeKey(route)).toBe(true)
  })

  it("agrees with the issue's wording on the key routes", () => {
    const byKey = new Map(t.app.companyScopedRoutes.map((route) => [routeKey(route), route]))
    for (const [key, expected] of Object.entries(KEY_ROUTES)) {
      const route = byKey.get(key)
      expect(route, key).toBeDefined()
      for (const role of COMPANY_ROLES)
        expect(can(role, route!.area, accessOfMethod(route!.method)), `${role} ${key}`).toBe(expected[role])
    }
    // The owner can do everything the table names, except the worker's own calendar address, which only a
    // member linked to a worker record has (the owner manages every feed on the workers' records).
    for (const area of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      if (area === 'own_calendar_feed') continue
      expect(can('owner', area, 'read') && can('owner', area, 'write'), area).toBe(true)
    }
  })

  for (const role of COMPANY_ROLES) {
    it(`${role}: allowed routes answer (2xx or their own 4xx), the rest 404 like an unknown id`, async () => {
      const world = worlds[role]
      const failures: string[] = []
      for (const route of walkOrder()) {
        const key = routeKey(route)
        const allowed = can(role, route.area, accessOfMethod(route.method))
        const body =
          route.method === 'GET' || route.method === 'DELETE'
            ? undefined
            : (BODIES[key]?.(world.ids) ?? VALID_BODIES[key]?.() ?? {})
        const url = fill(route.url, world.ids) + (QUERIES[key]?.(world.ids) ?? '')
        const response = await world.session.request({
          method: route.method as Method,
          url,
          ...(body === undefined ? {} : { payload: body }),
        })
        const status = response.statusCode
        if (allowed) {
          if (status === 404 || status === 403 || status >= 500)
            failures.push(`${key} allowed but answered ${status}: ${response.body.slice(0, 160)}`)
          if (route.method === 'GET' && status !== 200 && !key.endsWith('qr-payment'))
            failures.push(`${key} allowed GET answered ${status}: ${response.body.slice(0, 160)}`)
        } else if (status !== 404 || response.body !== '{"message":"Not Found."}') {
          failures.push(`${key} forbidden but answered ${status}: ${response.body.slice(0, 160)}`)
        }
      }
      expect(failures).toEqual([])
    }, 120_000)
  }

  it('refuses to start with a company route that declares no area', async () => {
    const app = Fastify()
    const forgetful = async (scope: import('fastify').FastifyInstance) => {
      scope.get('/forgotten', async () => ({}))
    }
    await expect(registerCompanyScopedRoutes(app, {} as AppDeps, [forgetful])).rejects.toThrow(
      /GET \/api\/v1\/companies\/:companyId\/forgotten \(forgetful\) declares no area/,
    )
    await app.close()
  })

  it('a member in a role gets the role and worker in the company list and the company', async () => {
    const world = worlds.worker
    const list = await expectStatus(world.session, 'GET', '/api/v1/companies', 200)
    expect(list.data).toEqual([
      expect.objectContaining({
        id: world.ids.companyId,
        role: 'worker',
        worker_id: world.ids.workerId,
        // Their worker record's name, which the workers list would not give them (the reservation filter).
        worker_name: 'Petr Novák',
      }),
    ])
    const company = await expectStatus(world.session, 'GET', `/api/v1/companies/${world.ids.companyId}`, 200)
    expect(company.data).toMatchObject({
      role: 'worker',
      worker_id: world.ids.workerId,
      worker_name: 'Petr Novák',
    })
    const manager = await expectStatus(worlds.manager.session, 'GET', '/api/v1/companies', 200)
    expect(manager.data[0]).toMatchObject({ role: 'manager', worker_id: null, worker_name: null })
  })

  it('the overview gives turnover to the management and a worker (their own), not to reception (issue 37)', async () => {
    for (const role of COMPANY_ROLES) {
      const world = worlds[role]
      const url = `/api/v1/companies/${world.ids.companyId}/overview`
      const overview = await expectStatus(world.session, 'GET', url, 200)
      if (role === 'reception') expect(overview.data.turnover, role).toBeNull()
      else expect(overview.data.turnover, role).toMatchObject({ day: { planned_czk: expect.any(Number) } })
    }
  })

  it('the database refuses a role it does not know', async () => {
    const companyId = worlds.owner.ids.companyId!
    const user = await signUpVerified(t.app, t.database)
    await expect(
      t.database.db
        .insert(companyMembers)
        .values({ companyId, userId: user.id, role: 'boss', workerId: null }),
    ).rejects.toThrow()
    const rows = await t.database.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, user.id)))
    expect(rows).toEqual([])
  })

  it("a worker sees only their own reservations, customers' names, phones and notes, and cannot book for another", async () => {
    const fixtureWorld = await buildWorld('worker')
    const { session: worker, ids, otherWorkerId } = fixtureWorld
    const wbase = fixtureWorld.base
    // Another worker's reservation with a customer of their own.
    const stranger = await expectStatus(fixtureWorld.owner, 'POST', `${wbase}/customers`, 201, {
      ...customerPayload({ email: 'cizi.zakaznice@example.cz', first_name: 'Cizí', surname: 'Zákaznice' }),
    })
    const foreign = await expectStatus(fixtureWorld.owner, 'POST', `${wbase}/reservations`, 201, {
      branch_id: ids.branchId,
      worker_id: otherWorkerId,
      customer_id: stranger.data.id,
      item_ids: [ids.itemId],
      starts_at: TUESDAY_10,
    })

    const list = await expectStatus(worker, 'GET', `${wbase}/reservations?worker_id=${otherWorkerId}`, 200)
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([ids.reservationId])
    expect(list.data[0].customer.email).toBeNull()
    expect(list.data[0].customer.phone).toBeTruthy()

    const calendar = await expectStatus(
      worker,
      'GET',
      `${wbase}/reservations/calendar?branch_id=${ids.branchId}&from=2026-11-23&to=2026-11-29&worker_ids=${otherWorkerId}`,
      200,
    )
    expect(calendar.data.workers.map((w: { id: number }) => w.id)).toEqual([ids.workerId])
    expect(calendar.data.reservations.map((r: { id: number }) => r.id)).toEqual([ids.reservationId])
    const ownerCalendar = await expectStatus(
      fixtureWorld.owner,
      'GET',
      `${wbase}/reservations/calendar?branch_id=${ids.branchId}&from=2026-11-23&to=2026-11-29`,
      200,
    )
    expect(ownerCalendar.data.reservations).toHaveLength(2)

    const overview = await expectStatus(worker, 'GET', `${wbase}/overview?date=2026-11-24`, 200)
    expect(overview.data.today.map((c: { worker: { id: number } }) => c.worker.id)).toEqual([ids.workerId])
    expect(overview.data.next.map((r: { id: number }) => r.id)).toEqual([ids.reservationId])
    expect(overview.data.occupancy.map((o: { worker_id: number }) => o.worker_id)).toEqual([ids.workerId])

    // Another worker's reservation is answered like a missing one, on every route that names it.
    const missing = await worker.request({ method: 'GET', url: `${wbase}/reservations/2000000000` })
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['GET', '/history', undefined],
      ['PATCH', '', { note: 'Převzato' }],
      ['POST', '/cancel', {}],
      ['PUT', '/attendance', { attendance: 'arrived' }],
    ] as const) {
      const response = await worker.request({
        method,
        url: `${wbase}/reservations/${foreign.data.id}${path}`,
        ...(payload === undefined ? {} : { payload }),
      })
      expect(response.statusCode, `${method} ${path}`).toBe(404)
      expect(response.body).toBe(missing.body)
    }

    // Booking or moving into another worker's column, or for a customer not theirs: 422 like a missing one.
    const forOther = await worker.request({
      method: 'POST',
      url: `${wbase}/reservations`,
      payload: { ...createBodyOf(ids, TUESDAY_10), worker_id: otherWorkerId },
    })
    expect(forOther.statusCode).toBe(422)
    expect(forOther.json().errors).toHaveProperty('worker_id')
    const forStranger = await worker.request({
      method: 'POST',
      url: `${wbase}/reservations`,
      payload: { ...createBodyOf(ids, TUESDAY_10), customer_id: stranger.data.id },
    })
    expect(forStranger.statusCode).toBe(422)
    expect(forStranger.json().errors).toHaveProperty('customer_id')
    const moved = await worker.request({
      method: 'PATCH',
      url: `${wbase}/reservations/${ids.reservationId}`,
      payload: { worker_id: otherWorkerId },
    })
    expect(moved.statusCode).toBe(422)
    const own = await worker.request({
      method: 'POST',
      url: `${wbase}/reservations`,
      payload: { ...createBodyOf(ids, '2026-11-25T09:00:00.000Z'), confirm_out_of_working_hours: true },
    })
    expect(own.statusCode, own.body).toBe(201)

    // Customers: only theirs, and only name, phone and note.
    const customers = await expectStatus(worker, 'GET', `${wbase}/customers`, 200)
    expect(customers.data).toEqual([
      {
        id: ids.customerId,
        first_name: expect.any(String),
        surname: expect.any(String),
        phone: expect.any(String),
        note: null,
      },
    ])
    const detail = await expectStatus(worker, 'GET', `${wbase}/customers/${ids.customerId}`, 200)
    expect(Object.keys(detail.data).sort()).toEqual(['first_name', 'id', 'note', 'phone', 'surname'])
    const foreignCustomer = await worker.request({
      method: 'GET',
      url: `${wbase}/customers/${stranger.data.id}`,
    })
    expect(foreignCustomer.statusCode).toBe(404)
    expect(foreignCustomer.json()).toEqual({ message: 'Customer not found.' })
    const full = await expectStatus(fixtureWorld.owner, 'GET', `${wbase}/customers`, 200)
    expect(full.data).toHaveLength(3)
    expect(full.data[0]).toHaveProperty('email')
  }, 60_000)

  it('after a downgrade to a plan without staff roles, other members only read; the owner keeps working', async () => {
    const world = await buildWorld('reception')
    const base = world.base
    await expectStatus(world.owner, 'PUT', `${base}/subscription`, 200, {
      plan_id: 'zdarma',
      interval: 'month',
      payment_method: null,
    })
    await expectStatus(world.session, 'GET', `${base}/reservations`, 200)
    // Their own choice of the company they work in is not a change to the company.
    await expectStatus(world.session, 'PUT', `${base}/last-opened`, 204)
    const refused = await world.session.request({
      method: 'POST',
      url: `${base}/reservations`,
      payload: createBodyOf(world.ids, TUESDAY_10),
    })
    expect(refused.statusCode).toBe(402)
    const czech = await world.session.request({
      method: 'POST',
      url: `${base}/reservations`,
      payload: createBodyOf(world.ids, TUESDAY_10),
      headers: { 'accept-language': 'cs' },
    })
    expect(czech.json()).toEqual({
      message:
        'Tarif Zdarma nezahrnuje účty pro tým, proto můžete jen prohlížet. Majitel může přejít na tarif Profi v Předplatném.',
      code: 'plan_limit',
      link: '/dashboard/settings/subscription',
    })
    const ownerWrite = await world.owner.request({
      method: 'POST',
      url: `${base}/reservations`,
      payload: createBodyOf(world.ids, TUESDAY_10),
    })
    expect(ownerWrite.statusCode, ownerWrite.body).toBe(201)
  }, 60_000)
})

function createBodyOf(ids: Ids, startsAt: string) {
  return {
    branch_id: ids.branchId,
    worker_id: ids.workerId,
    customer_id: ids.customerId,
    item_ids: [ids.itemId],
    starts_at: startsAt,
  }
}
