/**
 * Issue 17 part 2: every change the business makes to a visit (a move, another worker, other services, a
 * cancel) reaches the reservation's customer as exactly one message with the new details and the updated
 * calendar event, sent only after the calendar's undo window, so an undone move sends nothing and a second
 * move inside the window leaves one message with the final time (decision 029).
 */
import { CHANGE_NOTICE_DELAY_MS } from '@rezervo/shared'
import { parseIcs } from '@rezervo/shared/ics/testing/parse-ics'
import { and, asc, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companyMembers, notificationSettings, outboxMessages, reservationHistory } from '../db/schema'
import { developmentSmsOutbox } from '../messaging/development-channels'
import { createOutboxWorker } from '../messaging/outbox-worker'
import { signUpVerified } from '../testing/accounts'
import { postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'

// Monday 2026-11-23 09:00 in Prague. Wednesday 10:00, 13:00 and 14:00 in Prague are 09, 12 and 13 Z.
const t = useTestApp({ now: '2026-11-23T08:00:00.000Z' })
const WEDNESDAY_10 = '2026-11-25T09:00:00.000Z'
const WEDNESDAY_13 = '2026-11-25T12:00:00.000Z'
const WEDNESDAY_14 = '2026-11-25T13:00:00.000Z'
const SECOND = 1000

/** A customer's online booking on Wednesday 10:00 with Alice (a cut, 45 minutes), and an owner. */
async function bookedVisit(customer: Record<string, unknown> = {}) {
  const fixture = await createBookingFixture(t.database)
  const body = bookingBody({
    item_ids: [fixture.items.cut],
    worker_id: fixture.workers.alice,
    starts_at: WEDNESDAY_10,
    ...customer,
  })
  const booked = await postBooking(t.app, fixture.slug, body)
  expect(booked.statusCode, booked.body).toBe(201)
  const id = booked.json().reservation.id as number
  const owner = await signUpVerified(t.app, t.database)
  await t.database.db
    .insert(companyMembers)
    .values({ companyId: fixture.companyId, userId: owner.id, role: 'owner' })
  const url = `/api/v1/companies/${fixture.companyId}/reservations/${id}`
  const patch = (payload: Record<string, unknown>) => owner.session.request({ method: 'PATCH', url, payload })
  return { fixture, id, email: body.email as string, owner, url, patch }
}

/** Every outbox row of the reservation's change notices, oldest first. */
const noticesOf = (reservationId: number) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(like(outboxMessages.dedupeKey, `reservation-change:${reservationId}:%`))
    .orderBy(asc(outboxMessages.id))

const historyOf = (reservationId: number) =>
  t.database.db
    .select()
    .from(reservationHistory)
    .where(and(eq(reservationHistory.reservationId, reservationId), eq(reservationHistory.action, 'updated')))
    .orderBy(asc(reservationHistory.id))

const worker = () =>
  createOutboxWorker(t.app.deps, {
    channels: {
      email: { name: 'test', deliver: async () => {}, close: () => {} },
      sms: developmentSmsOutbox,
    },
    log: t.app.log,
  })

async function expectOk(response: Promise<{ statusCode: number; body: string }>) {
  const answer = await response
  expect(answer.statusCode, answer.body).toBe(200)
}

describe('the customer hears of every change the business makes', () => {
  it('queues one email to the reservation’s customer after a move, due after the undo window, with the new time and the next SEQUENCE', async () => {
    const visit = await bookedVisit()
    const movedAt = t.clock.now()
    await expectOk(visit.patch({ starts_at: WEDNESDAY_13, send_change_notice: true }))

    const [notice, ...others] = await noticesOf(visit.id)
    expect(others).toEqual([])
    expect(notice).toMatchObject({
      channel: 'email',
      kind: 'reservation-changed',
      recipient: visit.email,
      state: 'queued',
    })
    expect(notice!.subject).toMatch(/^Změna rezervace – Střihy u Šťastných \d+$/)
    expect(notice!.notBefore?.getTime()).toBe(movedAt.getTime() + CHANGE_NOTICE_DELAY_MS)
    expect(notice!.textBody).toContain('Kdy: středa 25. 11. 2026, 13:00–13:45')
    expect(notice!.textBody).toContain('Původní termín: středa 25. 11. 2026, 10:00–10:45')
    const ics = parseIcs(notice!.attachments[0]!.content)
    expect(ics.method).toBe('REQUEST')
    expect(ics.events[0]).toMatchObject({
      uid: `reservation-${visit.id}@localhost`,
      sequence: 1,
      status: 'CONFIRMED',
      startsAt: WEDNESDAY_13,
    })

    // The worker leaves it alone during the window and sends it after.
    t.clock.advance(CHANGE_NOTICE_DELAY_MS - SECOND)
    await worker().runOnce()
    expect((await noticesOf(visit.id))[0]!.state).toBe('queued')
    t.clock.advance(SECOND)
    await worker().runOnce()
    expect((await noticesOf(visit.id))[0]!.state).toBe('sent')

    // The history says who moved it and that the customer is told.
    const [entry] = await historyOf(visit.id)
    expect(entry).toMatchObject({ actor: 'business', userId: visit.owner.id })
    expect(entry!.changes).toMatchObject({
      starts_at: { from: WEDNESDAY_10, to: WEDNESDAY_13 },
      customer_notice: { email: true, sms: false, due_at: notice!.notBefore?.toISOString() },
    })
  })

  it('sends nothing when the move is undone inside the window, and records both changes', async () => {
    const visit = await bookedVisit()
    await expectOk(visit.patch({ starts_at: WEDNESDAY_13, send_change_notice: true }))
    expect(await noticesOf(visit.id)).toHaveLength(1)
    t.clock.advance(8 * SECOND)
    await expectOk(visit.patch({ starts_at: WEDNESDAY_10, send_change_notice: true }))

    expect(await noticesOf(visit.id)).toEqual([])
    t.clock.advance(CHANGE_NOTICE_DELAY_MS)
    await worker().runOnce()
    expect(await noticesOf(visit.id)).toEqual([])
    const history = await historyOf(visit.id)
    expect(history.map((entry) => entry.changes.starts_at)).toEqual([
      { from: WEDNESDAY_10, to: WEDNESDAY_13 },
      { from: WEDNESDAY_13, to: WEDNESDAY_10 },
    ])
    expect(history[1]!.changes.customer_notice_withdrawn).toBe(
      (history[0]!.changes.customer_notice as { key: string }).key,
    )
    expect(history.every((entry) => entry.userId === visit.owner.id)).toBe(true)
  })

  it('replaces the waiting notice when the visit moves again inside the window: one message, the final time', async () => {
    const visit = await bookedVisit()
    await expectOk(visit.patch({ starts_at: WEDNESDAY_13 }))
    t.clock.advance(3 * SECOND)
    const secondMoveAt = t.clock.now()
    await expectOk(visit.patch({ starts_at: WEDNESDAY_14 }))

    const notices = await noticesOf(visit.id)
    expect(notices).toHaveLength(1)
    expect(notices[0]!.notBefore?.getTime()).toBe(secondMoveAt.getTime() + CHANGE_NOTICE_DELAY_MS)
    expect(notices[0]!.textBody).toContain('Kdy: středa 25. 11. 2026, 14:00–14:45')
    // What the customer knew is still the booked time, not the first move they never heard of.
    expect(notices[0]!.textBody).toContain('Původní termín: středa 25. 11. 2026, 10:00–10:45')
    const ics = parseIcs(notices[0]!.attachments[0]!.content)
    expect(ics.events[0]).toMatchObject({ sequence: 2, startsAt: WEDNESDAY_14 })
  })

  it('tells the customer once of a new worker and once of new services, in her language', async () => {
    const visit = await bookedVisit({ email: 'jane@example.com', locale: 'en' })
    await expectOk(visit.patch({ worker_id: visit.fixture.workers.bob, starts_at: WEDNESDAY_13 }))
    t.clock.advance(CHANGE_NOTICE_DELAY_MS)
    await worker().runOnce()
    await expectOk(visit.patch({ item_ids: [visit.fixture.items.cut, visit.fixture.items.beard] }))

    const [workerNotice, itemsNotice, ...others] = await noticesOf(visit.id)
    expect(others).toEqual([])
    expect(workerNotice).toMatchObject({ recipient: 'jane@example.com', state: 'sent' })
    expect(workerNotice!.subject).toMatch(/^Reservation changed – Střihy u Šťastných \d+$/)
    expect(workerNotice!.textBody).toContain('With: Bob')
    expect(workerNotice!.textBody).toContain('Previously with: Alice')
    expect(itemsNotice).toMatchObject({ recipient: 'jane@example.com', state: 'queued' })
    expect(itemsNotice!.textBody).toContain('Previous services: Pánský střih')
    expect(itemsNotice!.textBody).toMatch(/Services: Pánský střih, Úprava vousů/)
    const ics = parseIcs(itemsNotice!.attachments[0]!.content)
    // Two changes so far (worker with the time, then the services): SEQUENCE 2, the end follows the services.
    expect(ics.events[0]).toMatchObject({ sequence: 2, startsAt: WEDNESDAY_13 })
  })

  it('sends nothing when asked not to, nor for a note or a resize the customer does not see', async () => {
    const visit = await bookedVisit()
    await expectOk(visit.patch({ starts_at: WEDNESDAY_13, send_change_notice: false }))
    await expectOk(visit.patch({ note: 'Přijde o chvíli dřív' }))
    await expectOk(visit.patch({ ends_at: '2026-11-25T13:00:00.000Z' }))
    expect(await noticesOf(visit.id)).toEqual([])
    const history = await historyOf(visit.id)
    expect(history).toHaveLength(3)
    expect(history.some((entry) => 'customer_notice' in entry.changes)).toBe(false)
  })

  it('also sends an SMS, at the same time, when the company has change SMS on', async () => {
    const visit = await bookedVisit({ phone: '731 222 333' })
    await t.database.db
      .insert(notificationSettings)
      .values({ companyId: visit.fixture.companyId, reservationChangeSms: true })
    const movedAt = t.clock.now()
    await expectOk(visit.patch({ starts_at: WEDNESDAY_13 }))
    const notices = await noticesOf(visit.id)
    expect(notices.map((row) => [row.channel, row.recipient])).toEqual([
      ['sms', '+420731222333'],
      ['email', visit.email],
    ])
    expect(notices[0]!.textBody).toMatch(/^Vase rezervace se zmenila: Pansky strih 25\. 11\. 2026 v 13:00/)
    for (const row of notices) {
      expect(row.notBefore?.getTime()).toBe(movedAt.getTime() + CHANGE_NOTICE_DELAY_MS)
    }
  })

  it('withdraws the waiting notice when the business cancels: the customer gets only the cancellation', async () => {
    const visit = await bookedVisit()
    await expectOk(visit.patch({ starts_at: WEDNESDAY_13 }))
    t.clock.advance(2 * SECOND)
    const cancelled = await visit.owner.session.post(`${visit.url}/cancel`, {
      reason: 'Nemoc',
      notify_customer_email: true,
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await noticesOf(visit.id)).toEqual([])
    const cancellations = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, visit.email), eq(outboxMessages.kind, 'reservation-cancelled')))
    expect(cancellations).toHaveLength(1)
    const ics = parseIcs(cancellations[0]!.attachments[0]!.content)
    expect(ics.method).toBe('CANCEL')
    expect(ics.events[0]).toMatchObject({ status: 'CANCELLED', sequence: 2, startsAt: WEDNESDAY_13 })
  })

  it('tells the customer the time is back when the undo comes after the notice went out', async () => {
    const visit = await bookedVisit()
    await expectOk(visit.patch({ starts_at: WEDNESDAY_13 }))
    t.clock.advance(CHANGE_NOTICE_DELAY_MS)
    await worker().runOnce()
    await expectOk(visit.patch({ starts_at: WEDNESDAY_10 }))
    const [moved, back] = await noticesOf(visit.id)
    expect(moved!.state).toBe('sent')
    expect(back!.state).toBe('queued')
    expect(back!.textBody).toContain('Kdy: středa 25. 11. 2026, 10:00–10:45')
    expect(back!.textBody).toContain('Původní termín: středa 25. 11. 2026, 13:00–13:45')
  })
})
