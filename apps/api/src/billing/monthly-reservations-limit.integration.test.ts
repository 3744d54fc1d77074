/**
 * The plan's monthly reservations hold under a burst of public bookings (decisions 032 and 055): the check
 * runs in the booking's transaction after the company's subscription row is locked, so bookings of a company
 * with a limit take turns at the last places, on one API process or several (two app instances on one
 * PostgreSQL database, each with its own pool), while the refused ones store nothing.
 */

import { eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { type DatabaseHandle, openDatabase } from '../db/client'
import { monthCountUpToLimitSql } from '../db/month-count'
import { countRoundTrips } from '../db/round-trips'
import { customers, outboxMessages, reservations, subscriptions } from '../db/schema'
import { freshAddress, postBooking } from '../testing/booking-client'
import { type BookingFixture, bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { HttpSession } from '../testing/http-session'
import { testConfig, useTestApp } from '../testing/test-app'

const DAY = 24 * 60 * 60 * 1000
const FULL_MESSAGE =
  'Provozovna tento měsíc nepřijímá další online rezervace. Kontaktujte ji prosím telefonicky nebo e-mailem.'
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

// Monday 23 November 2026, 09:00 in Prague.
const t = useTestApp({ now: '2026-11-23T08:00:00.000Z' })

/** A second API process: the same database through its own pool (PGlite is one process, so only on PostgreSQL). */
let second: { app: FastifyInstance; database: DatabaseHandle } | undefined

beforeAll(async () => {
  if (!onPostgres) return
  const database = await openDatabase({ url: t.database.url, poolMax: 10 })
  const app = await buildApp({ config: testConfig(), database, clock: t.clock, logger: false })
  await app.ready()
  second = { app, database }
})

afterAll(async () => {
  await second?.app.close()
  await second?.database.close()
})

/** The fixture's company on Zdarma (50 reservations a month) with `used` of them created at `createdAt`. */
async function zdarmaCompany(used: number, createdAt: string): Promise<BookingFixture> {
  const fixture = await createBookingFixture(t.database)
  const { db } = t.database
  await db
    .update(subscriptions)
    .set({ planId: 'zdarma', status: 'active' })
    .where(eq(subscriptions.companyId, fixture.companyId))
  const [regular] = await db
    .insert(customers)
    .values({
      companyId: fixture.companyId,
      firstName: 'Stálý',
      surname: 'Zákazník',
      email: 'stały@example.cz',
    })
    .returning({ id: customers.id })
  // Visits far ahead (one a day), created this month by the back office.
  const first = Date.parse('2027-02-01T09:00:00Z')
  await db.insert(reservations).values(
    Array.from({ length: used }, (_, n) => ({
      companyId: fixture.companyId,
      branchId: fixture.branchId,
      workerId: fixture.workers.alice,
      customerId: regular!.id,
      startsAt: new Date(first + n * DAY),
      endsAt: new Date(first + n * DAY + 45 * 60_000),
      priceCzk: 450,
      source: 'business' as const,
      createdAt: new Date(createdAt),
    })),
  )
  return fixture
}

async function visitors(count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      // Every other visitor comes through the second process, when there is one.
      const app = second && index % 2 === 1 ? second.app : t.app
      const session = new HttpSession(app, { remoteAddress: freshAddress(), locale: 'cs' })
      await session.csrfCookie()
      return { app, session }
    }),
  )
}

describe('the monthly reservations of a plan under a burst of public bookings', () => {
  it('Zdarma with 48 of 50 used: of 10 bookings of different free times at once, exactly 2 are stored and 8 refused with nothing kept', {
    timeout: 120_000,
  }, async () => {
    t.clock.set('2026-11-23T08:00:00.000Z')
    const fixture = await zdarmaCompany(48, '2026-11-10T10:00:00.000Z')
    // Ten different free times of Alice: Tuesday and Wednesday, 09:00 to 13:00 in Prague.
    const times = ['2026-11-24', '2026-11-25'].flatMap((day) =>
      [8, 9, 10, 11, 12].map((hour) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`),
    )
    const bodies = times.map((startsAt) =>
      bookingBody({ item_ids: [fixture.items.cut], worker_id: fixture.workers.alice, starts_at: startsAt }),
    )
    const keys = bodies.map(() => crypto.randomUUID())
    const contenders = await visitors(bodies.length)
    const answers = await Promise.all(
      contenders.map(({ app, session }, index) =>
        postBooking(app, fixture.slug, bodies[index], { session, idempotencyKey: keys[index] }),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(
      statuses.filter((status) => status === 201),
      statuses.join(' '),
    ).toHaveLength(2)
    const refused = answers.filter((answer) => answer.statusCode !== 201)
    expect(refused).toHaveLength(8)
    for (const answer of refused)
      expect(answer.json()).toEqual({ code: 'monthly_reservations_full', message: FULL_MESSAGE })

    const { db } = t.database
    const stored = await db.select().from(reservations).where(eq(reservations.companyId, fixture.companyId))
    expect(stored).toHaveLength(50)
    // The refused visitors left no customer row and no email; the two who booked have theirs.
    const emailsOf = (indexes: number[]) => indexes.map((index) => bodies[index]!.email)
    const won = statuses.flatMap((status, index) => (status === 201 ? [index] : []))
    const lost = statuses.flatMap((status, index) => (status === 201 ? [] : [index]))
    const customerEmails = async (emails: string[]) =>
      (await db.select().from(customers).where(inArray(customers.email, emails))).map((row) => row.email)
    expect(await customerEmails(emailsOf(lost))).toEqual([])
    expect((await customerEmails(emailsOf(won))).sort()).toEqual(emailsOf(won).sort())
    const outbox = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.companyId, fixture.companyId))
    const recipients = outbox.map((message) => message.recipient)
    for (const email of emailsOf(lost)) expect(recipients).not.toContain(email)
    expect(outbox.map((message) => message.kind).sort()).toEqual([
      'booking-confirmation',
      'booking-confirmation',
      'booking-new-for-business',
      'booking-new-for-business',
    ])

    // A refused visitor's idempotency key was freed: once the owner moves to a plan without the limit,
    // the same submit with the same key books.
    await db
      .update(subscriptions)
      .set({ planId: 'profi' })
      .where(eq(subscriptions.companyId, fixture.companyId))
    const again = lost[0]!
    const retry = await postBooking(t.app, fixture.slug, bodies[again], {
      remoteAddress: freshAddress(),
      idempotencyKey: keys[again],
    })
    expect(retry.statusCode, retry.body).toBe(201)
  })

  it('a mixed burst (one time wanted by six, one person booking four times, four others) ends in exactly the 4 places left, never a 500', {
    timeout: 120_000,
  }, async () => {
    t.clock.set('2026-11-23T08:00:00.000Z')
    const fixture = await zdarmaCompany(46, '2026-11-10T10:00:00.000Z')
    const cut = (startsAt: string, person: Record<string, unknown> = {}) =>
      bookingBody({
        item_ids: [fixture.items.cut],
        worker_id: fixture.workers.alice,
        starts_at: startsAt,
        ...person,
      })
    const hours = (day: string) =>
      [8, 9, 10, 11].map((hour) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`)
    const bodies = [
      // Six people, one time: the diary's locks and the exclusion constraint leave at most one.
      ...Array.from({ length: 6 }, () => cut('2026-11-24T08:00:00.000Z')),
      // One person, four times: the customer's lock, and the cap of 3 upcoming visits.
      ...hours('2026-11-25').map((startsAt) => cut(startsAt, { email: 'vytrvala@example.cz' })),
      // Four people, four times.
      ...hours('2026-11-26').map((startsAt) => cut(startsAt)),
    ]
    const contenders = await visitors(bodies.length)
    const answers = await Promise.all(
      contenders.map(({ app, session }, index) => postBooking(app, fixture.slug, bodies[index], { session })),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    // At least 1 + 3 + 4 of them could be stored, so only the month stops the rest: exactly 4 are.
    expect(
      statuses.filter((status) => status === 201),
      statuses.join(' '),
    ).toHaveLength(4)
    for (const status of statuses) expect([201, 409, 422], statuses.join(' ')).toContain(status)
    const stored = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.companyId, fixture.companyId))
    expect(stored).toHaveLength(50)
  })

  it('the month is Prague’s: a booking at 23:30 on its last day counts in that month, one at 00:30 in the next', async () => {
    // Monday 30 November 2026, 23:30 in Prague (22:30 UTC).
    t.clock.set('2026-11-30T22:30:00.000Z')
    const fixture = await zdarmaCompany(49, '2026-11-02T10:00:00.000Z')
    const book = (startsAt: string) =>
      postBooking(
        t.app,
        fixture.slug,
        bookingBody({ item_ids: [fixture.items.cut], worker_id: fixture.workers.alice, starts_at: startsAt }),
        { locale: 'cs' },
      )
    const fiftieth = await book('2026-12-01T08:00:00.000Z')
    expect(fiftieth.statusCode, fiftieth.body).toBe(201)
    const over = await book('2026-12-01T09:00:00.000Z')
    expect(over.statusCode, over.body).toBe(409)
    expect(over.json()).toEqual({ code: 'monthly_reservations_full', message: FULL_MESSAGE })
    // 00:30 on 1 December in Prague is still 30 November in UTC: a new month for the plan.
    t.clock.set('2026-11-30T23:30:00.000Z')
    const december = await book('2026-12-01T09:00:00.000Z')
    expect(december.statusCode, december.body).toBe(201)
  })
})

describe('what holding the month costs a booking', () => {
  const booking = async (fixture: BookingFixture, startsAt: string) => {
    const session = new HttpSession(t.app, { remoteAddress: freshAddress() })
    await session.csrfCookie()
    const body = bookingBody({ item_ids: [fixture.items.cut], worker_id: 'any', starts_at: startsAt })
    return countRoundTrips(() =>
      postBooking(t.app, fixture.slug, body, { session, idempotencyKey: crypto.randomUUID() }),
    )
  }

  it('a plan without a limit takes no lock and stays at 7 statements', async () => {
    t.clock.set('2026-11-23T08:00:00.000Z')
    const fixture = await createBookingFixture(t.database)
    const counted = await booking(fixture, '2026-11-26T10:00:00.000Z')
    expect(counted.value.statusCode, counted.value.body).toBe(201)
    expect(counted.statements.length, counted.statements.join('\n')).toBeLessThanOrEqual(7)
    expect(counted.statements.join('\n')).not.toMatch(/"subscriptions".*for no key update/is)
  })

  it('a plan with a limit locks the subscription and counts again in the transaction: 9 statements', async () => {
    t.clock.set('2026-11-23T08:00:00.000Z')
    const fixture = await zdarmaCompany(10, '2026-11-10T10:00:00.000Z')
    const counted = await booking(fixture, '2026-11-26T10:00:00.000Z')
    expect(counted.value.statusCode, counted.value.body).toBe(201)
    expect(counted.statements.length, counted.statements.join('\n')).toBe(9)
    expect(counted.statements.join('\n')).toMatch(/"subscriptions".*for no key update/is)
  })
})

describe('what counting the month costs as history grows (issue 39)', () => {
  interface PlanNode {
    'Relation Name'?: string
    'Node Type': string
    'Index Name'?: string
    'Actual Rows': number
    'Actual Loops': number
    'Rows Removed by Filter'?: number
    'Rows Removed by Index Recheck'?: number
    Plans?: PlanNode[]
  }
  const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)]

  it('reads no more of the company’s reservations than the limit needs, whatever the month holds or came before', async () => {
    t.clock.set('2026-11-23T08:00:00.000Z')
    // 120 this month (over Zdarma's 50), and 300 of earlier months.
    const fixture = await zdarmaCompany(120, '2026-11-10T10:00:00.000Z')
    const { db } = t.database
    const [someone] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.companyId, fixture.companyId))
    const first = Date.parse('2027-09-01T09:00:00Z')
    await db.insert(reservations).values(
      Array.from({ length: 300 }, (_, n) => ({
        companyId: fixture.companyId,
        branchId: fixture.branchId,
        workerId: fixture.workers.alice,
        customerId: someone!.id,
        startsAt: new Date(first + n * DAY),
        endsAt: new Date(first + n * DAY + 45 * 60_000),
        priceCzk: 450,
        source: 'business' as const,
        createdAt: new Date(Date.parse('2026-10-31T10:00:00Z') - n * DAY),
      })),
    )
    // The count as the booking's start statement and billing's own reads write it, with the plan's limit.
    const monthCount = monthCountUpToLimitSql(
      sql`${fixture.companyId}::int`,
      sql`${'2026-11-23T08:00:00.000Z'}`,
      sql`(select p.max_reservations_per_month from subscriptions s join plans p on p.id = s.plan_id
        where s.company_id = ${fixture.companyId}::int)`,
    )
    // A test's table is small enough that a sequential scan is cheapest; a salon's years of history are not.
    // So the plan is asked for as it is with history: by index, and it must then stop at the limit.
    const explained = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      return tx.execute(sql`explain (analyze, format json) select ${monthCount} as reservations_this_month`)
    })
    const [row] = (explained as unknown as { rows: { 'QUERY PLAN': unknown }[] }).rows
    const raw = row?.['QUERY PLAN']
    const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[]
    const scans = nodesOf(plan!.Plan).filter((node) => node['Relation Name'] === 'reservations')
    const read = scans.reduce(
      (sum, node) =>
        sum +
        node['Actual Rows'] * node['Actual Loops'] +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0),
      0,
    )
    // Zdarma's limit is 50: the count stops at 51 rows, read off (company_id, created_at).
    expect(read, JSON.stringify(scans)).toBeLessThanOrEqual(51)
    const answered = await db.execute(sql`select ${monthCount} as reservations_this_month`)
    const [state] = (answered as unknown as { rows: { reservations_this_month: number }[] }).rows
    expect(state?.reservations_this_month).toBe(51)
  })
})
