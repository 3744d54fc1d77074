import { DEMO_BRANCH_SLUG, DEMO_OWNER_EMAIL } from '@rezervo/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { payments, reservations, users } from '../db/schema'
import { seedDemoData } from '../seed/demo-seed'
import { useTestApp } from '../testing/test-app'

describe('foundation', () => {
  const t = useTestApp({
    configure: (app) =>
      app.get('/api/test-explode', async () => {
        throw new Error('secret internal detail')
      }),
  })

  it('answers health after a real query and names the engine', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    })
  })

  it('answers an unknown API path with JSON 404, never HTML', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: { accept: 'text/html' },
    })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toContain('application/json')
    expect(response.json().message).toContain('/api/v1/nothing-here')
  })

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Tělo požadavku není platný JSON.' })
  })

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ filler: 'x'.repeat(1_100_000) }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ message: 'The request body is too large.' })
  })

  it('answers an unexpected failure with the server-error text and no stack', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test-explode',
      headers: { 'accept-language': 'en' },
    })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ message: 'Server error, please try again later.' })
    expect(response.body).not.toContain('secret')
    expect(response.headers['x-request-id']).toBeTruthy()
  })

  it('seeds the demo once and the branch is public at its slug', async () => {
    const deps = t.app.deps
    expect(await seedDemoData(deps)).toEqual({ created: true })
    const seeded = await t.database.db.select().from(reservations)
    expect(await seedDemoData(deps)).toEqual({ created: false })
    // Two weeks of past visits with attendance and payments, and the coming days' bookings still open.
    expect(seeded.length).toBeGreaterThan(10)
    expect((await t.database.db.select().from(reservations)).length).toBe(seeded.length)
    const now = deps.clock.now().getTime()
    const ahead = seeded.filter((reservation) => reservation.startsAt.getTime() >= now)
    expect(ahead.length).toBeGreaterThan(5)
    expect(
      ahead.every((reservation) => reservation.attendance === null && reservation.cancelledAt === null),
    ).toBe(true)
    expect(seeded.every((reservation) => reservation.createdAt.getTime() <= now)).toBe(true)
    const paid = await t.database.db.select().from(payments)
    expect(paid.length).toBeGreaterThan(5)
    const aheadIds = new Set(ahead.map((reservation) => reservation.id))
    expect(paid.some((payment) => aheadIds.has(payment.reservationId))).toBe(false)
    const owners = await t.database.db.select().from(users).where(eq(users.email, DEMO_OWNER_EMAIL))
    expect(owners).toHaveLength(1)
    expect(owners[0]!.emailVerifiedAt).not.toBeNull()

    const response = await t.app.inject({ method: 'GET', url: `/api/v1/branches/slug/${DEMO_BRANCH_SLUG}` })
    expect(response.statusCode).toBe(200)
    const branch = response.json()
    expect(branch.category_group.slug).toBe('krasa-a-pece')
    expect(branch.category.slug).toBe('barbershop')
    expect(branch.workers).toHaveLength(2)
    expect(
      branch.item_categories.flatMap((g: { items: unknown[] }) => g.items).length,
    ).toBeGreaterThanOrEqual(3)
    expect(JSON.stringify(branch)).not.toContain(DEMO_OWNER_EMAIL)
  })

  it('answers an unknown branch slug with JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/branches/slug/nikde' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'Požadovaný zdroj nebyl nalezen.' })
  })

  it('keeps the same exclusion constraint on both engines', async () => {
    const result = await t.database.db.execute(
      "select conname from pg_constraint where conname = 'reservations_no_overlap'" as never,
    )
    expect(JSON.stringify(result)).toContain('reservations_no_overlap')
  })
})
