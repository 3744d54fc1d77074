/**
 * Every .ics the app emits for one reservation, read with ical.js through its life: booked online (the
 * confirmation email), downloaded, moved, given another worker, cancelled by the business, restored and
 * cancelled by the customer. The UID never changes and SEQUENCE grows with each change the customer's
 * calendar must apply, or calendar apps ignore the update (RFC 5545 §3.8.7.4, RFC 5546 §2.1.4).
 */
import { parseIcs } from '@rezervo/shared/ics/testing/parse-ics'
import { and, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companyMembers, outboxMessages } from '../db/schema'
import { signUpVerified } from '../testing/accounts'
import { postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'

// Monday 2026-11-23 09:00 in Prague; the booking is on Wednesday 10:00 (09:00Z), 45 minutes.
const t = useTestApp({ now: '2026-11-23T08:00:00.000Z' })

async function bookedReservation() {
  const fixture = await createBookingFixture(t.database)
  const body = bookingBody({
    item_ids: [fixture.items.cut],
    worker_id: fixture.workers.alice,
    starts_at: '2026-11-25T09:00:00.000Z',
  })
  const booked = await postBooking(t.app, fixture.slug, body)
  expect(booked.statusCode, booked.body).toBe(201)
  const { id, cancel_token: token } = booked.json().reservation as { id: number; cancel_token: string }
  const owner = await signUpVerified(t.app, t.database)
  await t.database.db
    .insert(companyMembers)
    .values({ companyId: fixture.companyId, userId: owner.id, role: 'owner' })
  const url = `/api/v1/companies/${fixture.companyId}/reservations/${id}`
  return { fixture, id, token, customerEmail: body.email, owner: owner.session, url }
}

async function download(id: number, token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/public/reservations/${id}/ics?token=${token}`,
  })
  expect(response.statusCode, response.body).toBe(200)
  return parseIcs(response.body)
}

/** The newest email of a kind to the address, with its .ics attachment read. */
async function emailedIcs(kind: string, to: string) {
  const [email] = await t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, kind), eq(outboxMessages.recipient, to)))
    .orderBy(desc(outboxMessages.id))
    .limit(1)
  expect(email, `${kind} to ${to}`).toBeDefined()
  expect(email!.attachments).toHaveLength(1)
  const [attachment] = email!.attachments
  return { contentType: attachment!.contentType, ics: parseIcs(attachment!.content) }
}

const patch = (session: HttpSession, url: string, payload: unknown) =>
  session.request({ method: 'PATCH', url, payload })

describe('the calendar event of a reservation', () => {
  it('keeps its UID and raises SEQUENCE with each change a calendar must apply, in every copy sent', async () => {
    const { fixture, id, token, customerEmail, owner, url } = await bookedReservation()
    const uid = `reservation-${id}@localhost`

    // Booked: the confirmation email invites the customer (iMIP REQUEST), the download is a PUBLISH.
    const confirmation = await emailedIcs('booking-confirmation', customerEmail)
    expect(confirmation.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST')
    expect(confirmation.ics.method).toBe('REQUEST')
    expect(confirmation.ics.events).toEqual([
      expect.objectContaining({
        uid,
        sequence: 0,
        status: 'CONFIRMED',
        startsAt: '2026-11-25T09:00:00.000Z',
        endsAt: '2026-11-25T09:45:00.000Z',
        startZone: 'UTC',
        endZone: 'UTC',
        organizer: expect.objectContaining({ email: 'no-reply@rezervo.local' }),
        attendees: [expect.objectContaining({ email: customerEmail, name: 'Jan Novák' })],
      }),
    ])
    const downloaded = await download(id, token)
    expect(downloaded.method).toBe('PUBLISH')
    expect(downloaded.events[0]).toMatchObject({ uid, sequence: 0, status: 'CONFIRMED', attendees: [] })

    // Moved an hour later: a new time, so a higher SEQUENCE.
    const moved = await patch(owner, url, { starts_at: '2026-11-25T12:00:00.000Z' })
    expect(moved.statusCode, moved.body).toBe(200)
    expect((await download(id, token)).events[0]).toMatchObject({
      uid,
      sequence: 1,
      startsAt: '2026-11-25T12:00:00.000Z',
      endsAt: '2026-11-25T12:45:00.000Z',
    })

    // A note is not in the event: nothing for a calendar to apply, SEQUENCE stays.
    expect((await patch(owner, url, { note: 'Přijde o chvíli dřív' })).statusCode).toBe(200)
    expect((await download(id, token)).events[0]!.sequence).toBe(1)

    // Another worker: the event names who serves the customer, so it is a change to apply.
    const bob = await patch(owner, url, { worker_id: fixture.workers.bob })
    expect(bob.statusCode, bob.body).toBe(200)
    const withBob = (await download(id, token)).events[0]!
    expect(withBob).toMatchObject({ uid, sequence: 2 })
    expect(withBob.description).toContain('Pracovník: Bob')

    // Cancelled by the business with an email: METHOD:CANCEL + STATUS:CANCELLED, same UID, higher SEQUENCE.
    const cancelled = await owner.post(`${url}/cancel`, { reason: 'Nemoc', notify_customer_email: true })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const cancelEmail = await emailedIcs('reservation-cancelled', customerEmail)
    expect(cancelEmail.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL')
    expect(cancelEmail.ics.method).toBe('CANCEL')
    expect(cancelEmail.ics.events[0]).toMatchObject({
      uid,
      sequence: 3,
      status: 'CANCELLED',
      startsAt: '2026-11-25T12:00:00.000Z',
      attendees: [expect.objectContaining({ email: customerEmail })],
    })
    const cancelledDownload = await download(id, token)
    expect(cancelledDownload.method).toBe('CANCEL')
    expect(cancelledDownload.events[0]).toMatchObject({ uid, sequence: 3, status: 'CANCELLED' })

    // Restored: the event is back, and must outrank the cancellation.
    expect((await owner.post(`${url}/restore`, {})).statusCode).toBe(200)
    const restored = await download(id, token)
    expect(restored.method).toBe('PUBLISH')
    expect(restored.events[0]).toMatchObject({ uid, sequence: 4, status: 'CONFIRMED' })

    // Cancelled by the customer: the record they are sent withdraws the event too.
    const byCustomer = await new HttpSession(t.app, { locale: 'cs' }).post(
      `/api/v1/public/reservations/${id}/cancel`,
      { token },
    )
    expect(byCustomer.statusCode, byCustomer.body).toBe(200)
    const record = await emailedIcs('booking-cancellation-confirmed', customerEmail)
    expect(record.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL')
    expect(record.ics.method).toBe('CANCEL')
    expect(record.ics.events[0]).toMatchObject({ uid, sequence: 5, status: 'CANCELLED' })
    expect((await download(id, token)).events[0]).toMatchObject({ uid, sequence: 5, status: 'CANCELLED' })
  })
})
