import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema'
import { signUp } from '../testing/accounts'
import {
  branchPayload,
  call,
  customerPayload,
  expectStatus,
  itemPayload,
  type Method,
  type Owner,
  signUpOwner,
  workerPayload,
} from '../testing/back-office-fixtures'
import { BACK_OFFICE_FEATURES, COMPANY_ROUTES, VALID_BODIES } from '../testing/company-route-walk'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'
import { COMPANY_SCOPE_PREFIX } from './company-scope'

type Ids = Record<string, number>

/** Fills a route's parameters; another feature's unknown parameters get 1, as only the company is judged. */
function fill(template: string, ids: Ids, unknown?: number): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const id = ids[name] ?? unknown
    if (id === undefined) throw new Error(`no id for :${name} in ${template}`)
    return String(id)
  })
}

const routeKey = (route: { method: string; url: string }) =>
  `${route.method} ${route.url.slice(COMPANY_SCOPE_PREFIX.length) || '/'}`

describe('company access: a stranger reaches nothing of another company', () => {
  const t = useTestApp()
  let owner: Owner
  let stranger: Owner
  /** The owner's records, named by the route parameters that address them. */
  let ownerIds: Ids
  let secrets: string[]

  beforeAll(async () => {
    owner = await signUpOwner(t.app, t.database, 'Tajná firma Alfa')
    stranger = await signUpOwner(t.app, t.database, 'Firma Beta')
    const s = owner.session
    const branch = await expectStatus(
      s,
      'POST',
      `${owner.base}/branches`,
      201,
      branchPayload({ name: 'Tajná pobočka' }),
    )
    const category = await expectStatus(s, 'POST', `${owner.base}/item-categories`, 201, {
      name: 'Tajné vlasy',
    })
    const item = await expectStatus(
      s,
      'POST',
      `${owner.base}/items`,
      201,
      itemPayload({ name: 'Tajný střih' }),
    )
    const worker = await expectStatus(
      s,
      'POST',
      `${owner.base}/workers`,
      201,
      workerPayload({ name: 'Tajný Barber', branch_ids: [branch.data.id], item_ids: [item.data.id] }),
    )
    const exception = await expectStatus(
      s,
      'POST',
      `${owner.base}/workers/${worker.data.id}/exceptions`,
      201,
      {
        kind: 'holiday',
        starts_at: '2026-12-24T00:00',
        ends_at: '2026-12-27T00:00',
        note: 'Tajná dovolená',
      },
    )
    const customer = await expectStatus(
      s,
      'POST',
      `${owner.base}/customers`,
      201,
      customerPayload({ email: 'tajny.zakaznik@example.cz', surname: 'Tajný' }),
    )
    ownerIds = {
      companyId: owner.companyId,
      branchId: branch.data.id,
      itemCategoryId: category.data.id,
      itemId: item.data.id,
      workerId: worker.data.id,
      exceptionId: exception.data.id,
      customerId: customer.data.id,
    }
    secrets = ['Tajn', 'tajny.zakaznik', owner.email]
  })

  /** This routes; the checks that need real records and bodies walk these. */
  const backOfficeRoutes = () =>
    t.app.companyScopedRoutes.filter((route) => BACK_OFFICE_FEATURES.includes(route.feature))

  it('walks exactly the routes registered behind the check', () => {
    expect(backOfficeRoutes().map(routeKey).sort()).toEqual([...COMPANY_ROUTES].sort())
    // Other features' company routes are walked too, by the checks that need no records of theirs.
    for (const route of t.app.companyScopedRoutes)
      expect(route.feature, route.url).toMatch(/^register\w+Routes$/)
  })

  it("answers another company's path exactly like a company that does not exist: 404, before the body", async () => {
    for (const route of t.app.companyScopedRoutes) {
      const key = routeKey(route)
      const foreign = await call(stranger.session, route.method as Method, fill(route.url, ownerIds, 1), {})
      const unknown = await call(
        stranger.session,
        route.method as Method,
        fill(route.url, { ...ownerIds, companyId: 2_000_000_000 }, 1),
        {},
      )
      expect(foreign.statusCode, key).toBe(404)
      expect(foreign.json(), key).toEqual({ message: 'Not Found.' })
      expect(unknown.statusCode, key).toBe(404)
      expect(unknown.json(), key).toEqual(foreign.json())
    }
  })

  it("answers another company's record in one's own company path exactly like a missing one", async () => {
    const missing: Ids = Object.fromEntries(Object.keys(ownerIds).map((name) => [name, 2_000_000_000]))
    for (const route of backOfficeRoutes()) {
      const key = routeKey(route)
      if (!route.url.slice(COMPANY_SCOPE_PREFIX.length).includes(':')) continue
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : VALID_BODIES[key]
      if (route.method === 'PUT' && !body) throw new Error(`no valid body for ${key}`)
      const send = (ids: Ids) =>
        call(
          stranger.session,
          route.method as Method,
          fill(route.url, { ...ids, companyId: stranger.companyId }),
          body?.(),
        )
      const [foreign, unknown] = [await send(ownerIds), await send(missing)]
      expect(foreign.statusCode, `${key}: ${foreign.body}`).toBe(404)
      expect(foreign.json(), key).toEqual(unknown.json())
      expect(foreign.headers['content-length'], key).toBe(unknown.headers['content-length'])
      for (const secret of secrets) expect(foreign.body, key).not.toContain(secret)
    }
  })

  it("refers to another company's record in a body or a query exactly like to a missing one", async () => {
    const base = `/api/v1/companies/${stranger.companyId}`
    const references: [string, number, (id: number) => unknown][] = [
      ['/workers', ownerIds.branchId!, (id) => workerPayload({ name: 'Odkaz', branch_ids: [id] })],
      ['/workers', ownerIds.itemId!, (id) => workerPayload({ name: 'Odkaz', item_ids: [id] })],
      ['/items', ownerIds.workerId!, (id) => itemPayload({ name: 'Odkaz', worker_ids: [id] })],
      ['/items', ownerIds.itemCategoryId!, (id) => itemPayload({ name: 'Odkaz', item_category_id: id })],
    ]
    for (const [path, foreignId, body] of references) {
      const foreign = await call(stranger.session, 'POST', `${base}${path}`, body(foreignId))
      const missing = await call(stranger.session, 'POST', `${base}${path}`, body(2_000_000_000))
      expect(foreign.statusCode, `${path}: ${foreign.body}`).toBeGreaterThanOrEqual(400)
      expect(foreign.body, path).toBe(missing.body)
      for (const secret of secrets) expect(foreign.body, path).not.toContain(secret)
    }
    const foreign = await call(
      stranger.session,
      'GET',
      `${base}/items?item_category_id=${ownerIds.itemCategoryId}`,
    )
    const missing = await call(stranger.session, 'GET', `${base}/items?item_category_id=2000000000`)
    expect(foreign.json().data).toEqual([])
    expect(foreign.body).toBe(missing.body)
  })

  it('answers 404 for a record missing from one’s own company (customers: Customer not found.)', async () => {
    const missing: Ids = Object.fromEntries(Object.keys(ownerIds).map((name) => [name, 2_000_000_000]))
    for (const route of backOfficeRoutes()) {
      const key = routeKey(route)
      if (!route.url.slice(COMPANY_SCOPE_PREFIX.length).includes(':')) continue
      const body = VALID_BODIES[key]?.()
      const url = fill(route.url, { ...missing, companyId: stranger.companyId })
      const response = await call(stranger.session, route.method as Method, url, body)
      expect(response.statusCode, `${key}: ${response.body}`).toBe(404)
      const message = key.includes(':customerId') ? 'Customer not found.' : 'Not Found.'
      expect(response.json(), key).toEqual({ message })
    }
  })

  it("lists only one's own records and leaves the other company untouched", async () => {
    const lists = backOfficeRoutes().filter(
      (route) => route.method === 'GET' && !route.url.slice(COMPANY_SCOPE_PREFIX.length).includes(':'),
    )
    expect(lists.length).toBeGreaterThanOrEqual(6)
    for (const route of lists) {
      const response = await call(stranger.session, 'GET', fill(route.url, { companyId: stranger.companyId }))
      expect(response.statusCode, route.url).toBe(200)
      for (const secret of secrets) expect(response.body, route.url).not.toContain(secret)
    }
    const mine = await expectStatus(stranger.session, 'GET', '/api/v1/companies', 200)
    expect(mine.data.map((company: { id: number }) => company.id)).toEqual([stranger.companyId])

    const company = await expectStatus(owner.session, 'GET', owner.base, 200)
    expect(company.data.name).toBe('Tajná firma Alfa')
    for (const [path, name] of [
      [`/branches/${ownerIds.branchId}`, 'Tajná pobočka'],
      [`/items/${ownerIds.itemId}`, 'Tajný střih'],
      [`/workers/${ownerIds.workerId}`, 'Tajný Barber'],
      [`/item-categories/${ownerIds.itemCategoryId}`, 'Tajné vlasy'],
    ] as const) {
      expect((await expectStatus(owner.session, 'GET', `${owner.base}${path}`, 200)).data.name).toBe(name)
    }
    const customer = await expectStatus(
      owner.session,
      'GET',
      `${owner.base}/customers/${ownerIds.customerId}`,
      200,
    )
    expect(customer.data.email).toBe('tajny.zakaznik@example.cz')
  })

  it('answers 401 to a visitor, and 419 to a mutation without the CSRF header', async () => {
    const visitor = new HttpSession(t.app)
    for (const route of t.app.companyScopedRoutes) {
      const response = await call(visitor, route.method as Method, fill(route.url, ownerIds, 1), {})
      expect(response.statusCode, routeKey(route)).toBe(401)
      expect(response.json()).toEqual({ message: 'Unauthenticated.' })
    }
    for (const route of t.app.companyScopedRoutes.filter((r) => r.method !== 'GET')) {
      const url = fill(route.url, ownerIds, 1)
      const response = await owner.session.request({
        method: route.method as Method,
        url,
        payload: {},
        csrf: false,
      })
      expect(response.statusCode, routeKey(route)).toBe(419)
    }
  })

  it('answers 409 on every route to a member whose email is not verified', async () => {
    const member = await signUpOwner(t.app, t.database, 'Neověřená firma')
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, member.id))
    const ids = { ...ownerIds, companyId: member.companyId }
    for (const route of t.app.companyScopedRoutes) {
      const response = await call(member.session, route.method as Method, fill(route.url, ids, 1), {})
      expect(response.statusCode, routeKey(route)).toBe(409)
      expect(response.json()).toEqual({ message: 'Your email address is not verified.' })
    }
    for (const method of ['GET', 'POST'] as const) {
      const response = await call(member.session, method, '/api/v1/companies', {})
      expect(response.statusCode).toBe(409)
    }
    const unverified = await signUp(t.app)
    expect((await call(unverified.session, 'GET', '/api/v1/companies')).statusCode).toBe(409)
  })
})
