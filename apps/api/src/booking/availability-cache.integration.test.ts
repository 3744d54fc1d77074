import { brotliDecompressSync } from 'node:zlib'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { type DatabaseHandle, openDatabase } from '../db/client'
import { AVAILABILITY_CHANNEL } from '../db/listen'
import { countRoundTrips } from '../db/round-trips'
import { workerExceptions, workingHours } from '../db/schema'
import { createFixedClock } from '../lib/clock'
import { type DayJson, getAvailability, postBooking, timesOf } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { withClockAhead } from '../testing/clock-ahead'
import { testConfig, useTestApp } from '../testing/test-app'
import { msUntil } from '../testing/wait'
import { AVAILABILITY_MAX_AGE_MS } from './availability-cache'

// Both instances' clocks stand on Monday 2026-11-23 at 09:00 in Prague (08:00Z); notice is 60 minutes.
const NOW = '2026-11-23T08:00:00.000Z'
const TUESDAY = '2026-11-24'
const WEDNESDAY = '2026-11-25'

describe('the availability call from memory, forgotten on the database notice (decision 046)', () => {
  const t = useTestApp({ now: NOW })
  let second: FastifyInstance
  let secondDatabase: DatabaseHandle
  beforeAll(async () => {
    // A second API instance, as behind a load balancer: on PostgreSQL with a pool (and LISTEN connections)
    // of its own on the same database; PGlite has one connection per process, so it shares the handle.
    secondDatabase = t.database.url ? await openDatabase({ url: t.database.url, poolMax: 4 }) : t.database
    second = await buildApp({
      config: testConfig(),
      database: secondDatabase,
      clock: createFixedClock(NOW),
      logger: false,
    })
    await second.ready()
  })
  afterAll(async () => {
    await second.close()
    if (secondDatabase !== t.database) await secondDatabase.close()
  })

  async function day(app: FastifyInstance, slug: string, worker: number, date: string): Promise<DayJson> {
    const response = await getAvailability(app, slug, {
      item_ids: String((await fixtureItems.get(slug))!),
      worker_id: String(worker),
      from: date,
      to: date,
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().days[0]
  }
  const fixtureItems = new Map<string, number>()
  async function fixture() {
    const created = await createBookingFixture(t.database)
    fixtureItems.set(created.slug, created.items.cut)
    // The fixture's own writes are notices too, heard a moment after their commits: wait until they are heard.
    await t.notices.caughtUp(AVAILABILITY_CHANNEL)
    return created
  }

  it('takes no statement while nothing changed, also well after a second', async () => {
    const { slug, workers } = await fixture()
    const read = () => countRoundTrips(() => day(t.app, slug, workers.alice, TUESDAY))
    const first = await read()
    expect(first.statements.length).toBeGreaterThan(0)
    const again = await read()
    expect(again.value).toEqual(first.value)
    expect(again.statements).toEqual([])
    // While notices are heard an answer outlives the one-second bound (only a change forgets it): the cache's
    // clock (performance.now) is moved past the bound instead of waiting it out.
    const later = await withClockAhead(AVAILABILITY_MAX_AGE_MS + 200, read)
    expect(later.value).toEqual(first.value)
    expect(later.statements).toEqual([])
  })

  it('sends its kept brotli form, and 304 to a request naming its ETag', async () => {
    const { slug, workers } = await fixture()
    const url = `/api/v1/branches/slug/${slug}/availability?item_ids=${fixtureItems.get(slug)}&worker_id=${workers.alice}&from=${TUESDAY}&to=${WEDNESDAY}`
    const plain = await t.app.inject({ url })
    const compressed = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.headers.vary).toContain('Accept-Encoding')
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body)
    const etag = plain.headers.etag as string
    const unchanged = await t.app.inject({ url, headers: { 'if-none-match': etag } })
    expect(unchanged.statusCode).toBe(304)
    expect(unchanged.body).toBe('')
  })

  it('shows a booking made through the other instance within a second, and keeps other workers’ answers', async () => {
    const { slug, workers, items } = await fixture()
    const before = await day(t.app, slug, workers.alice, TUESDAY)
    expect(timesOf(before)).toContain('11:00')
    // Bob's answer is kept too; Alice's booking must not cost it a statement.
    await day(t.app, slug, workers.bob, TUESDAY)
    const booked = await postBooking(
      second,
      slug,
      bookingBody({ item_ids: [items.cut], worker_id: workers.alice, starts_at: '2026-11-24T10:00:00.000Z' }),
    )
    expect(booked.statusCode, booked.body).toBe(201)
    const took = await msUntil(
      () => day(t.app, slug, workers.alice, TUESDAY),
      (answer) => !timesOf(answer).includes('11:00'),
      1000,
    )
    expect(took, 'the first instance still offered the booked time after a second').toBeDefined()
    const bob = await countRoundTrips(() => day(t.app, slug, workers.bob, TUESDAY))
    expect(timesOf(bob.value)).toContain('12:00')
    expect(bob.statements).toEqual([])
  })

  it('no longer offers a time this instance has just booked, at once', async () => {
    const { slug, workers, items } = await fixture()
    expect(timesOf(await day(t.app, slug, workers.alice, TUESDAY))).toContain('14:00')
    const booked = await postBooking(
      t.app,
      slug,
      bookingBody({ item_ids: [items.cut], worker_id: workers.alice, starts_at: '2026-11-24T13:00:00.000Z' }),
    )
    expect(booked.statusCode, booked.body).toBe(201)
    expect(timesOf(await day(t.app, slug, workers.alice, TUESDAY))).not.toContain('14:00')
  })

  it('shows an absence written through the other instance’s connection within a second', async () => {
    const { slug, workers, branchId } = await fixture()
    expect(timesOf(await day(t.app, slug, workers.alice, WEDNESDAY))).not.toEqual([])
    await secondDatabase.db.insert(workerExceptions).values({
      workerId: workers.alice,
      branchId,
      kind: 'sickness',
      startsAt: new Date('2026-11-25T00:00:00.000Z'),
      endsAt: new Date('2026-11-26T00:00:00.000Z'),
    })
    const took = await msUntil(
      () => day(t.app, slug, workers.alice, WEDNESDAY),
      (answer) => answer.slots.length === 0,
      1000,
    )
    expect(took, 'the absent worker was still offered after a second').toBeDefined()
  })

  it('shows changed working hours within a second', async () => {
    const { slug, workers } = await fixture()
    expect(timesOf(await day(t.app, slug, workers.bob, WEDNESDAY))[0]).toBe('12:00')
    // Bob starts at 14:00 on Wednesdays from now on.
    await secondDatabase.db
      .update(workingHours)
      .set({ startMinute: 14 * 60 })
      .where(and(eq(workingHours.workerId, workers.bob), eq(workingHours.isoWeekday, 3)))
    const took = await msUntil(
      () => day(t.app, slug, workers.bob, WEDNESDAY),
      (answer) => timesOf(answer)[0] === '14:00',
      1000,
    )
    expect(took, 'the old working hours were still offered after a second').toBeDefined()
  })
})
