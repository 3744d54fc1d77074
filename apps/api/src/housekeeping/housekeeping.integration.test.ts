import { randomUUID } from 'node:crypto'
import { and, count, gt, lt, lte } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { deleteBatchByAddress } from '../db/delete-in-batches'
import { idempotencyKeys, rateLimits } from '../db/schema'
import { postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'
import { HOUSEKEEPING_LEASE_MS, runHousekeeping, type Sweep, takeLease } from '.'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Decision 071: the booking (the request path) sweeps nothing; the housekeeping job on the outbox worker's
 * loop sweeps ended rate-limit windows and day-old idempotency keys in batches, in one process at a time.
 */
describe('housekeeping off the request path', () => {
  const t = useTestApp({ now: '2026-11-23T08:00:00.000Z' })

  const counts = async () => {
    const db = t.database.db
    const now = t.clock.now()
    const dayAgo = new Date(now.getTime() - DAY_MS)
    const [ended] = await db.select({ n: count() }).from(rateLimits).where(lte(rateLimits.resetAt, now))
    const [open] = await db.select({ n: count() }).from(rateLimits).where(gt(rateLimits.resetAt, now))
    const [old] = await db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, dayAgo))
    const [fresh] = await db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(and(gt(idempotencyKeys.createdAt, dayAgo)))
    return { ended: ended?.n, open: open?.n, old: old?.n, fresh: fresh?.n }
  }

  it('a booking sweeps nothing; the job sweeps what expired and keeps the rest', async () => {
    const db = t.database.db
    const now = t.clock.now()
    const fixture = await createBookingFixture(t.database)
    await db.insert(rateLimits).values([
      ...Array.from({ length: 250 }, (_, i) => ({
        key: `ended:${i}`,
        hits: 1,
        resetAt: new Date(now.getTime() - 1000 - i),
      })),
      ...Array.from({ length: 3 }, (_, i) => ({
        key: `open:${i}`,
        hits: 1,
        resetAt: new Date(now.getTime() + 60_000),
      })),
    ])
    const key = (i: number, createdAt: Date) => ({
      scope: 'booking:branch:0',
      key: `k${i}-${createdAt.getTime()}`,
      statusCode: 201,
      response: { requestHash: 'x', body: null },
      createdAt,
    })
    await db
      .insert(idempotencyKeys)
      .values([
        ...Array.from({ length: 250 }, (_, i) => key(i, new Date(now.getTime() - DAY_MS - 1000 - i))),
        ...Array.from({ length: 3 }, (_, i) => key(i, new Date(now.getTime() - 1000))),
      ])
    const booked = await postBooking(
      t.app,
      fixture.slug,
      bookingBody({ item_ids: [fixture.items.cut], worker_id: 'any', starts_at: '2026-11-24T10:00:00.000Z' }),
      { idempotencyKey: randomUUID() },
    )
    expect(booked.statusCode, booked.body).toBe(201)
    // The booking counted its three windows and stored its key, and swept nothing (before decision 071 it
    // deleted up to 100 of each).
    expect(await counts()).toEqual({ ended: 250, open: 3 + 3, old: 250, fresh: 3 + 1 })

    // The worker's loop runs the job: everything expired goes, nothing live does.
    await t.app.outboxWorker.runOnce()
    expect(await counts()).toEqual({ ended: 0, open: 3 + 3, old: 0, fresh: 3 + 1 })
  })

  it('sweeps in batches, only while holding the lease, which one process holds at a time', async () => {
    const db = t.database.db
    const now = new Date(t.clock.now().getTime() + DAY_MS)
    await db.insert(rateLimits).values(
      Array.from({ length: 250 }, (_, i) => ({
        key: `later:${i}`,
        hits: 1,
        resetAt: new Date(now.getTime() - 1),
      })),
    )
    const statements: number[] = []
    const sweeps: Sweep[] = [
      {
        name: 'rate_limits',
        sweep: async (tx, at, batch) => {
          const deleted = await deleteBatchByAddress(tx, rateLimits, lte(rateLimits.resetAt, at), batch)
          statements.push(deleted)
          return deleted
        },
      },
    ]
    const options = { batchSize: 100, maxBatches: 50 }
    // The app's own job took the lease in the test above and holds it for HOUSEKEEPING_LEASE_MS: another
    // process (another holder) sweeps nothing meanwhile.
    const early = new Date(t.clock.now().getTime() + HOUSEKEEPING_LEASE_MS - 1)
    expect(await runHousekeeping(db, sweeps, early, { ...options, holder: 'other' })).toEqual({
      leased: false,
      swept: {},
    })
    expect(statements).toEqual([])
    // Once the lease expired (its holder stopped renewing), the other process takes it and sweeps in batches
    // (these 250 and the 6 windows open in the test above, ended a day later).
    expect(await runHousekeeping(db, sweeps, now, { ...options, holder: 'other' })).toEqual({
      leased: true,
      swept: { rate_limits: 256 },
    })
    expect(statements).toEqual([100, 100, 56])

    // Eight processes asking at once for a free lease: exactly one gets it.
    const until = new Date(now.getTime() + 60_000)
    const holders = Array.from({ length: 8 }, (_, i) => `p${i}`)
    const granted = await Promise.all(holders.map((holder) => takeLease(db, 'exclusive', holder, now, until)))
    expect(granted.filter(Boolean)).toHaveLength(1)
    const winner = holders[granted.indexOf(true)] as string
    const loser = holders.find((holder) => holder !== winner) as string
    // The holder renews; nobody else gets it before it expires; after, another does and the old holder not.
    expect(await takeLease(db, 'exclusive', winner, new Date(now.getTime() + 1000), until)).toBe(true)
    expect(await takeLease(db, 'exclusive', loser, new Date(until.getTime() - 1), until)).toBe(false)
    const later = new Date(until.getTime() + 60_000)
    expect(await takeLease(db, 'exclusive', loser, until, later)).toBe(true)
    expect(await takeLease(db, 'exclusive', winner, until, later)).toBe(false)
  })
})
