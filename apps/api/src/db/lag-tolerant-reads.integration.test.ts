import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { createFixedClock } from '../lib/clock'
import { getAvailability, postBooking } from '../testing/booking-client'
import { type BookingFixture, bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { type ReplicaPair, startReplicaPair } from '../testing/replica-pair'
import { testConfig } from '../testing/test-app'
import { type DatabaseHandle, openDatabase } from './client'
import { runMigrations } from './migrate'

const NOW = '2026-11-23T08:00:00.000Z'
/** How far behind the standby replays commits: far longer than a booking and the next call take here. */
const APPLY_DELAY_MS = 300
const DAYS = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']

if (!process.env.TEST_DATABASE_URL)
  console.log('replica tests skipped: a replica is of PostgreSQL; they run in the PostgreSQL phase of CI')

describe.skipIf(!process.env.TEST_DATABASE_URL)('reads on a streaming replica (DATABASE_READ_URL)', () => {
  let pair: ReplicaPair
  let database: DatabaseHandle
  let fixture: BookingFixture
  const apps: FastifyInstance[] = []

  beforeAll(async () => {
    pair = await startReplicaPair({ applyDelayMs: APPLY_DELAY_MS })
    database = await openDatabase({ url: pair.primaryUrl, poolMax: 10 })
    await runMigrations(database)
    fixture = await createBookingFixture(database)
    // Two instances on the same primary and replica: the second learns of bookings only by the primary's notice.
    for (let instance = 0; instance < 2; instance++) {
      const app = await buildApp({
        config: testConfig({ DATABASE_URL: pair.primaryUrl, DATABASE_READ_URL: pair.standbyUrl }),
        database,
        clock: createFixedClock(NOW),
        logger: false,
      })
      await app.ready()
      apps.push(app)
    }
  }, 120_000)

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()))
    await database?.close()
    await pair?.stop()
  })

  const offered = async (app: FastifyInstance, date: string) => {
    const answer = await getAvailability(app, fixture.slug, {
      item_ids: String(fixture.items.cut),
      worker_id: String(fixture.workers.alice),
      from: date,
      to: date,
    })
    expect(answer.statusCode, answer.body).toBe(200)
    return (answer.json().days[0].slots as { starts_at: string }[]).map((slot) => slot.starts_at)
  }

  it('never offers a time booked before the call, on the instance that booked it or another', async () => {
    const [booking, other] = apps as [FastifyInstance, FastifyInstance]
    for (const date of DAYS) {
      for (let round = 0; round < 3; round++) {
        // Both instances have the day's answer kept, as busy ones would.
        const startsAt = (await offered(booking, date))[0]!
        await offered(other, date)
        const booked = await postBooking(
          booking,
          fixture.slug,
          bookingBody({
            item_ids: [fixture.items.cut],
            worker_id: fixture.workers.alice,
            starts_at: startsAt,
          }),
        )
        expect(booked.statusCode, booked.body).toBe(201)
        // The booking instance forgot its answers before it answered: its next call must not offer the time.
        expect(await offered(booking, date)).not.toContain(startsAt)
        // The other hears the primary's notice within a second; from then on the time stays taken.
        const deadline = Date.now() + 3000
        while ((await offered(other, date)).includes(startsAt)) {
          expect(Date.now(), `the other instance still offers ${startsAt}`).toBeLessThan(deadline)
        }
        expect(await offered(other, date)).not.toContain(startsAt)
      }
    }
    // The replica served them, once it had replayed what the primary had: not the primary each time.
    expect(apps[0]!.deps.reads.served.replica).toBeGreaterThan(DAYS.length * 3)
  }, 120_000)

  it('reads from the primary when the replica is gone', async () => {
    await pair.stopStandby()
    const before = apps[0]!.deps.reads.served.primary
    expect(await offered(apps[0]!, '2026-11-30')).not.toHaveLength(0)
    expect(apps[0]!.deps.reads.served.primary).toBe(before + 1)
  }, 60_000)
})
