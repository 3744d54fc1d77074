import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outboxMessages, reservationHistory, reservations } from '../db/schema'
import { getAvailability, postBooking, timesOf } from '../testing/booking-client'
import { type BookingFixture, bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'
import { waitUntil } from '../testing/wait'

// Monday 2026-11-23 09:00 in Prague. Bookings are on Wednesday 10:00 (09:00Z); the deadline is 24 h before.
const WEDNESDAY_10 = '2026-11-25T09:00:00.000Z'
const THURSDAY_11 = '2026-11-26T10:00:00.000Z'
const THURSDAY_13 = '2026-11-26T12:00:00.000Z'

describe('the customer moves their own reservation (issue 17)', () => {
  const t = useTestApp()

  async function book(fixture: BookingFixture, startsAt = WEDNESDAY_10, worker: number | 'any' = 0) {
    const body = bookingBody({
      item_ids: [fixture.items.cut],
      worker_id: worker === 0 ? fixture.workers.alice : worker,
      starts_at: startsAt,
    })
    const response = await postBooking(t.app, fixture.slug, body)
    expect(response.statusCode, response.body).toBe(201)
    const { id, cancel_token: token } = response.json().reservation as { id: number; cancel_token: string }
    return { id, token, email: body.email }
  }

  const reschedule = (id: number, body: Record<string, unknown>, locale = 'en') =>
    new HttpSession(t.app, { locale }).post(`/api/v1/public/reservations/${id}/reschedule`, body)

  const aliceTimes = async (fixture: BookingFixture, date: string) => {
    const response = await getAvailability(t.app, fixture.slug, {
      item_ids: String(fixture.items.cut),
      worker_id: String(fixture.workers.alice),
      from: date,
      to: date,
    })
    return timesOf(response.json().days[0])
  }

  const outbox = (fixture: BookingFixture, kind: string) =>
    t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, kind), eq(outboxMessages.companyId, fixture.companyId)))

  it('moves to another free time with the same worker: the old time is free, the business and the customer are told', async () => {
    const fixture = await createBookingFixture(t.database)
    const { id, token, email } = await book(fixture)
    const response = await reschedule(id, { token, starts_at: THURSDAY_11, worker_id: fixture.workers.alice })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().reservation).toMatchObject({
      id,
      starts_at: THURSDAY_11,
      worker: { name: 'Alice' },
    })

    expect(await aliceTimes(fixture, '2026-11-25')).toContain('10:00')
    expect(await aliceTimes(fixture, '2026-11-26')).not.toContain('11:00')
    const history = await t.database.db
      .select()
      .from(reservationHistory)
      .where(and(eq(reservationHistory.reservationId, id), eq(reservationHistory.action, 'updated')))
    expect(history).toMatchObject([
      { actor: 'customer', changes: { starts_at: { from: WEDNESDAY_10, to: THURSDAY_11 } } },
    ])

    const told = await outbox(fixture, 'booking-rescheduled-by-customer')
    expect(told).toHaveLength(1)
    expect(told[0]!.recipient).toBe('pobocka@example.cz')
    expect(told[0]!.textBody).toContain('25. 11. 2026 10:00')
    expect(told[0]!.textBody).toContain('11:00')
    const confirmation = await outbox(fixture, 'booking-rescheduled-confirmation')
    expect(confirmation).toHaveLength(1)
    expect(confirmation[0]!.recipient).toBe(email)
    const ics = confirmation[0]!.attachments[0]!.content.replace(/\r\n /g, '')
    expect(ics).toContain('DTSTART:20261126T100000Z')
    expect(ics).toContain('SEQUENCE:1')
  })

  it('with anyone, takes a free worker when the current one is busy at the new time', async () => {
    const fixture = await createBookingFixture(t.database)
    const { id, token } = await book(fixture)
    await book(fixture, THURSDAY_13)
    const response = await reschedule(id, { token, starts_at: THURSDAY_13, worker_id: 'any' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().reservation).toMatchObject({ starts_at: THURSDAY_13, worker: { name: 'Bob' } })
  })

  it('refuses a time that is not free or not offered, and leaves the reservation where it was', async () => {
    const fixture = await createBookingFixture(t.database)
    const { id, token } = await book(fixture)
    await book(fixture, THURSDAY_11)
    for (const [startsAt, worker] of [
      [THURSDAY_11, fixture.workers.alice], // Alice is booked then
      [THURSDAY_11, 'any'], // and Bob starts at 12:00
      ['2026-11-26T10:05:00.000Z', fixture.workers.alice], // off the 15-minute grid
      ['2026-11-28T10:00:00.000Z', fixture.workers.alice], // Saturday: Alice does not work
      ['2026-11-23T08:30:00.000Z', fixture.workers.alice], // within the 60 minutes' notice
    ] as const) {
      const response = await reschedule(id, { token, starts_at: startsAt, worker_id: worker })
      expect(response.statusCode, `${startsAt} ${worker}`).toBe(409)
      expect(response.json().message).toBe(
        'The selected time is no longer available. Please choose another time.',
      )
    }
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.id, id))
    expect(row!.startsAt.toISOString()).toBe(WEDNESDAY_10)
    expect(row!.icsSequence).toBe(0)
    expect(await outbox(fixture, 'booking-rescheduled-by-customer')).toHaveLength(0)
  })

  it('two customers moving to the same time at once: one gets it, the other a 409, never a double booking', async () => {
    const fixture = await createBookingFixture(t.database)
    const first = await book(fixture)
    const second = await book(fixture, '2026-11-25T12:00:00.000Z')
    const answers = await Promise.all(
      [first, second].map(({ id, token }) =>
        reschedule(id, { token, starts_at: THURSDAY_11, worker_id: fixture.workers.alice }),
      ),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    const atThatTime = await t.database.db
      .select()
      .from(reservations)
      .where(
        and(eq(reservations.branchId, fixture.branchId), eq(reservations.startsAt, new Date(THURSDAY_11))),
      )
    expect(atThatTime).toHaveLength(1)
  })

  it('refuses after the deadline, once cancelled, and with a wrong token', async () => {
    const fixture = await createBookingFixture(t.database)
    const { id, token } = await book(fixture)
    const body = { token, starts_at: THURSDAY_11, worker_id: fixture.workers.alice }
    expect((await reschedule(id, { ...body, token: 'forged-token' })).statusCode).toBe(404)
    // The deadline is Tuesday 10:00 in Prague (09:00Z); one minute later is too late.
    t.clock.set('2026-11-24T09:01:00.000Z')
    try {
      const late = await reschedule(id, body, 'cs')
      expect(late.statusCode).toBe(422)
      expect(late.json().message).toBe(
        'Rezervaci už nelze přesunout online: lhůta skončila 24. 11. 2026 10:00. Kontaktujte prosím provozovnu.',
      )
    } finally {
      t.clock.set('2026-11-23T08:00:00.000Z')
    }
    const cancelled = await new HttpSession(t.app).post(`/api/v1/public/reservations/${id}/cancel`, { token })
    expect(cancelled.statusCode).toBe(200)
    expect((await reschedule(id, body)).statusCode).toBe(409)
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.id, id))
    expect(row!.startsAt.toISOString()).toBe(WEDNESDAY_10)
  })

  it('moves to a later time that overlaps its own current slot with the same worker (10:00 to 10:15)', async () => {
    const fixture = await createBookingFixture(t.database)
    const { id, token } = await book(fixture)
    const quarterPast = '2026-11-25T09:15:00.000Z'
    // Its own 10:00–10:45 does not hide 10:15 from its customer, while a new booking still cannot have it.
    const offered = await new HttpSession(t.app).get(
      `/api/v1/public/reservations/${id}/availability?${new URLSearchParams({
        token,
        worker_id: String(fixture.workers.alice),
        from: '2026-11-25',
        to: '2026-11-25',
      })}`,
    )
    expect(offered.statusCode, offered.body).toBe(200)
    expect(timesOf(offered.json().days[0])).toEqual(expect.arrayContaining(['10:00', '10:15', '10:30']))
    expect(await aliceTimes(fixture, '2026-11-25')).not.toContain('10:15')

    const response = await reschedule(id, { token, starts_at: quarterPast, worker_id: fixture.workers.alice })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().reservation).toMatchObject({ starts_at: quarterPast, worker: { name: 'Alice' } })
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.id, id))
    expect(row!.startsAt.toISOString()).toBe(quarterPast)
    expect(row!.endsAt.getTime()).toBeGreaterThan(new Date(quarterPast).getTime())
    expect(await aliceTimes(fixture, '2026-11-25')).not.toContain('10:30')
  })

  it('the availability for a move asks for the reservation’s own token', async () => {
    const fixture = await createBookingFixture(t.database)
    const { id } = await book(fixture)
    const query = new URLSearchParams({
      token: 'forged',
      worker_id: 'any',
      from: '2026-11-25',
      to: '2026-11-25',
    })
    const forged = await new HttpSession(t.app).get(`/api/v1/public/reservations/${id}/availability?${query}`)
    expect(forged.statusCode).toBe(404)
  })

  it('20 at once into one time with anyone (10 moves, 10 new bookings): exactly one wins, the rest 409, no 500', async () => {
    const fixture = await createBookingFixture(t.database)
    // Ten reservations with Alice on Wednesday and Friday; on Thursday at 10:00 only Alice works (Bob from 12:00).
    const starts = [8, 9, 10, 11, 12, 13, 14, 15].map(
      (hour) => `2026-11-25T${String(hour).padStart(2, '0')}:00:00.000Z`,
    )
    starts.push('2026-11-27T08:00:00.000Z', '2026-11-27T09:00:00.000Z')
    const booked = []
    for (const startsAt of starts) booked.push(await book(fixture, startsAt))
    const target = '2026-11-26T09:00:00.000Z'
    const answers = await Promise.all([
      ...booked.map(({ id, token }) => reschedule(id, { token, starts_at: target, worker_id: 'any' })),
      ...booked.map(() =>
        postBooking(t.app, fixture.slug, bookingBody({ item_ids: [fixture.items.cut], starts_at: target })),
      ),
    ])
    const codes = answers.map((answer) => answer.statusCode)
    expect(
      codes.filter((code) => code === 200 || code === 201),
      codes.join(','),
    ).toHaveLength(1)
    expect(codes.filter((code) => code === 409)).toHaveLength(19)
    const atThatTime = await t.database.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.branchId, fixture.branchId), eq(reservations.startsAt, new Date(target))))
    expect(atThatTime).toHaveLength(1)
  })

  // Only PostgreSQL has other sessions to wait on a lock; PGlite runs one statement at a time.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a move with anyone waits for the chosen worker’s diary lock, like every other write (decision 022)',
    async () => {
      const fixture = await createBookingFixture(t.database)
      const { id, token } = await book(fixture)
      const alice = fixture.workers.alice
      // On Thursday at 10:00 only Alice works, so "anyone" is Alice.
      const waitingForAlice = sql`select count(*)::int as n from pg_locks
        where locktype = 'advisory' and classid = 7301 and objid = ${alice} and not granted`
      let answered = false
      let move: ReturnType<typeof reschedule> | undefined
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(7301, ${alice})`)
        move = reschedule(id, { token, starts_at: '2026-11-26T09:00:00.000Z', worker_id: 'any' })
        void move.then(() => {
          answered = true
        })
        // Wait (bounded) until the move's transaction queues behind the lock held here.
        await waitUntil(
          async () => {
            const result = (await t.database.db.execute(waitingForAlice)) as unknown as {
              rows: { n: number }[]
            }
            return result.rows[0]!.n > 0 || answered
          },
          { timeoutMs: 10_000, intervalMs: 20, what: 'the move to queue behind the lock' },
        ).catch(() => {})
        expect(answered, 'the move must wait for the lock, not write past it').toBe(false)
      })
      const response = await move!
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().reservation).toMatchObject({ worker: { name: 'Alice' } })
    },
  )
})
