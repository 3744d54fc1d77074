import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outboxMessages } from '../db/schema'
import { createBody, type OwnerOfCompany, ownerOfNewCompany, put } from '../testing/reservation-api'
import { useTestApp } from '../testing/test-app'

const context = useTestApp({ now: '2026-11-20T08:00:00.000Z' })
const MONDAY_10 = '2026-11-23T09:00:00.000Z'

async function reservationOf(owner: OwnerOfCompany, startsAt = MONDAY_10) {
  const created = await owner.session.post(`${owner.base}/reservations`, createBody(owner.fixture, startsAt))
  expect(created.statusCode, created.body).toBe(201)
  return `${owner.base}/reservations/${created.json().data.id}`
}

describe('cancel and restore', () => {
  it('cancels by the business with a reason, without messages unless asked', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const url = await reservationOf(owner)
    const cancelled = await owner.session.post(`${url}/cancel`, { reason: 'Nemoc' })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json().data).toMatchObject({
      state: 'cancelled',
      cancelled_at: '2026-11-20T08:00:00.000Z',
      cancelled_by: 'business',
      cancel_reason: 'Nemoc',
    })
    const history = cancelled.json().data.history
    expect(history.at(-1)).toMatchObject({
      action: 'cancelled',
      changes: { reason: 'Nemoc', sms_queued: false, email_queued: false },
    })
    const outbox = await context.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.companyId, owner.fixture.companyId))
    expect(outbox).toHaveLength(0)
    // Cancelling again changes nothing.
    const again = await owner.session.post(`${url}/cancel`, { reason: 'Jiný důvod' })
    expect(again.json().data.cancel_reason).toBe('Nemoc')
    expect(again.json().data.history).toHaveLength(2)
  })

  it('queues an SMS to the customer phone and an email when asked', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const url = await reservationOf(owner)
    const cancelled = await owner.session.post(`${url}/cancel`, {
      reason: 'Nemoc',
      notify_customer_sms: true,
      notify_customer_email: true,
    })
    expect(cancelled.json().data.history.at(-1).changes).toMatchObject({
      sms_queued: true,
      email_queued: true,
    })
    const sms = await context.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.companyId, owner.fixture.companyId), eq(outboxMessages.channel, 'sms')))
    expect(sms).toHaveLength(1)
    expect(sms[0]).toMatchObject({
      recipient: '+420777123456',
      kind: 'reservation-cancelled',
      state: 'queued',
    })
    // Without diacritics, so a Czech SMS fits 160 characters a part; the link leads to the branch page.
    expect(sms[0]!.textBody).toMatch(
      /^Vase rezervace 23\. 11\. 2026 v 10:00 \(Na Rohu\) byla zrusena\. Duvod: Nemoc\. Novy termin: http:\/\/localhost:3000\/fixture-branch-/,
    )
    const emails = await context.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, `jan.${owner.fixture.companyId}@example.cz`))
    expect(emails).toHaveLength(1)
    expect(emails[0]!.subject).toBe('Rezervace 23. 11. 2026 v 10:00 byla zrušena')
    expect(emails[0]!.textBody).toContain('Důvod: Nemoc')
    // Jan in the vocative, as every message to a customer greets them.
    expect(emails[0]!.textBody).toMatch(/^Dobrý den, Jane,\n/)
  })

  it('restores a cancelled reservation, and refuses with the clash when the time was taken', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const url = await reservationOf(owner)
    await owner.session.post(`${url}/cancel`, {})
    const restored = await owner.session.post(`${url}/restore`)
    expect(restored.statusCode, restored.body).toBe(200)
    expect(restored.json().data).toMatchObject({ state: 'upcoming', cancelled_at: null, cancelled_by: null })
    expect(restored.json().data.history.map((entry: { action: string }) => entry.action)).toEqual([
      'created',
      'cancelled',
      'restored',
    ])

    await owner.session.post(`${url}/cancel`, {})
    await reservationOf(owner, '2026-11-23T10:00:00Z')
    const clash = await owner.session.post(`${url}/restore`)
    expect(clash.statusCode).toBe(409)
    expect(clash.json()).toEqual({
      message:
        'The worker already has a reservation from 23. 11. 2026 11:00 to 12:30. Please choose another time.',
      code: 'reservation_clash',
    })
    expect((await owner.session.get(url)).json().data.state).toBe('cancelled')
  })
})

describe('attendance', () => {
  it('marks arrived, then no-show, then clears it, each in the history', async () => {
    // Half an hour before the visit, so the session is still fresh when the clock reaches its start.
    context.clock.set('2026-11-23T08:30:00.000Z')
    const owner = await ownerOfNewCompany(context.app, context.database)
    const url = await reservationOf(owner)
    context.clock.set(MONDAY_10)
    expect(
      (await put(owner.session, `${url}/attendance`, { attendance: 'arrived' })).json().data.attendance,
    ).toBe('arrived')
    expect(
      (await put(owner.session, `${url}/attendance`, { attendance: 'no_show' })).json().data.attendance,
    ).toBe('no_show')
    const cleared = await put(owner.session, `${url}/attendance`, { attendance: null })
    expect(cleared.json().data.attendance).toBeNull()
    expect(cleared.json().data.history.at(-1)).toMatchObject({
      action: 'attendance',
      changes: { attendance: { from: 'no_show', to: null } },
    })
  })

  it('refuses no-show before the visit begins (422 on the field, in Czech too), allows it from the start', async () => {
    context.clock.set('2026-11-23T08:30:00.000Z')
    const owner = await ownerOfNewCompany(context.app, context.database)
    const url = await reservationOf(owner)
    context.clock.set('2026-11-23T08:59:59.000Z')
    const early = await put(owner.session, `${url}/attendance`, { attendance: 'no_show' })
    expect(early.statusCode, early.body).toBe(422)
    expect(early.json().errors).toEqual({
      attendance: ['A visit can be marked as not arrived only once it has begun.'],
    })
    const czech = await owner.session.request({
      method: 'PUT',
      url: `${url}/attendance`,
      payload: { attendance: 'no_show' },
      headers: { 'accept-language': 'cs' },
    })
    expect(czech.json().errors).toEqual({ attendance: ['Nedorazil(a) lze označit až od začátku návštěvy.'] })
    expect((await owner.session.get(url)).json().data.attendance).toBeNull()
    // A customer already waiting may be marked arrived before the start.
    expect((await put(owner.session, `${url}/attendance`, { attendance: 'arrived' })).statusCode).toBe(200)
    context.clock.set(MONDAY_10)
    const atStart = await put(owner.session, `${url}/attendance`, { attendance: 'no_show' })
    expect(atStart.json().data.attendance).toBe('no_show')
  })

  it('answers 422 for an unknown value and 409 on a cancelled reservation', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const url = await reservationOf(owner)
    const unknown = await put(owner.session, `${url}/attendance`, { attendance: 'late' })
    expect(unknown.statusCode).toBe(422)
    expect(Object.keys(unknown.json().errors)).toEqual(['attendance'])
    await owner.session.post(`${url}/cancel`, {})
    expect((await put(owner.session, `${url}/attendance`, { attendance: 'arrived' })).statusCode).toBe(409)
  })
})
