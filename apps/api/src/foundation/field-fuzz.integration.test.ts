import { accessOfMethod, can } from '@rezervo/shared/team/permissions'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { companyMembers } from '../db/schema'
import { signUpVerified, TEST_PASSWORD } from '../testing/accounts'
import { customerPayload, expectStatus, weekdayHours } from '../testing/back-office-fixtures'
import { createBookingFixture } from '../testing/booking-fixture'
import { HttpSession } from '../testing/http-session'
import {
  BAD_VALUES,
  type BadValue,
  bodyFields,
  bodyWith,
  type Hints,
  hostileBodies,
  kindOf,
  mainSchema,
  type Operation,
  operationsOf,
  queryString,
  validObject,
  validValue,
} from '../testing/openapi-fuzz'
import { useTestApp } from '../testing/test-app'

/**
 * Issue 15: "Bad input must be a 4xx with a clear message, never a 500". Every operation of the OpenAPI
 * document is called by the owner of a company with real records, one field at a time wrong while the rest of
 * the request is valid (so the wrong value reaches as far as it can): path parameters, query parameters and
 * every JSON body field, nested ones too. A wrong value for the field's kind must be refused with a 4xx JSON
 * answer (422 with the field's error when the query or body was at fault), never a 500; and a body over the
 * limit is a 413. New routes and fields are walked without being listed here.
 */

/** Calls that end the session would cut the walk short. */
const SKIPPED = new Set(['POST /logout'])

let emails = 0
const freshEmail = () => `fuzz.${process.pid}.${++emails}@example.cz`

describe('a wrong value in any field of any route', () => {
  const t = useTestApp()

  it('is refused with a 4xx JSON answer, 422 with the field named for a query or body, never a 500', async () => {
    const owner = await signUpVerified(t.app, t.database)
    const fixture = await createBookingFixture(t.database)
    await t.database.db
      .insert(companyMembers)
      .values({ companyId: fixture.companyId, userId: owner.id, role: 'owner' })
    const base = `/api/v1/companies/${fixture.companyId}`
    const s = owner.session
    // The routes an owner may not use (a worker's own calendar address, decision 039) are walked as the
    // company's worker, so their fields are checked too and not stopped at the owner's 404.
    const worker = await signUpVerified(t.app, t.database)
    await t.database.db.insert(companyMembers).values({
      companyId: fixture.companyId,
      userId: worker.id,
      role: 'worker',
      workerId: fixture.workers.alice,
    })
    const workersOnly = new Set(
      t.app.companyScopedRoutes
        .filter((route) => !can('owner', route.area, accessOfMethod(route.method)))
        .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
    )
    const callerOf = (operation: Operation) =>
      workersOnly.has(`${operation.method} ${operation.path}`) ? worker.session : s
    const customer = await expectStatus(s, 'POST', `${base}/customers`, 201, customerPayload())
    const second = await expectStatus(
      s,
      'POST',
      `${base}/customers`,
      201,
      customerPayload({ email: 'druha@example.cz', phone: '+420 777 999 888' }),
    )
    const category = await expectStatus(s, 'POST', `${base}/item-categories`, 201, { name: 'Vousy' })
    const reservation = await expectStatus(s, 'POST', `${base}/reservations`, 201, {
      branch_id: fixture.branchId,
      worker_id: fixture.workers.alice,
      customer_id: customer.data.id,
      item_ids: [fixture.items.cut],
      starts_at: '2026-11-24T10:00:00+01:00',
    })
    const payment = await expectStatus(
      s,
      'POST',
      `${base}/reservations/${reservation.data.id}/payments`,
      201,
      { amount_czk: 100, method: 'cash' },
    )
    const exception = await expectStatus(
      s,
      'POST',
      `${base}/workers/${fixture.workers.alice}/exceptions`,
      201,
      { kind: 'holiday', starts_at: '2026-12-24T00:00', ends_at: '2026-12-27T00:00' },
    )
    const booked = await new HttpSession(t.app).post(`/api/v1/branches/slug/${fixture.slug}/reservations`, {
      item_ids: [fixture.items.cut],
      worker_id: 'any',
      starts_at: '2026-11-26T10:00:00+01:00',
      first_name: 'Jan',
      surname: 'Novák',
      email: 'jan.novak@example.cz',
      phone: '+420 731 000 111',
      consent: true,
    })
    expect(booked.statusCode, booked.body).toBe(201)
    const log = await expectStatus(s, 'GET', `${base}/notification-log`, 200)
    expect(log.data.length).toBeGreaterThan(0)

    const pathValues: Record<string, string> = {
      companyId: String(fixture.companyId),
      branchId: String(fixture.branchId),
      itemCategoryId: String(category.data.id),
      itemId: String(fixture.items.cut),
      workerId: String(fixture.workers.alice),
      exceptionId: String(exception.data.id),
      customerId: String(customer.data.id),
      reservationId: String(reservation.data.id),
      paymentId: String(payment.data.id),
      messageId: String(log.data[0].id),
      id: String(booked.json().reservation.id),
      hash: 'abc',
      branchSlug: fixture.slug,
      groupSlug: 'krasa-a-pece',
      categorySlug: 'barbershop',
      file: '1-0123456789abcdef.jpg',
    }
    const hints: Hints = {
      branch_id: () => fixture.branchId,
      worker_id: () => fixture.workers.alice,
      customer_id: () => customer.data.id,
      source_customer_id: () => second.data.id,
      item_ids: () => [fixture.items.cut],
      worker_ids: () => [fixture.workers.alice],
      branch_ids: () => [fixture.branchId],
      item_category_id: () => category.data.id,
      starts_at: () => '2026-11-25T10:00:00+01:00',
      ends_at: () => '2026-11-25T11:00:00+01:00',
      paid_at: () => '2026-11-24T12:00:00+01:00',
      date: () => '2026-11-25',
      from: () => '2026-11-01',
      to: () => '2026-11-30',
      email: freshEmail,
      phone: () => '+420 777 123 456',
      first_name: () => 'Jan',
      surname: () => 'Novák',
      name: () => 'Nová věc',
      password: () => TEST_PASSWORD,
      password_confirmation: () => TEST_PASSWORD,
      current_password: () => TEST_PASSWORD,
      color: () => '#16A34A',
      opening_hours: () => weekdayHours(),
      consent: () => true,
      zip: () => '120 00',
      cin: () => '27082440',
      tin: () => 'CZ27082440',
      country: () => 'CZ',
      time_zone: () => 'Europe/Prague',
      duration: () => 45,
      price_czk: () => 450,
      amount_czk: () => 100,
      token: () => booked.json().reservation.cancel_token,
      year: () => 2026,
    }

    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json()
    const operations = operationsOf(document).filter(
      (operation) => !SKIPPED.has(`${operation.method} ${operation.path}`),
    )
    expect(operations.length).toBeGreaterThan(60)

    const failures: string[] = []
    let calls = 0
    const send = async (
      operation: Operation,
      url: string,
      payload: string | undefined,
      what: string,
      expectation: { refuse: boolean; fieldError: boolean },
    ) => {
      calls++
      const response: LightMyRequestResponse = await callerOf(operation).request({
        method: operation.method,
        url,
        ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
      })
      const label = `${operation.method} ${operation.path} ${what} → ${response.statusCode}`
      const json = String(response.headers['content-type'] ?? '').includes('json')
      const body = json ? response.json() : undefined
      if (response.statusCode >= 500) failures.push(`${label} ${response.body.slice(0, 160)}`)
      else if (response.statusCode >= 400 && typeof body?.message !== 'string')
        failures.push(`${label} without a JSON message`)
      else if (expectation.refuse && response.statusCode < 400) failures.push(`${label}: accepted`)
      else if (
        expectation.fieldError &&
        response.statusCode < 500 &&
        (response.statusCode !== 422 || Object.keys(body?.errors ?? {}).length === 0)
      )
        failures.push(`${label}: not a 422 with field errors: ${response.body.slice(0, 160)}`)
    }

    for (const operation of operations) {
      const pathParams = operation.params.filter((param) => param.in === 'path')
      const queryParams = operation.params.filter((param) => param.in === 'query')
      const urlWith = (overrides: Record<string, string> = {}) =>
        operation.path.replace(/\{(\w+)\}/g, (_, name: string) => overrides[name] ?? pathValues[name] ?? '1')
      const validQuery = Object.fromEntries(
        queryParams
          .filter((param) => hints[param.name])
          .map((param) => [param.name, validValue(param.name, param.schema ?? {}, hints)]),
      )
      const validBody = operation.body ? validObject(mainSchema(operation.body), hints) : undefined
      const validPayload = validBody === undefined ? undefined : JSON.stringify(validBody)
      // Mutating calls keep the records: only the wrong values are sent, never the valid request itself.
      const wrong = (values: BadValue[]) => values.filter((value) => value.query !== undefined)

      for (const param of pathParams) {
        for (const value of wrong(BAD_VALUES[kindOf(param.name, param.schema ?? {})])) {
          await send(
            operation,
            `${urlWith({ [param.name]: value.query! })}${queryString(validQuery)}`,
            validPayload,
            `path ${param.name} = ${value.label}`,
            { refuse: value.refuse, fieldError: false },
          )
        }
      }
      for (const param of queryParams) {
        const kind = kindOf(param.name, param.schema ?? {})
        const { [param.name]: _, ...rest } = validQuery
        const restQuery = queryString(rest)
        const joiner = restQuery ? '&' : '?'
        for (const value of wrong(BAD_VALUES[kind])) {
          await send(
            operation,
            `${urlWith()}${restQuery}${joiner}${param.name}=${value.query}`,
            validPayload,
            `query ${param.name} = ${value.label}`,
            { refuse: value.refuse, fieldError: value.refuse },
          )
        }
        if (kind !== 'ids' && kind !== 'array') {
          await send(
            operation,
            `${urlWith()}${restQuery}${joiner}${param.name}=1&${param.name}=2`,
            validPayload,
            `query ${param.name} given twice`,
            { refuse: true, fieldError: true },
          )
        }
      }
      if (validBody && operation.body) {
        for (const field of bodyFields(operation.body)) {
          const name = field.path[field.path.length - 1]!
          for (const value of BAD_VALUES[kindOf(name, field.schema)]) {
            if (value.json === undefined) continue
            await send(
              operation,
              `${urlWith()}${queryString(validQuery)}`,
              bodyWith(validBody, field.path, value.json),
              `body ${field.path.join('.')} = ${value.label}`,
              { refuse: value.refuse, fieldError: value.refuse },
            )
          }
        }
        const oversized = `{"note":"${'x'.repeat(t.app.initialConfig.bodyLimit ?? 1024 * 1024)}"}`
        const response = await callerOf(operation).request({
          method: operation.method,
          url: urlWith(),
          payload: oversized,
          headers: { 'content-type': 'application/json' },
        })
        calls++
        if (response.statusCode !== 413 || typeof response.json().message !== 'string')
          failures.push(`${operation.method} ${operation.path} oversized body → ${response.statusCode}`)
        for (const hostile of hostileBodies(validBody)) {
          const answer = await callerOf(operation).request({
            method: operation.method,
            url: `${urlWith()}${queryString(validQuery)}`,
            payload: hostile.payload,
            headers: { 'content-type': 'application/json' },
          })
          calls++
          const body = answer.json()
          if (answer.statusCode !== 400 || body.code !== hostile.code || typeof body.message !== 'string')
            failures.push(
              `${operation.method} ${operation.path} ${hostile.label} → ${answer.statusCode} ${answer.body.slice(0, 120)}`,
            )
        }
      }
    }
    expect(calls).toBeGreaterThan(1000)
    expect(failures).toEqual([])
  }, 300_000)

  it('names the field and the reason in the language of the request', async () => {
    const owner = await signUpVerified(t.app, t.database)
    const fixture = await createBookingFixture(t.database)
    await t.database.db
      .insert(companyMembers)
      .values({ companyId: fixture.companyId, userId: owner.id, role: 'owner' })
    const base = `/api/v1/companies/${fixture.companyId}`
    const send = (locale: string, url: string, payload?: string) =>
      owner.session.request({
        method: payload === undefined ? 'GET' : 'POST',
        url,
        headers: { 'accept-language': locale, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      })
    const expected = [
      {
        call: () => [
          'POST',
          `${base}/customers`,
          '{"first_name":"Jan","surname":"Novák","note":"Ahoj \\ud83d"}',
        ],
        field: 'note',
        cs: 'Text obsahuje znak, který nelze uložit (poškozený emotikon nebo symbol). Napište ho prosím znovu.',
        en: 'This text contains a character that cannot be saved (a broken emoji or symbol). Please retype it.',
      },
      {
        call: () => [
          'POST',
          `${base}/customers`,
          '{"first_name":"Jan","surname":"Novák","consent_at":"0000-01-01T10:00:00Z"}',
        ],
        field: 'consent_at',
        cs: 'Datum musí ležet mezi roky 1900 a 2999.',
        en: 'The date must fall between the years 1900 and 2999.',
      },
      {
        call: () => ['GET', `${base}/payments?from=2026-02-30&to=2026-03-31`],
        field: 'from',
        cs: 'Toto pole musí být platné datum.',
        en: 'This field must be a valid date.',
      },
      {
        call: () => [
          'POST',
          `/api/v1/branches/slug/${fixture.slug}/reservations`,
          JSON.stringify({
            item_ids: [2147483648],
            starts_at: '2026-11-26T10:00:00+01:00',
            first_name: 'Jan',
            surname: 'Novák',
            email: 'jan@example.cz',
            phone: '+420 731 000 111',
            consent: true,
          }),
        ],
        field: 'item_ids.0',
        cs: 'Tato hodnota neexistuje.',
        en: 'This value does not exist.',
      },
    ]
    for (const { call, field, cs, en } of expected) {
      const [, url, payload] = call() as [string, string, string | undefined]
      for (const [locale, text] of [
        ['cs', cs],
        ['en', en],
      ] as const) {
        const response = await send(locale, url, payload)
        expect(response.statusCode, `${url} ${response.body}`).toBe(422)
        expect(response.json().errors[field], `${url} ${locale}`).toEqual([text])
      }
    }
  })
})
