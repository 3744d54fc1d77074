/**
 * Decision 051: writes to one worker's diary lock only the 15-minute buckets they touch (with the diary's
 * lock shared), so times that cannot clash do not wait for each other, while overlapping ones, moves, long
 * reservations and the writers of a whole diary still take turns, and the exclusion constraint still refuses
 * every double booking. Waiting needs a second session: those tests run on PostgreSQL only (PGlite runs one
 * statement at a time); the races run on both engines.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { DatabaseOrTransaction } from '../db/client'
import { customers, reservations } from '../db/schema'
import { postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { createBody, createReservation, ownerOfNewCompany, patch } from '../testing/reservation-api'
import { useTestApp } from '../testing/test-app'
import { waitUntil, within } from '../testing/wait'
import { type DiaryRange, lockDiaryRanges, lockWorkerDiary } from './clash-repository'
import { ReservationClashError, withClashDetection } from './reservation-clash'
import { insertReservation, type NewReservationInput, plannedSlot } from './reservation-insert-repository'

const t = useTestApp({ now: '2026-11-23T08:00:00.000Z' })
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

const range = (workerId: number, from: string, to: string): DiaryRange => ({
  workerId,
  startsAt: new Date(from),
  endsAt: new Date(to),
})

/** Advisory locks someone waits for: a bucket of the worker (one-part key) or the worker's diary (7301). */
async function waitersOn(workerId: number, kind: 'bucket' | 'diary') {
  const filter =
    kind === 'bucket'
      ? sql`objsubid = 1 and classid = ${workerId}`
      : sql`objsubid = 2 and classid = 7301 and objid = ${workerId}`
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and ${filter}`,
  )) as unknown as { rows: { n: number }[] }
  return result.rows[0]!.n
}

/** Watches a promise: whether it has settled yet. */
function watch<T>(promise: Promise<T>) {
  const state = { settled: false, promise }
  void promise.then(
    () => {
      state.settled = true
    },
    () => {
      state.settled = true
    },
  )
  return state
}

/** Waits (bounded) until someone waits on the worker's lock of that kind, or the watched write settled. */
async function untilWaiting(workerId: number, kind: 'bucket' | 'diary', write: { settled: boolean }) {
  const seen = await waitUntil(
    async () => (write.settled ? 'settled' : (await waitersOn(workerId, kind)) > 0 && 'waiting'),
    { timeoutMs: 15_000, intervalMs: 20, what: `a waiter on the ${kind} lock` },
  ).catch(() => 'timed out')
  return seen === 'waiting'
}

/** The public booking of one haircut with `workerId` at `startsAt`. */
const bookCut = (slug: string, cut: number, workerId: number, startsAt: string) =>
  postBooking(t.app, slug, bookingBody({ item_ids: [cut], worker_id: workerId, starts_at: startsAt }))

async function newCustomer(companyId: number) {
  const [row] = await t.database.db
    .insert(customers)
    .values({
      companyId,
      firstName: 'Držitel',
      surname: 'Zámku',
      email: `holder-${crypto.randomUUID()}@example.cz`,
    })
    .returning()
  return row!.id
}

function input(
  fixture: { companyId: number; branchId: number },
  workerId: number,
  customerId: number,
  itemId: number,
  startsAt: string,
  minutes: number,
): NewReservationInput {
  return {
    companyId: fixture.companyId,
    branchId: fixture.branchId,
    workerId,
    customerId,
    startsAt: new Date(startsAt),
    items: [{ itemId, name: 'Střih', durationMinutes: minutes, bufferAfterMinutes: 0, priceCzk: 100 }],
    note: null,
    source: 'business',
    notifyClient: false,
    reminderSendAt: null,
    cancellationDeadlineHours: 24,
    createdByUserId: null,
    actor: 'business',
  }
}

/** The owner's write path: the diary locks in the reservation's statement. */
function write(db: DatabaseOrTransaction, reservation: NewReservationInput) {
  return withClashDetection(
    db as Parameters<typeof withClashDetection>[0],
    plannedSlot(reservation),
    (tx, diaryLock) => insertReservation(tx, reservation, {}, diaryLock),
    { lockInWritingStatement: true },
  )
}

/** Active reservations of the worker that overlap another one of theirs: must always be none. */
async function overlapsOf(workerId: number) {
  const result = (await t.database.db.execute(sql`select count(*)::int as n from reservations a
    join reservations b on a.worker_id = b.worker_id and a.id < b.id
      and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')
    where a.worker_id = ${workerId} and a.cancelled_at is null and b.cancelled_at is null`)) as unknown as {
    rows: { n: number }[]
  }
  return result.rows[0]!.n
}

const activeOf = (workerId: number) =>
  t.database.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.workerId, workerId), isNull(reservations.cancelledAt)))

describe('the diary locks of one worker (decision 051)', () => {
  it.skipIf(!onPostgres)(
    'a booking of 10:00 completes while 09:00–09:45 is being written; a booking of 09:00 waits for it, then 409',
    { timeout: 60_000 },
    async () => {
      const fixture = await createBookingFixture(t.database)
      const alice = fixture.workers.alice
      const holder = await newCustomer(fixture.companyId)
      let overlapping: ReturnType<typeof watch<Awaited<ReturnType<typeof postBooking>>>> | undefined
      await t.database.db.transaction(async (tx) => {
        // The first booking's transaction, held open with its locks and its row (Tuesday 10:00–10:45 Prague).
        await lockDiaryRanges(tx, [range(alice, '2026-11-24T09:00:00Z', '2026-11-24T09:45:00Z')])
        await insertReservation(
          tx,
          input(fixture, alice, holder, fixture.items.cut, '2026-11-24T09:00:00Z', 45),
        )
        // The next slot of the same worker does not wait for it.
        const adjacent = await within(
          bookCut(fixture.slug, fixture.items.cut, alice, '2026-11-24T10:00:00.000Z'),
          10_000,
          'the booking of the next slot',
        )
        expect(adjacent.statusCode, adjacent.body).toBe(201)
        // The same time waits on a bucket the open transaction holds.
        overlapping = watch(bookCut(fixture.slug, fixture.items.cut, alice, '2026-11-24T09:00:00.000Z'))
        expect(await untilWaiting(alice, 'bucket', overlapping), 'the overlapping booking must wait').toBe(
          true,
        )
      })
      const refused = await overlapping!.promise
      expect(refused.statusCode, refused.body).toBe(409)
      expect((await activeOf(alice)).map((row) => row.startsAt.toISOString()).sort()).toEqual([
        '2026-11-24T09:00:00.000Z',
        '2026-11-24T10:00:00.000Z',
      ])
    },
  )

  it.skipIf(!onPostgres)(
    'the whole diary’s writer and a slot’s writer exclude each other both ways',
    { timeout: 60_000 },
    async () => {
      const fixture = await createBookingFixture(t.database)
      const alice = fixture.workers.alice
      // A whole-diary writer (as a reassignment takes it) holds the diary: a booking of any time waits.
      let booking: ReturnType<typeof watch<Awaited<ReturnType<typeof postBooking>>>> | undefined
      await t.database.db.transaction(async (tx) => {
        await lockWorkerDiary(tx, alice)
        booking = watch(bookCut(fixture.slug, fixture.items.cut, alice, '2026-11-24T13:00:00.000Z'))
        expect(await untilWaiting(alice, 'diary', booking), 'the booking must wait for the whole diary').toBe(
          true,
        )
      })
      const booked = await booking!.promise
      expect(booked.statusCode, booked.body).toBe(201)
      // A slot's writer holds its buckets: the whole diary's writer and a reservation too long for buckets wait.
      const holder = await newCustomer(fixture.companyId)
      let whole: ReturnType<typeof watch<void>> | undefined
      let long: ReturnType<typeof watch<unknown>> | undefined
      await t.database.db.transaction(async (tx) => {
        await lockDiaryRanges(tx, [range(alice, '2026-11-25T09:00:00Z', '2026-11-25T09:30:00Z')])
        whole = watch(t.database.db.transaction((other) => lockWorkerDiary(other, alice)))
        expect(await untilWaiting(alice, 'diary', whole), 'the whole diary’s writer must wait').toBe(true)
      })
      await whole!.promise
      await t.database.db.transaction(async (tx) => {
        await lockDiaryRanges(tx, [range(alice, '2026-11-26T20:00:00Z', '2026-11-26T20:30:00Z')])
        // 10 hours: more buckets than MAX_DIARY_BUCKETS, so it locks the whole diary exclusively.
        long = watch(
          write(t.database.db, input(fixture, alice, holder, fixture.items.cut, '2026-11-26T07:00:00Z', 600)),
        )
        expect(await untilWaiting(alice, 'diary', long), 'the long reservation must wait').toBe(true)
      })
      await long!.promise
      expect(
        (await activeOf(alice)).some((row) => row.startsAt.toISOString() === '2026-11-26T07:00:00.000Z'),
      ).toBe(true)
    },
  )

  it.skipIf(!onPostgres)(
    'a move waits for the locks of the time it leaves, not only of the time it takes',
    { timeout: 60_000 },
    async () => {
      const owner = await ownerOfNewCompany(t.app, t.database)
      const worker = owner.fixture.workerIds[0]
      const id = await createReservation(owner, '2026-11-23T09:00:00Z')
      let move: ReturnType<typeof watch<Awaited<ReturnType<typeof patch>>>> | undefined
      await t.database.db.transaction(async (tx) => {
        // Someone writing 09:30–10:00, inside the reservation's current 09:00–10:30.
        await lockDiaryRanges(tx, [range(worker, '2026-11-23T09:30:00Z', '2026-11-23T10:00:00Z')])
        move = watch(
          patch(owner.session, `${owner.base}/reservations/${id}`, { starts_at: '2026-11-23T13:00:00Z' }),
        )
        expect(await untilWaiting(worker, 'bucket', move), 'the move must wait').toBe(true)
      })
      const moved = await move!.promise
      expect(moved.statusCode, moved.body).toBe(200)
    },
  )

  it('reservations across bucket boundaries and long ones racing for one worker: never an overlap, no error but 409', {
    timeout: 120_000,
  }, async () => {
    const fixture = await createBookingFixture(t.database)
    const bob = fixture.workers.bob
    const customer = await newCustomer(fixture.companyId)
    const day = (hhmm: string, date: string) => `${date}T${hhmm}:00Z`
    for (const date of ['2026-11-30', '2026-12-01', '2026-12-02']) {
      const contenders: [string, number][] = [
        // Pairwise overlapping, each crossing a 15-minute boundary.
        ['09:05', 50],
        ['09:20', 50],
        ['09:35', 50],
        ['09:50', 50],
        // A long one (whole diary) over all of them, and shorter ones in its span, some only adjacent.
        ['08:00', 600],
        ['12:10', 30],
        ['12:40', 20],
        ['13:00', 180],
        ['15:00', 45],
        ['15:45', 15],
      ]
      const results = await Promise.allSettled(
        contenders.map(([hhmm, minutes]) =>
          write(t.database.db, input(fixture, bob, customer, fixture.items.cut, day(hhmm, date), minutes)),
        ),
      )
      for (const result of results) {
        if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(ReservationClashError)
      }
      expect(results.some((result) => result.status === 'fulfilled')).toBe(true)
      // Of the four crossing the boundaries, one at most; adjacent ones may both stand.
      const crossing = results.slice(0, 4).filter((result) => result.status === 'fulfilled')
      expect(crossing.length).toBeLessThanOrEqual(1)
    }
    expect(await overlapsOf(bob)).toBe(0)
  })

  it.skipIf(!onPostgres)(
    'the owner’s move into a time being booked at the same moment, and two reservations swapping times: one wins, no 500',
    { timeout: 120_000 },
    async () => {
      const owner = await ownerOfNewCompany(t.app, t.database)
      const worker = owner.fixture.workerIds[0]
      const moving = await createReservation(owner, '2026-11-23T13:00:00Z')
      await owner.session.csrfCookie()
      const answers = await Promise.all([
        patch(owner.session, `${owner.base}/reservations/${moving}`, { starts_at: '2026-11-24T09:00:00Z' }),
        ...Array.from({ length: 10 }, () =>
          owner.session.post(`${owner.base}/reservations`, createBody(owner.fixture, '2026-11-24T09:00:00Z')),
        ),
      ])
      const codes = answers.map((answer) => answer.statusCode)
      expect(
        codes.filter((code) => code === 200 || code === 201),
        codes.join(','),
      ).toHaveLength(1)
      expect(
        codes.filter((code) => code === 409),
        codes.join(','),
      ).toHaveLength(10)
      // Two reservations moved into each other's time at once, and each into a free time next to the other.
      const first = await createReservation(owner, '2026-11-25T09:00:00Z')
      const second = await createReservation(owner, '2026-11-25T11:00:00Z')
      const swaps = await Promise.all([
        patch(owner.session, `${owner.base}/reservations/${first}`, { starts_at: '2026-11-25T11:00:00Z' }),
        patch(owner.session, `${owner.base}/reservations/${second}`, { starts_at: '2026-11-25T09:00:00Z' }),
        patch(owner.session, `${owner.base}/reservations/${first}`, { starts_at: '2026-11-25T07:30:00Z' }),
        patch(owner.session, `${owner.base}/reservations/${second}`, { starts_at: '2026-11-25T12:30:00Z' }),
      ])
      for (const swap of swaps) expect([200, 409], swap.body).toContain(swap.statusCode)
      expect(await overlapsOf(worker)).toBe(0)
    },
  )
})
