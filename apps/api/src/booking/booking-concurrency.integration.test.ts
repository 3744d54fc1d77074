import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outboxMessages, reservations } from '../db/schema'
import { freshAddress, postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'

const CONTENDERS = 50

// Only a real server runs transactions side by side; PGlite has one connection and would serialise them.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  '50 simultaneous bookings of one time (PostgreSQL)',
  { timeout: 300_000 },
  () => {
    const t = useTestApp()

    async function contenders(count: number) {
      // Every visitor has their own session, address, email and phone, as real ones would.
      return Promise.all(
        Array.from({ length: count }, async () => {
          const session = new HttpSession(t.app, { remoteAddress: freshAddress() })
          await session.csrfCookie()
          return session
        }),
      )
    }

    it('for one worker: exactly one 201, the rest 409, none 500', async () => {
      const fixture = await createBookingFixture(t.database)
      const sessions = await contenders(CONTENDERS)
      const responses = await Promise.all(
        sessions.map((session) =>
          postBooking(
            t.app,
            fixture.slug,
            bookingBody({
              item_ids: [fixture.items.cut],
              worker_id: fixture.workers.alice,
              starts_at: '2026-11-24T09:00:00.000Z',
            }),
            { session },
          ),
        ),
      )
      const statuses = responses.map((response) => response.statusCode)
      expect(statuses.filter((status) => status === 201)).toHaveLength(1)
      expect(statuses.filter((status) => status === 409)).toHaveLength(CONTENDERS - 1)
      const rows = await t.database.db
        .select()
        .from(reservations)
        .where(eq(reservations.branchId, fixture.branchId))
      expect(rows).toHaveLength(1)
      // Only the winner's emails were committed.
      const emails = await t.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.companyId, fixture.companyId))
      expect(emails.map((email) => email.kind).sort()).toEqual([
        'booking-confirmation',
        'booking-new-for-business',
      ])
    })

    it('for “any worker” with two free: exactly two 201, the rest 409', async () => {
      const fixture = await createBookingFixture(t.database)
      const sessions = await contenders(CONTENDERS)
      const responses = await Promise.all(
        sessions.map((session) =>
          postBooking(
            t.app,
            fixture.slug,
            bookingBody({ item_ids: [fixture.items.cut], starts_at: '2026-11-24T12:00:00.000Z' }),
            { session },
          ),
        ),
      )
      const statuses = responses.map((response) => response.statusCode)
      expect(statuses.filter((status) => status === 201)).toHaveLength(2)
      expect(statuses.filter((status) => status === 409)).toHaveLength(CONTENDERS - 2)
      const workers = responses
        .filter((response) => response.statusCode === 201)
        .map((response) => response.json().reservation.worker.id)
      expect(new Set(workers)).toEqual(new Set([fixture.workers.alice, fixture.workers.bob]))
    })

    // A double click and a retry; more submits than the per-contact limit (5) would meet 429 first.
    it('one Idempotency-Key submitted 4 times at once books once', async () => {
      const fixture = await createBookingFixture(t.database)
      const body = bookingBody({ item_ids: [fixture.items.cut], starts_at: '2026-11-24T13:00:00.000Z' })
      const session = new HttpSession(t.app, { remoteAddress: freshAddress() })
      await session.csrfCookie()
      const responses = await Promise.all(
        Array.from({ length: 4 }, () =>
          postBooking(t.app, fixture.slug, body, { session, idempotencyKey: 'one-form-submit-0042' }),
        ),
      )
      expect(responses.map((response) => response.statusCode)).toEqual(Array(4).fill(201))
      expect(new Set(responses.map((response) => response.json().reservation.id)).size).toBe(1)
    })
  },
)
