import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { outboxMessages } from '../db/schema'
import { postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { freePort } from '../testing/server-process'
import { testConfig, useTestApp } from '../testing/test-app'

const TOKEN = 'metrics-token-of-this-test-0123456789'
const TUESDAY_TEN = '2026-11-24T09:00:00.000Z'

/** The value of one series of a Prometheus text exposition, 0 when it is absent. */
function seriesValue(exposition: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of exposition.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
    )
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3])
  }
  return 0
}

describe('GET /metrics', () => {
  const t = useTestApp({ env: { METRICS_TOKEN: TOKEN } })
  const scrape = async () => {
    const answer = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['content-type']).toContain('text/plain')
    return answer.body
  }

  it('answers 401 without the token or with another one', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401)
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.body).not.toContain('rezervo_')
  })

  it('counts a booking, its refusals by reason, its route, the outbox it fills and the availability cache', async () => {
    const fixture = await createBookingFixture(t.database)
    const route = '/api/v1/branches/slug/:branchSlug/reservations'
    const before = await scrape()
    const body = { item_ids: [fixture.items.cut], worker_id: fixture.workers.alice, starts_at: TUESDAY_TEN }
    expect((await postBooking(t.app, fixture.slug, bookingBody(body))).statusCode).toBe(201)
    expect((await postBooking(t.app, fixture.slug, bookingBody(body))).statusCode).toBe(409)
    expect((await postBooking(t.app, fixture.slug, bookingBody({ ...body, email: 'no' }))).statusCode).toBe(
      422,
    )
    const availability = `/api/v1/branches/slug/${fixture.slug}/availability?item_ids=${fixture.items.cut}&worker_id=any&from=2026-11-24&to=2026-11-30`
    expect((await t.app.inject({ url: availability })).statusCode).toBe(200)
    expect((await t.app.inject({ url: availability })).statusCode).toBe(200)
    const after = await scrape()

    const moved = (name: string, labels: Record<string, string> = {}) =>
      seriesValue(after, name, labels) - seriesValue(before, name, labels)
    expect(moved('rezervo_bookings_total', { outcome: 'booked' })).toBe(1)
    expect(moved('rezervo_bookings_total', { outcome: 'refused', reason: 'bookingSlotUnavailable' })).toBe(1)
    expect(moved('rezervo_bookings_total', { outcome: 'refused', reason: 'invalid_form' })).toBe(1)
    expect(moved('rezervo_http_request_duration_seconds_count', { route, status_code: '201' })).toBe(1)
    expect(moved('rezervo_http_request_duration_seconds_count', { route, status_code: '409' })).toBe(1)
    expect(moved('rezervo_cache_lookups_total', { cache: 'availability', result: 'miss' })).toBe(1)
    expect(moved('rezervo_cache_lookups_total', { cache: 'availability', result: 'hit' })).toBe(1)
    // The owner's and the customer's confirmations wait in the outbox (no worker runs in tests).
    expect(seriesValue(after, 'rezervo_outbox_pending_messages')).toBeGreaterThan(
      seriesValue(before, 'rezervo_outbox_pending_messages'),
    )
    expect(seriesValue(after, 'rezervo_outbox_due_messages')).toBeGreaterThan(0)
    // A retry that fell due two minutes ago (by the app's clock) is what the outbox alert watches.
    await t.database.db
      .update(outboxMessages)
      .set({ tries: 1, nextAttemptAt: new Date(t.clock.now().getTime() - 120_000) })
    expect(seriesValue(await scrape(), 'rezervo_outbox_oldest_due_age_seconds')).toBe(120)
    expect(after).toMatch(/^rezervo_db_pool_connections\{state="in_use"\} \d+$/m)
    expect(after).toMatch(/^rezervo_db_pool_waiting \d+$/m)
    // The pattern, never the address: no series names the branch's slug.
    expect(after).not.toContain(fixture.slug)
  })

  it('runs the scheduled jobs into the job lag', async () => {
    const series = /^rezervo_job_lag_seconds\{job="reminderJob"\} [\d.e-]+$/m
    expect(await scrape()).not.toMatch(series)
    await t.app.outboxWorker.runOnce()
    expect(await scrape()).toMatch(series)
  })
})

describe('GET /metrics without METRICS_TOKEN, and on METRICS_PORT', () => {
  const t = useTestApp()
  let port = 0
  let alone: Awaited<ReturnType<typeof buildApp>>
  beforeAll(async () => {
    port = await freePort()
    alone = await buildApp({
      config: testConfig({ METRICS_TOKEN: TOKEN, METRICS_PORT: String(port), HOST: '127.0.0.1' }),
      database: t.database,
      logger: false,
    })
    await alone.ready()
  })
  afterAll(() => alone?.close())

  it('answers 404 when no token is configured, whatever is sent', async () => {
    const answer = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    expect(answer.statusCode).toBe(404)
  })

  it('serves them on their own port only, with the token', async () => {
    expect(
      (await alone.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode,
    ).toBe(404)
    const url = `http://127.0.0.1:${port}/metrics`
    expect((await fetch(url)).status).toBe(401)
    const answer = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('rezervo_http_request_duration_seconds')
  })
})
