/**
 * Optimistic concurrency of the back office's records (issue 22, decision 027): two owners of one company edit
 * the same records. Every write route of the company route registry that names its record is walked with a
 * stale If-Match: 412 stale_record, and the record is exactly as the other owner left it.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { companyMembers } from '../db/schema'
import { signUpVerified } from '../testing/accounts'
import {
  branchPayload,
  companyPayload,
  customerPayload,
  itemPayload,
  weekdayHours,
  workerPayload,
} from '../testing/back-office-fixtures'
import { VALID_BODIES } from '../testing/company-route-walk'
import type { HttpSession } from '../testing/http-session'
import { createBody, type OwnerOfCompany, ownerOfNewCompany } from '../testing/reservation-api'
import { useTestApp } from '../testing/test-app'
import { COMPANY_SCOPE_PREFIX } from './company-scope'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type Ids = Record<string, number>

const t = useTestApp({ now: '2026-11-20T08:00:00.000Z' })

const relative = (url: string) => url.slice(COMPANY_SCOPE_PREFIX.length)
const fill = (template: string, ids: Ids) =>
  template.replace(/:(\w+)/g, (_, name: string) => {
    const id = ids[name]
    if (id === undefined) throw new Error(`no id for :${name} in ${template}`)
    return String(id)
  })

async function send(session: HttpSession, method: Method, url: string, payload?: unknown, ifMatch?: string) {
  return session.request({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    ...(ifMatch === undefined ? {} : { headers: { 'if-match': ifMatch } }),
  })
}

async function read(session: HttpSession, url: string) {
  const response = await session.get(url)
  expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200)
  return { etag: response.headers.etag as string, body: response.body, data: response.json().data }
}

let changes = 0
const next = () => ++changes

/** What the second owner changes on each record (by the record's GET route), so the first one's copy is stale. */
const CHANGES: Record<string, (session: HttpSession, url: string) => Promise<{ statusCode: number }>> = {
  '': (s, url) => send(s, 'PUT', url, companyPayload({ name: `Firma po změně ${next()}` })),
  '/branches/:branchId': (s, url) => send(s, 'PUT', url, branchPayload({ phone: `777 000 ${100 + next()}` })),
  '/item-categories/:itemCategoryId': (s, url) => send(s, 'PUT', url, { name: `Vousy po změně ${next()}` }),
  '/items/:itemId': (s, url) => send(s, 'PUT', url, itemPayload({ price_czk: 500 + next() })),
  '/workers/:workerId': (s, url) => send(s, 'PUT', url, workerPayload({ phone: `777 222 ${100 + next()}` })),
  '/workers/:workerId/exceptions/:exceptionId': (s, url) =>
    send(s, 'PUT', url, {
      kind: 'holiday',
      starts_at: '2026-12-24T00:00',
      ends_at: '2026-12-28T00:00',
      note: `Prodloužená ${next()}`,
    }),
  '/customers/:customerId': (s, url) => send(s, 'PUT', url, customerPayload({ note: `Po změně ${next()}` })),
  '/notification-settings': async (s, url) => {
    const { data } = await read(s, url)
    return send(s, 'PUT', url, { ...data, reminder_email: !data.reminder_email })
  },
  '/reservations/:reservationId': (s, url) => send(s, 'PATCH', url, { note: `Poznámka po změně ${next()}` }),
  '/members/:memberId': async (s, url) => {
    const { data } = await read(s, url)
    return send(s, 'PUT', url, { role: data.role === 'reception' ? 'manager' : 'reception' })
  },
  '/subscription': (s, url) =>
    send(s, 'PUT', url, {
      plan_id: next() % 2 ? 'start' : 'profi',
      interval: 'month',
      payment_method: 'bank_transfer',
    }),
}

/** A valid body of each write, so only the precondition can refuse it. */
function validBody(method: string, route: string, ids: Ids): unknown {
  const known = VALID_BODIES[`${method} ${route || '/'}`]
  if (known) return known()
  if (route === '/notification-settings') return undefined // filled from the record below
  if (route.endsWith('/merge')) return { source_customer_id: ids.otherCustomerId }
  if (route.endsWith('/cancel')) return { reason: 'Nemoc', notify_customer_sms: false }
  if (route.endsWith('/attendance')) return { attendance: 'arrived' }
  if (method === 'PATCH') return { starts_at: '2026-11-23T10:00:00Z' }
  if (route === '/members/:memberId') return { role: 'worker', worker_id: ids.workerId }
  return undefined
}

describe('two owners, one record: If-Match on every record of the company route registry', () => {
  let a: OwnerOfCompany
  let b: HttpSession
  let ids: Ids

  beforeAll(async () => {
    a = await ownerOfNewCompany(t.app, t.database)
    const second = await signUpVerified(t.app, t.database)
    await t.database.db
      .insert(companyMembers)
      .values({ companyId: a.fixture.companyId, userId: second.id, role: 'owner' })
    b = second.session
    // A third member, whose role the two owners change (decision 038).
    const third = await signUpVerified(t.app, t.database)
    await t.database.db
      .insert(companyMembers)
      .values({ companyId: a.fixture.companyId, userId: third.id, role: 'reception' })
    const post = async (path: string, payload: unknown) => {
      const response = await a.session.post(`${a.base}${path}`, payload)
      expect(response.statusCode, `${path}: ${response.body}`).toBe(201)
      return response.json().data.id as number
    }
    const branchId = await post('/branches', branchPayload())
    const workerId = await post('/workers', workerPayload({ branch_ids: [branchId] }))
    const reservation = await a.session.post(
      `${a.base}/reservations`,
      createBody(a.fixture, '2026-11-23T09:00:00Z'),
    )
    expect(reservation.statusCode, reservation.body).toBe(201)
    ids = {
      companyId: a.fixture.companyId,
      branchId,
      itemCategoryId: await post('/item-categories', { name: 'Vousy' }),
      itemId: await post('/items', itemPayload()),
      workerId,
      exceptionId: await post(`/workers/${workerId}/exceptions`, {
        kind: 'holiday',
        starts_at: '2026-12-24T00:00',
        ends_at: '2026-12-27T00:00',
      }),
      customerId: await post('/customers', customerPayload({ email: 'petra@example.cz' })),
      otherCustomerId: await post('/customers', customerPayload({ email: 'petra.stara@example.cz' })),
      reservationId: reservation.json().data.id,
      memberId: third.id,
    }
  })

  const routes = () => t.app.companyScopedRoutes.map((route) => ({ ...route, path: relative(route.url) }))

  it('versions every record the back office edits: each PUT, PATCH and DELETE, and the POSTs on a record', () => {
    const writes = routes().filter((route) => ['PUT', 'PATCH', 'DELETE'].includes(route.method))
    const unversioned = writes.filter((route) => !route.versioned).map((r) => `${r.method} ${r.path}`)
    // A payment is never edited, only taken back; its reservation's own writes are versioned. An invitation
    // is never edited either, only withdrawn (decision 038): nothing to overwrite. The last opened company is
    // the signed-in person's own preference, not a shared record (decision 042). A worker's own calendar
    // address (what it shows, a new one, none) is their own choice, made whole each time (decision 039).
    expect(unversioned.sort()).toEqual(
      [
        'PUT /last-opened',
        'PUT /own-calendar-feed',
        'DELETE /own-calendar-feed',
        'DELETE /reservations/:reservationId/payments/:paymentId',
        'DELETE /invitations/:invitationId',
      ].sort(),
    )
    const versionedReads = routes().filter((route) => route.versioned && route.method === 'GET')
    expect(versionedReads.map((route) => route.path).sort()).toEqual(Object.keys(CHANGES).sort())
  })

  it('answers 412 stale_record to a write with the ETag from before the other owner’s change, and changes nothing', async () => {
    const reads = routes().filter((route) => route.versioned && route.method === 'GET')
    const writes = routes().filter((route) => route.versioned && route.method !== 'GET')
    expect(writes.length).toBeGreaterThanOrEqual(21)
    for (const write of writes) {
      const key = `${write.method} ${write.path || '/'}`
      // The record a write acts on: the longest versioned GET path it starts with.
      const record = reads
        .filter((read) => write.path.startsWith(read.path))
        .sort((x, y) => y.path.length - x.path.length)[0]!
      const url = `${a.base}${fill(record.path, ids)}`
      const before = await read(a.session, url)
      expect(before.etag, key).toMatch(/^"[\w-]+"$/)
      expect((await read(a.session, url)).etag, `${key}: the same record, the same tag`).toBe(before.etag)

      const changed = await CHANGES[record.path]!(b, url)
      expect(changed.statusCode, key).toBe(200)
      const theirs = await read(b, url)
      expect(theirs.etag, key).not.toBe(before.etag)

      const body =
        record.path === '/notification-settings' ? before.data : validBody(write.method, write.path, ids)
      const stale = await send(
        a.session,
        write.method as Method,
        `${a.base}${fill(write.path, ids)}`,
        body,
        before.etag,
      )
      expect(stale.statusCode, `${key}: ${stale.body}`).toBe(412)
      expect(stale.json(), key).toEqual({
        message: 'Someone else changed this record in the meantime',
        code: 'stale_record',
      })
      const after = await read(a.session, url)
      expect(after.body, `${key} changed the record`).toBe(theirs.body)
      expect(after.etag, key).toBe(theirs.etag)
    }
  })

  it('takes a write with the current ETag (or *), answers the new ETag, and still takes one without If-Match', async () => {
    const url = `${a.base}/items/${ids.itemId}`
    const current = await read(a.session, url)
    const saved = await send(a.session, 'PUT', url, itemPayload({ name: 'Střih s mytím' }), current.etag)
    expect(saved.statusCode, saved.body).toBe(200)
    const now = await read(a.session, url)
    expect(saved.headers.etag).toBe(now.etag)
    expect(now.data.name).toBe('Střih s mytím')

    // Two tags, one of them current; a weak tag never matches.
    const weak = await send(a.session, 'PUT', url, itemPayload({ name: 'Slabý' }), `W/${now.etag}`)
    expect(weak.statusCode).toBe(412)
    const listed = await send(a.session, 'PUT', url, itemPayload({ name: 'Z výčtu' }), `"stary", ${now.etag}`)
    expect(listed.statusCode, listed.body).toBe(200)
    const any = await send(a.session, 'PUT', url, itemPayload({ name: 'Jakýkoli' }), '*')
    expect(any.statusCode, any.body).toBe(200)
    const unconditional = await send(a.session, 'PUT', url, itemPayload({ name: 'Bez podmínky' }))
    expect(unconditional.statusCode).toBe(200)
    expect((await read(a.session, url)).data.name).toBe('Bez podmínky')

    // A customer's PUT answers less than its GET; its ETag is still the one the GET will give.
    const customerUrl = `${a.base}/customers/${ids.otherCustomerId}`
    const customer = await read(a.session, customerUrl)
    const edited = await send(
      a.session,
      'PUT',
      customerUrl,
      customerPayload({ email: 'petra.stara@example.cz' }),
      customer.etag,
    )
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.headers.etag).toBe((await read(a.session, customerUrl)).etag)
  })

  it('declares the ETag, If-Match and 412 of exactly the versioned routes in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json()
    for (const route of routes()) {
      const path = route.url.replace(/:(\w+)/g, '{$1}')
      const operation = document.paths[path][route.method.toLowerCase()]
      const key = `${route.method} ${route.path}`
      const ifMatch = (operation.parameters ?? []).some(
        (parameter: { in: string; name: string }) =>
          parameter.in === 'header' && parameter.name === 'if-match',
      )
      const etag = Object.keys(operation.responses['200']?.headers ?? {}).includes('ETag')
      expect({ ifMatch, etag, stale: '412' in operation.responses }, key).toEqual({
        ifMatch: route.versioned && route.method !== 'GET',
        // A delete has no record left to tag, whether it answers 204 (a member's) or 200 (decision 073).
        etag: route.versioned && route.method !== 'DELETE' && '200' in operation.responses,
        stale: route.versioned && route.method !== 'GET',
      })
    }
  })

  it('answers in Czech: Záznam mezitím změnil někdo jiný', async () => {
    const url = `${a.base}/item-categories/${ids.itemCategoryId}`
    const stale = await a.session.request({
      method: 'PUT',
      url,
      payload: { name: 'Cokoli' },
      headers: { 'if-match': '"neplatny"', 'accept-language': 'cs' },
    })
    expect(stale.statusCode).toBe(412)
    expect(stale.json()).toEqual({ message: 'Záznam mezitím změnil někdo jiný', code: 'stale_record' })
  })
})

describe('the story of issue 22: two owners edit one worker', () => {
  it('owner A shortens Monday to 12:00, owner B saves a phone number with the old ETag: 412, Monday stays 12:00', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const other = await signUpVerified(t.app, t.database)
    await t.database.db
      .insert(companyMembers)
      .values({ companyId: owner.fixture.companyId, userId: other.id, role: 'owner' })
    const branchId = owner.fixture.branchId
    const worker = workerPayload({
      name: 'Tomáš Novák',
      branch_ids: [branchId],
      working_hours: { [branchId]: weekdayHours('09:00', '17:00') },
    })
    const created = await owner.session.post(`${owner.base}/workers`, worker)
    expect(created.statusCode, created.body).toBe(201)
    const url = `${owner.base}/workers/${created.json().data.id}`

    const seenByA = await read(owner.session, url)
    const seenByB = await read(other.session, url)
    expect(seenByB.etag).toBe(seenByA.etag)

    const mondayTill12 = {
      ...weekdayHours('09:00', '17:00'),
      1: [{ start: '09:00', end: '12:00' }],
    }
    const shortened = await send(
      owner.session,
      'PUT',
      url,
      { ...worker, working_hours: { [branchId]: mondayTill12 } },
      seenByA.etag,
    )
    expect(shortened.statusCode, shortened.body).toBe(200)

    const phone = await send(other.session, 'PUT', url, { ...worker, phone: '777 888 999' }, seenByB.etag)
    expect(phone.statusCode).toBe(412)
    expect(phone.json().code).toBe('stale_record')

    const now = await read(other.session, url)
    expect(now.data.working_hours[String(branchId)]['1']).toEqual([{ start: '09:00', end: '12:00' }])
    expect(now.data.phone).toBeNull()
  })
})

describe('deletes from a list row: the row carries its record’s ETag, a stale one is refused', () => {
  it('an item category, a worker’s exception and a member another owner changed since the list was read stay', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const other = await signUpVerified(t.app, t.database)
    const member = await signUpVerified(t.app, t.database)
    await t.database.db.insert(companyMembers).values([
      { companyId: owner.fixture.companyId, userId: other.id, role: 'owner' },
      { companyId: owner.fixture.companyId, userId: member.id, role: 'reception' },
    ])
    const post = async (path: string, payload: unknown) => {
      const response = await owner.session.post(`${owner.base}${path}`, payload)
      expect(response.statusCode, `${path}: ${response.body}`).toBe(201)
      return response.json().data.id as number
    }
    const categoryId = await post('/item-categories', { name: 'Vousy' })
    const workerId = await post('/workers', workerPayload({ branch_ids: [owner.fixture.branchId] }))
    const exception = { kind: 'holiday', starts_at: '2026-12-24T00:00', ends_at: '2026-12-27T00:00' }
    const exceptionId = await post(`/workers/${workerId}/exceptions`, exception)
    const cases = [
      {
        list: '/item-categories',
        record: `/item-categories/${categoryId}`,
        id: categoryId,
        change: { name: 'Vousy a knír' },
        changed: (data: { name: string }) => data.name === 'Vousy a knír',
      },
      {
        list: `/workers/${workerId}/exceptions`,
        record: `/workers/${workerId}/exceptions/${exceptionId}`,
        id: exceptionId,
        change: { ...exception, note: 'Prodloužená' },
        changed: (data: { note: string | null }) => data.note === 'Prodloužená',
      },
      {
        list: '/members',
        record: `/members/${member.id}`,
        id: member.id,
        change: { role: 'manager' },
        changed: (data: { role: string }) => data.role === 'manager',
      },
    ]
    for (const { list, record, id, change, changed } of cases) {
      const rows = await owner.session.get(`${owner.base}${list}`)
      expect(rows.statusCode, rows.body).toBe(200)
      const row = rows.json().data.find((entry: { id: number }) => entry.id === id)
      const url = `${owner.base}${record}`
      expect(row.etag, `${list}: the row's tag is its GET's`).toBe((await read(owner.session, url)).etag)

      const edited = await send(other.session, 'PUT', url, change)
      expect(edited.statusCode, edited.body).toBe(200)
      const stale = await send(owner.session, 'DELETE', url, undefined, row.etag)
      expect(stale.statusCode, `${record}: ${stale.body}`).toBe(412)
      expect(stale.json().code).toBe('stale_record')
      const kept = await read(owner.session, url)
      expect(changed(kept.data), record).toBe(true)

      // Read again, the list gives the current tag, and the delete goes through.
      const fresh = (await owner.session.get(`${owner.base}${list}`))
        .json()
        .data.find((entry: { id: number }) => entry.id === id)
      const deleted = await send(owner.session, 'DELETE', url, undefined, fresh.etag)
      expect(deleted.statusCode, deleted.body).toBeLessThan(300)
      expect((await owner.session.get(url)).statusCode, record).toBe(404)
    }
  })
})
