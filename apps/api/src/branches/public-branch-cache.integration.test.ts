import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { countRoundTrips } from '../db/round-trips'
import { branches } from '../db/schema'
import { createFixedClock } from '../lib/clock'
import { createBookingFixture } from '../testing/booking-fixture'
import { testConfig, useTestApp } from '../testing/test-app'
import { PUBLIC_BRANCH_MAX_AGE_MS } from './public-branch-routes'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the public branch call from memory (decision 023)', () => {
  const t = useTestApp()
  let second: FastifyInstance
  beforeAll(async () => {
    // A second API instance on the same database, as behind a load balancer.
    second = await buildApp({
      config: testConfig(),
      database: t.database,
      clock: createFixedClock('2026-11-23T08:00:00.000Z'),
      logger: false,
    })
    await second.ready()
  })
  afterAll(() => second.close())

  const url = (slug: string) => `/api/v1/branches/slug/${slug}`

  // Issue 16 aims at 1 for a miss; it is 5 today (branch, hours, exceptions, workers, their items).
  it('takes no statement while the answer is fresh', async () => {
    const fixture = await createBookingFixture(t.database)
    const first = await countRoundTrips(() => t.app.inject({ url: url(fixture.slug) }))
    expect(first.value.statusCode, first.value.body).toBe(200)
    expect(first.statements.length, first.statements.join('\n')).toBeLessThanOrEqual(5)
    const again = await countRoundTrips(() => t.app.inject({ url: url(fixture.slug) }))
    expect(again.value.body).toBe(first.value.body)
    expect(again.statements).toEqual([])
  })

  it('answers 304 with no body to a request naming its ETag, and 200 to another tag', async () => {
    const fixture = await createBookingFixture(t.database)
    const first = await t.app.inject({ url: url(fixture.slug) })
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^".+"$/)
    expect(first.headers['cache-control']).toBe('no-cache')
    expect(first.headers['content-type']).toMatch(/^application\/json/)
    const unchanged = await t.app.inject({ url: url(fixture.slug), headers: { 'if-none-match': etag } })
    expect(unchanged.statusCode).toBe(304)
    expect(unchanged.body).toBe('')
    const other = await t.app.inject({ url: url(fixture.slug), headers: { 'if-none-match': '"old"' } })
    expect(other.statusCode).toBe(200)
    expect(other.json()).toEqual(first.json())
  })

  it('shows an edit made through another instance within a second, with a new ETag', async () => {
    const fixture = await createBookingFixture(t.database)
    const before = await second.inject({ url: url(fixture.slug) })
    expect(before.json().name).not.toBe('Přejmenováno')
    await t.database.db
      .update(branches)
      .set({ name: 'Přejmenováno' })
      .where(eq(branches.id, fixture.branchId))
    await sleep(PUBLIC_BRANCH_MAX_AGE_MS + 50)
    const after = await second.inject({
      url: url(fixture.slug),
      headers: { 'if-none-match': before.headers.etag as string },
    })
    expect(after.statusCode).toBe(200)
    expect(after.json().name).toBe('Přejmenováno')
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })
})
