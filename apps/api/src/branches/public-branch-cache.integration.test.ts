import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { type DatabaseHandle, openDatabase } from '../db/client'
import { PUBLIC_BRANCH_CHANNEL } from '../db/listen'
import { countRoundTrips } from '../db/round-trips'
import { branches, items } from '../db/schema'
import { createFixedClock } from '../lib/clock'
import { createBookingFixture } from '../testing/booking-fixture'
import { withClockAhead } from '../testing/clock-ahead'
import { testConfig, useTestApp } from '../testing/test-app'
import { msUntil } from '../testing/wait'
import { PUBLIC_BRANCH_MAX_AGE_MS } from './public-branch-cache'

describe('the public branch call from memory, forgotten on the database notice (decision 023)', () => {
  const t = useTestApp()
  let second: FastifyInstance
  let secondDatabase: DatabaseHandle
  beforeAll(async () => {
    // A second API instance, as behind a load balancer: on PostgreSQL with a pool (and a LISTEN connection)
    // of its own on the same database; PGlite has one connection per process, so it shares the handle.
    secondDatabase = t.database.url ? await openDatabase({ url: t.database.url, poolMax: 4 }) : t.database
    second = await buildApp({
      config: testConfig(),
      database: secondDatabase,
      clock: createFixedClock('2026-11-23T08:00:00.000Z'),
      logger: false,
    })
    await second.ready()
  })
  afterAll(async () => {
    await second.close()
    if (secondDatabase !== t.database) await secondDatabase.close()
  })

  const url = (slug: string) => `/api/v1/branches/slug/${slug}`

  // Issue 16: one statement for a miss (the branch, hours, exceptions, staff and items together), none for a hit.
  it('takes no statement while the branch is unchanged, also well after a second', async () => {
    const fixture = await createBookingFixture(t.database)
    // The fixture's own writes are notices too, heard a moment after their commits: wait until they are heard.
    await t.notices.caughtUp(PUBLIC_BRANCH_CHANNEL)
    const first = await countRoundTrips(() => t.app.inject({ url: url(fixture.slug) }))
    expect(first.value.statusCode, first.value.body).toBe(200)
    expect(first.statements.length, first.statements.join('\n')).toBeLessThanOrEqual(1)
    const again = await countRoundTrips(() => t.app.inject({ url: url(fixture.slug) }))
    expect(again.value.body).toBe(first.value.body)
    expect(again.statements).toEqual([])
    // While notices are heard an answer outlives the one-second bound (only a change forgets it): the cache's
    // clock (performance.now) is moved past the bound instead of waiting it out.
    const later = await withClockAhead(PUBLIC_BRANCH_MAX_AGE_MS + 200, () =>
      countRoundTrips(() => t.app.inject({ url: url(fixture.slug) })),
    )
    expect(later.value.body).toBe(first.value.body)
    expect(later.statements).toEqual([])
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

  it('shows an edit made through the other instance within a second, with a new ETag', async () => {
    const fixture = await createBookingFixture(t.database)
    const before = await second.inject({ url: url(fixture.slug) })
    expect(before.json().name).not.toBe('Přejmenováno')
    // Written by the first instance's database connection; the second instance hears the commit's NOTIFY.
    await t.database.db
      .update(branches)
      .set({ name: 'Přejmenováno' })
      .where(eq(branches.id, fixture.branchId))
    const read = () => second.inject({ url: url(fixture.slug) })
    const took = await msUntil(read, (answer) => answer.json().name === 'Přejmenováno', 1000)
    expect(took, 'the second instance still showed the old name after a second').toBeDefined()
    const after = await second.inject({
      url: url(fixture.slug),
      headers: { 'if-none-match': before.headers.etag as string },
    })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })

  it("forgets the answer when a branch's service changes, not only the branch row", async () => {
    const fixture = await createBookingFixture(t.database)
    const before = await second.inject({ url: url(fixture.slug) })
    expect(before.body).not.toContain('Střih na ježka')
    await t.database.db.update(items).set({ name: 'Střih na ježka' }).where(eq(items.id, fixture.items.cut))
    const read = () => second.inject({ url: url(fixture.slug) })
    const took = await msUntil(read, (answer) => answer.body.includes('Střih na ježka'), 1000)
    expect(took, 'the renamed service did not show within a second').toBeDefined()
  })

  // Decision 045: the kept answer is compressed once per encoding, and every form goes with a notice.
  it('sends the kept answer as brotli, gzip or as it is, all the same JSON, and a notice forgets every form', async () => {
    const fixture = await createBookingFixture(t.database)
    const read = (encoding: string | undefined) =>
      second.inject({ url: url(fixture.slug), headers: encoding ? { 'accept-encoding': encoding } : {} })
    const decoded = async (encoding: string | undefined) => {
      const answer = await read(encoding)
      expect(answer.statusCode).toBe(200)
      expect(answer.headers.vary).toBe('Accept-Encoding')
      const sent = answer.headers['content-encoding']
      const text =
        sent === 'br'
          ? brotliDecompressSync(answer.rawPayload).toString()
          : sent === 'gzip'
            ? gunzipSync(answer.rawPayload).toString()
            : answer.body
      return { sent, etag: answer.headers.etag, size: answer.rawPayload.length, json: JSON.parse(text) }
    }
    const plain = await decoded(undefined)
    expect(plain.sent).toBeUndefined()
    const brotli = await decoded('gzip, deflate, br')
    expect(brotli.sent).toBe('br')
    const gzip = await decoded('gzip;q=1, br;q=0.5')
    expect(gzip.sent).toBe('gzip')
    const refused = await decoded('br;q=0, gzip;q=0')
    expect(refused.sent).toBeUndefined()
    for (const answer of [brotli, gzip, refused]) {
      expect(answer.json).toEqual(plain.json)
      expect(answer.etag).toBe(plain.etag)
    }
    expect(brotli.size).toBeLessThan(plain.size / 2)
    // Kept: the same bytes again, not compressed anew into something else.
    expect((await read('br')).rawPayload.equals((await read('br')).rawPayload)).toBe(true)

    await t.database.db.update(branches).set({ name: 'Nové jméno' }).where(eq(branches.id, fixture.branchId))
    const took = await msUntil(
      () => decoded(undefined),
      (answer) => answer.json.name === 'Nové jméno',
      1000,
    )
    expect(took, 'the plain answer still showed the old name after a second').toBeDefined()
    for (const encoding of ['br', 'gzip']) {
      const answer = await decoded(encoding)
      expect(answer.sent).toBe(encoding)
      expect(answer.json.name, encoding).toBe('Nové jméno')
    }
  })
})
