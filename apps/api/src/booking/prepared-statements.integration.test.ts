/**
 * The booking's fixed statements run as named (prepared) statements on PostgreSQL (db/prepared.ts,
 * decision 047): a connection parses and plans each once and, after five runs, keeps a generic plan. These
 * tests hold that reusing them gives every booking its own answer, that a booking the database refuses
 * still rolls back everything it wrote, and that PGlite, whose one session all connections share, runs them
 * unnamed.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it, vi } from 'vitest'
import { executeNamed, statementName } from '../db/prepared'
import { customers, reservations } from '../db/schema'
import { postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'

// Monday 23 November 2026 08:00 UTC (09:00 in Prague); Alice works 09:00–17:00, Bob from 12:00.
const TUESDAY = (hour: number, minute = 0) =>
  `2026-11-24T${String(hour - 1).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`

const SURNAMES = ['Novák', 'Svoboda', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý']

describe('named statements of the booking', () => {
  const t = useTestApp()

  it('answers each run with its own parameters, and gives a statement of another shape its own name', async () => {
    const echo = (n: number) => sql`select ${n}::int as n, 'echo' as kind`
    const pair = (n: number) => sql`select ${n}::int as n, ${n + 1}::int as next`
    const answers = await t.database.db.transaction(async (tx) => [
      (await executeNamed<{ n: number }>(tx, 'test_echo', echo(1))).rows[0],
      (await executeNamed<{ n: number }>(tx, 'test_echo', echo(2))).rows[0],
      // Same base, other text: a second name, not the first one's plan with the wrong columns.
      (await executeNamed<{ n: number; next: number }>(tx, 'test_echo', pair(7))).rows[0],
    ])
    expect(answers).toEqual([
      { n: 1, kind: 'echo' },
      { n: 2, kind: 'echo' },
      { n: 7, next: 8 },
    ])
  })

  it('is prepared on the connection on PostgreSQL only (PGlite shares one session between connections)', async () => {
    const query = sql`select ${5}::int as n`
    const built = new PgDialect().sqlToQuery(query)
    const name = statementName('test_prepared', built.sql)
    const prepared = await t.database.db.transaction(async (tx) => {
      await executeNamed(tx, 'test_prepared', query)
      const rows = await tx.execute<{ name: string }>(
        sql`select name from pg_prepared_statements where name = ${name}`,
      )
      return (rows as unknown as { rows: { name: string }[] }).rows.length
    })
    expect(prepared).toBe(t.database.kind === 'postgres' ? 1 : 0)
  })

  it('books seven people in a row, each with their own time and name, past the switch to a generic plan', async () => {
    const fixture = await createBookingFixture(t.database)
    const times = [9, 10, 11, 13, 14, 15, 16].map((hour) => TUESDAY(hour))
    for (const [index, startsAt] of times.entries()) {
      const body = bookingBody({
        item_ids: [fixture.items.cut],
        worker_id: fixture.workers.alice,
        starts_at: startsAt,
        surname: SURNAMES[index],
      })
      const answer = await postBooking(t.app, fixture.slug, body)
      expect(answer.statusCode, answer.body).toBe(201)
      expect(answer.json().reservation.starts_at).toBe(startsAt)
    }
    const stored = await t.database.db
      .select({ startsAt: reservations.startsAt, surname: customers.surname })
      .from(reservations)
      .innerJoin(customers, eq(customers.id, reservations.customerId))
      .where(eq(reservations.branchId, fixture.branchId))
      .orderBy(reservations.startsAt)
    expect(stored.map((row) => [row.startsAt.toISOString(), row.surname])).toEqual(
      times.map((startsAt, index) => [startsAt, SURNAMES[index]]),
    )
  })

  it("builds the booking's own statements once: a second booking renders none of their text", async () => {
    const fixture = await createBookingFixture(t.database)
    const book = async (hour: number, surname: string) => {
      const body = bookingBody({
        item_ids: [fixture.items.cut],
        worker_id: fixture.workers.alice,
        starts_at: TUESDAY(hour),
        surname,
      })
      const answer = await postBooking(t.app, fixture.slug, body, { idempotencyKey: crypto.randomUUID() })
      expect(answer.statusCode, answer.body).toBe(201)
    }
    await book(9, 'Novák')
    // Decisions 053 and 058: the session's touch, the start, the schedule, the customer's and the
    // reservation's statements (with emails and key) are built on their shape's first run only; what Drizzle
    // still renders per booking is BEGIN/COMMIT (and here the test client's new guest session).
    const rendered = vi.spyOn(PgDialect.prototype, 'sqlToQuery')
    try {
      await book(10, 'Svoboda')
      const texts = rendered.mock.results.map((result) => (result.value as { sql: string }).sql)
      const bookingStatements = texts.filter((text) =>
        /with b as|with extra as materialized|insert into reservation_items|update "?sessions"? set "?last_activity_at|"?open_on_public_holidays"?/.test(
          text,
        ),
      )
      expect(bookingStatements).toEqual([])
      // The spy saw the booking's transaction, whose BEGIN is still rendered.
      expect(texts).toContain('begin')
    } finally {
      rendered.mockRestore()
    }
  })

  it('leaves no customer, reservation or email of the bookings that lost a race for one time', async () => {
    const fixture = await createBookingFixture(t.database)
    // Warm the statements up first, so the race runs on reused (on PostgreSQL: generic) plans.
    for (const hour of [9, 10, 11, 13, 14, 15]) {
      const warm = bookingBody({
        item_ids: [fixture.items.cut],
        worker_id: fixture.workers.alice,
        starts_at: TUESDAY(hour),
      })
      expect((await postBooking(t.app, fixture.slug, warm)).statusCode).toBe(201)
    }
    const racers = Array.from({ length: 6 }, () =>
      bookingBody({
        item_ids: [fixture.items.cut],
        worker_id: fixture.workers.alice,
        starts_at: TUESDAY(16),
      }),
    )
    const answers = await Promise.all(racers.map((body) => postBooking(t.app, fixture.slug, body)))
    const codes = answers.map((answer) => answer.statusCode).sort()
    expect(codes).toEqual([201, 409, 409, 409, 409, 409])
    const emails = racers.map((body) => body.email)
    const filed = await t.database.db
      .select({ email: customers.email })
      .from(customers)
      .where(and(eq(customers.companyId, fixture.companyId), inArray(customers.email, emails)))
    const winner = racers[answers.findIndex((answer) => answer.statusCode === 201)]
    expect(filed.map((row) => row.email)).toEqual([winner?.email])
    const atSixteen = await t.database.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(eq(reservations.branchId, fixture.branchId), eq(reservations.startsAt, new Date(TUESDAY(16)))),
      )
    expect(atSixteen).toHaveLength(1)
    const outbox = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from outbox_messages where recipient = any(${sql.param(emails)}::text[])`,
    )
    expect((outbox as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1)
  })
})
