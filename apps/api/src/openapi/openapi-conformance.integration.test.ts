import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { companyMembers } from '../db/schema'
import { signUpVerified, TEST_PASSWORD } from '../testing/accounts'
import { customerPayload, expectStatus } from '../testing/back-office-fixtures'
import { createBookingFixture } from '../testing/booking-fixture'
import { HttpSession } from '../testing/http-session'
import {
  arbitraryOf,
  bodyFormatBreakers,
  conformanceProblems,
  type DocumentedOperation,
  documentedOperations,
  formatBreakerOf,
  type Known,
  type Schema,
  sampleOf,
  violatingBody,
} from '../testing/openapi-conformance'
import { queryString } from '../testing/openapi-fuzz'
import { useTestApp } from '../testing/test-app'

/**
 * Issue 38, "An API document clients can trust" (decision 073): as Schemathesis does, every operation of the
 * OpenAPI document is called with requests generated from the document itself (fast-check, seeded, so a
 * failure repeats), once as a guest and once as a company's owner. Every answer must be no 5xx, of a status the
 * operation documents, of a documented media type, with a body valid against the documented schema and the
 * documented headers; a request that breaks the document's schema must be refused with a 4xx, and so must one
 * value at a time that breaks a format the document states (an email without @, 2026-02-30, an instant
 * without its offset, the id 2147483648, the phone "abc").
 */

const SEED = 3873
/** Generated requests per operation and caller, beside the one from the known values. */
const GENERATED = 8

/** Calls that end the owner's session or account would cut the walk short. */
const OWNER_SKIPS = new Set(['POST /logout', 'DELETE /api/user'])
const ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

describe('the OpenAPI document', () => {
  const t = useTestApp()

  it('is what the API answers: generated requests, guest and owner, every answer documented', async () => {
    const started = performance.now()
    const owner = await signUpVerified(t.app, t.database)
    const fixture = await createBookingFixture(t.database)
    await t.database.db
      .insert(companyMembers)
      .values({ companyId: fixture.companyId, userId: owner.id, role: 'owner' })
    const base = `/api/v1/companies/${fixture.companyId}`
    const customer = await expectStatus(owner.session, 'POST', `${base}/customers`, 201, customerPayload())
    const reservation = await expectStatus(owner.session, 'POST', `${base}/reservations`, 201, {
      branch_id: fixture.branchId,
      worker_id: fixture.workers.alice,
      customer_id: customer.data.id,
      item_ids: [fixture.items.cut],
      starts_at: '2026-11-24T10:00:00+01:00',
    })
    const known: Known = {
      companyId: fixture.companyId,
      branchId: fixture.branchId,
      itemId: fixture.items.cut,
      workerId: fixture.workers.alice,
      customerId: customer.data.id,
      reservationId: reservation.data.id,
      branchSlug: fixture.slug,
      branch_id: fixture.branchId,
      worker_id: fixture.workers.alice,
      customer_id: customer.data.id,
      item_ids: [fixture.items.cut],
      worker_ids: [fixture.workers.alice],
      starts_at: '2026-11-25T10:00:00+01:00',
      from: '2026-11-01',
      to: '2026-11-30',
      password: TEST_PASSWORD,
      current_password: TEST_PASSWORD,
    }
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json()
    const operations = documentedOperations(document).sort(
      (a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method),
    )
    expect(operations.length).toBeGreaterThan(100)

    const failures: string[] = []
    let calls = 0
    let breakers = 0
    const brokenFormats = new Set<unknown>()
    const check = async (
      caller: HttpSession,
      operation: DocumentedOperation,
      request: { url: string; body?: unknown },
      refuse: boolean,
    ) => {
      calls++
      const response: LightMyRequestResponse = await caller.request({
        method: operation.method as 'GET',
        url: request.url,
        ...(request.body === undefined ? {} : { payload: request.body as object }),
      })
      const label = `${caller === owner.session ? 'owner' : 'guest'} ${operation.method} ${request.url}`
      for (const problem of conformanceProblems(operation, response)) failures.push(`${label}: ${problem}`)
      if (refuse && response.statusCode < 400)
        failures.push(`${label}: a request against the schema was accepted (${response.statusCode})`)
      return response.statusCode
    }

    let seed = SEED
    for (const operation of operations) {
      const key = `${operation.method} ${operation.path}`
      const path = operation.parameters.filter((parameter) => parameter.in === 'path')
      const query = operation.parameters.filter((parameter) => parameter.in === 'query')
      const pathArbitrary = fc.record(
        Object.fromEntries(path.map((p) => [p.name, arbitraryOf(p.schema ?? {}, known, p.name)])),
      )
      const queryArbitrary = fc.record(
        Object.fromEntries(query.map((p) => [p.name, arbitraryOf(p.schema ?? {}, known, p.name)])),
        { requiredKeys: query.filter((p) => p.required).map((p) => p.name) },
      )
      const bodyArbitrary = operation.body ? arbitraryOf(operation.body, known) : fc.constant(undefined)
      const requests = sampleOf(fc.tuple(pathArbitrary, queryArbitrary, bodyArbitrary), ++seed, GENERATED)
      const urlOf = (params: Record<string, unknown>, values: Record<string, unknown>) =>
        operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name]))) +
        queryString(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)))
      const knownPath = Object.fromEntries(path.map((p) => [p.name, known[p.name] ?? 1]))

      for (const caller of [new HttpSession(t.app), owner.session]) {
        if (caller === owner.session && OWNER_SKIPS.has(key)) continue
        for (const [params, values, body] of requests)
          await check(caller, operation, { url: urlOf(params, values), body }, false)
        // Refused: a query parameter the operation does not declare, and a body against its schema.
        await check(caller, operation, { url: urlOf(knownPath, { zzz_undeclared: '1' }) }, query.length > 0)
        const [, , validBody] = requests[0] ?? []
        const broken =
          operation.body && validBody && typeof validBody === 'object'
            ? violatingBody(operation.body as Schema, validBody as Record<string, unknown>)
            : undefined
        if (broken) await check(caller, operation, { url: urlOf(knownPath, {}), body: broken }, true)
        const [integer] = path.filter((p) => p.schema?.type === 'integer')
        if (integer)
          await check(caller, operation, { url: urlOf({ ...knownPath, [integer.name]: 'abc' }, {}) }, true)
        // Refused: each value that breaks the format the document states for it, the rest as generated.
        const [, validValues = {}] = requests[0] ?? []
        for (const parameter of [...path, ...query]) {
          const breaker = formatBreakerOf(parameter.schema ?? {})
          if (breaker === undefined) continue
          breakers++
          brokenFormats.add(breaker)
          const inPath = parameter.in === 'path'
          const url = urlOf(
            inPath ? { ...knownPath, [parameter.name]: breaker } : knownPath,
            inPath ? validValues : { ...validValues, [parameter.name]: breaker },
          )
          await check(caller, operation, { url, body: validBody }, true)
        }
        const bodyBreakers = operation.body ? bodyFormatBreakers(operation.body as Schema, validBody) : []
        for (const { value, body } of bodyBreakers) {
          breakers++
          brokenFormats.add(value)
          await check(caller, operation, { url: urlOf(knownPath, {}), body }, true)
        }
      }
    }
    // A limit reached: the 429 and its Retry-After are checked like every other answer.
    const login = operations.find((operation) => operation.method === 'POST' && operation.path === '/login')!
    const guest = new HttpSession(t.app)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 7; attempt++)
      statuses.push(
        await check(guest, login, { url: '/login', body: { email: owner.email, password: 'wrong' } }, true),
      )
    expect(statuses).toContain(429)
    const seconds = (performance.now() - started) / 1000
    console.info(
      `conformance walk: ${operations.length} operations, ${calls} calls (${breakers} with a format broken), ${seconds.toFixed(1)} s`,
    )
    // Every kind of format is broken somewhere, so the refusals above are not vacuous.
    expect([...brokenFormats].sort()).toEqual(
      ['2026-02-30', '2026-11-25T10:00:00', 2_147_483_648, 'abc', 'zakaznik.bez.zavinace.example.cz'].sort(),
    )
    expect(failures.join('\n')).toBe('')
  }, 180_000)
})
