import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { customers, idempotencyKeys, outboxMessages, reservations } from '../db/schema'
import { freshAddress, postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'
import { sweepOldIdempotencyKeys } from './idempotency-repository'

// Monday 2026-11-23 09:00 in Prague; Tuesday 10:00 CET is 09:00Z.
const TUESDAY_10 = '2026-11-24T09:00:00.000Z'
const TUESDAY_12 = '2026-11-24T11:00:00.000Z'

describe('booking guards: Idempotency-Key, honeypot, cap per customer, rate limits', () => {
  const t = useTestApp()

  const reservationsOf = (branchId: number) =>
    t.database.db.select().from(reservations).where(eq(reservations.branchId, branchId))

  it('books once per Idempotency-Key and answers a repeat with the stored reservation', async () => {
    const fixture = await createBookingFixture(t.database)
    const body = bookingBody({ item_ids: [fixture.items.cut], starts_at: TUESDAY_10 })
    const key = 'b2c4e1f0-3f1a-4c55-9a53-5b8f0d6f7a11'
    const first = await postBooking(t.app, fixture.slug, body, { idempotencyKey: key })
    const again = await postBooking(t.app, fixture.slug, { ...body }, { idempotencyKey: key })
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(first.json())
    const [together1, together2] = await Promise.all([
      postBooking(
        t.app,
        fixture.slug,
        bookingBody({ ...body, starts_at: TUESDAY_12, email: 'x@example.cz' }),
        { idempotencyKey: 'same-key-0001' },
      ),
      postBooking(
        t.app,
        fixture.slug,
        bookingBody({ ...body, starts_at: TUESDAY_12, email: 'x@example.cz' }),
        { idempotencyKey: 'same-key-0001' },
      ),
    ])
    expect([together1.statusCode, together2.statusCode]).toEqual([201, 201])
    expect(together1.json().reservation.id).toBe(together2.json().reservation.id)
    expect(await reservationsOf(fixture.branchId)).toHaveLength(2)

    const reused = await postBooking(
      t.app,
      fixture.slug,
      { ...body, starts_at: TUESDAY_12 },
      { idempotencyKey: key },
    )
    expect(reused.statusCode).toBe(422)
    expect(reused.json().message).toBe('This Idempotency-Key was already used for a different booking.')
    const malformed = await postBooking(t.app, fixture.slug, body, { idempotencyKey: 'a b' })
    expect(malformed.statusCode).toBe(422)
  })

  it('forgets a key a day after its booking (the housekeeping sweep), so the table does not grow for ever', async () => {
    const fixture = await createBookingFixture(t.database)
    const storedKeys = async () =>
      (await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((row) => row.key)
    const first = bookingBody({
      item_ids: [fixture.items.cut],
      starts_at: TUESDAY_10,
      email: 'day1@example.cz',
    })
    expect(
      (await postBooking(t.app, fixture.slug, first, { idempotencyKey: 'old-key-0001' })).statusCode,
    ).toBe(201)
    expect(await storedKeys()).toContain('old-key-0001')

    t.clock.advance(23 * 60 * 60 * 1000)
    const second = bookingBody({
      item_ids: [fixture.items.cut],
      starts_at: TUESDAY_12,
      email: 'day2@example.cz',
    })
    expect(
      (await postBooking(t.app, fixture.slug, second, { idempotencyKey: 'new-key-0001' })).statusCode,
    ).toBe(201)
    expect(await storedKeys()).toEqual(expect.arrayContaining(['old-key-0001', 'new-key-0001']))

    t.clock.advance(2 * 60 * 60 * 1000)
    const third = bookingBody({
      item_ids: [fixture.items.cut],
      starts_at: '2026-11-25T09:00:00.000Z',
      email: 'day3@example.cz',
    })
    expect(
      (await postBooking(t.app, fixture.slug, third, { idempotencyKey: 'newer-key-01' })).statusCode,
    ).toBe(201)
    // The booking itself sweeps nothing (decision 071): the housekeeping job's sweep forgets the day-old key.
    expect(await storedKeys()).toContain('old-key-0001')
    await sweepOldIdempotencyKeys(t.database.db, t.clock.now(), 100)
    const left = await storedKeys()
    expect(left).not.toContain('old-key-0001')
    expect(left).toEqual(expect.arrayContaining(['new-key-0001', 'newer-key-01']))
  })

  it('refuses a filled honeypot with a generic 422 and stores nothing', async () => {
    const fixture = await createBookingFixture(t.database)
    const body = bookingBody({
      item_ids: [fixture.items.cut],
      starts_at: TUESDAY_10,
      website: 'http://spam.example',
    })
    const response = await postBooking(t.app, fixture.slug, body)
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ message: 'The given data was invalid.', errors: {} })
    expect(await reservationsOf(fixture.branchId)).toHaveLength(0)
    const stored = await t.database.db.select().from(customers).where(eq(customers.email, body.email))
    expect(stored).toHaveLength(0)
  })

  it('caps upcoming reservations per customer, who is found by email alone', async () => {
    const fixture = await createBookingFixture(t.database, { maxUpcomingPerCustomer: 2 })
    const person = bookingBody({ item_ids: [fixture.items.cut] })
    const at = (hourZ: number) => `2026-11-25T${String(hourZ).padStart(2, '0')}:00:00.000Z`
    expect((await postBooking(t.app, fixture.slug, { ...person, starts_at: at(9) })).statusCode).toBe(201)
    // The same email in other capitals is the same customer.
    const sameEmail = await postBooking(t.app, fixture.slug, {
      ...person,
      email: person.email.toUpperCase(),
      starts_at: at(10),
    })
    expect(sameEmail.statusCode).toBe(201)
    const capped = await postBooking(t.app, fixture.slug, { ...person, starts_at: at(11) })
    expect(capped.statusCode).toBe(422)
    expect(capped.json().message).toBe(
      'You have reached the limit of 2 upcoming reservations at this branch. Please cancel one or contact the business.',
    )
    // The same phone with another email is someone else (a family phone): their own customer, their own cap.
    const samePhone = await postBooking(t.app, fixture.slug, {
      ...person,
      email: 'jina@example.cz',
      starts_at: at(12),
    })
    expect(samePhone.statusCode, samePhone.body).toBe(201)
    const rows = await reservationsOf(fixture.branchId)
    expect(rows).toHaveLength(3)
    expect(new Set(rows.map((row) => row.customerId)).size).toBe(2)
    const emails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'jina@example.cz'))
    expect(emails.map((email) => email.kind)).toEqual(['booking-confirmation'])
  })

  it('limits attempts per address and per email or phone with 429 and Retry-After', async () => {
    const fixture = await createBookingFixture(t.database)
    const remoteAddress = freshAddress()
    // Invalid times still count: a bot probing the form pays for each try.
    for (let attempt = 1; attempt <= 10; attempt++) {
      const body = bookingBody({ item_ids: [fixture.items.cut], starts_at: '2026-11-24T17:00:00.000Z' })
      expect((await postBooking(t.app, fixture.slug, body, { remoteAddress })).statusCode).toBe(409)
    }
    const limited = await postBooking(
      t.app,
      fixture.slug,
      bookingBody({ item_ids: [fixture.items.cut], starts_at: TUESDAY_10 }),
      { remoteAddress },
    )
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBe(600)
    expect(limited.json().message).toBe('Too many booking attempts. Please try again in 10 min.')

    const person = bookingBody({ item_ids: [fixture.items.cut], starts_at: '2026-11-24T17:00:00.000Z' })
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await postBooking(t.app, fixture.slug, person)).statusCode).toBe(409)
    }
    const sameEmail = await postBooking(t.app, fixture.slug, {
      ...person,
      phone: '+420 606 111 222',
      starts_at: TUESDAY_10,
    })
    expect(sameEmail.statusCode).toBe(429)
    expect(Number(sameEmail.headers['retry-after'])).toBe(3600)
    t.clock.advance(3600_000)
    try {
      const later = await postBooking(t.app, fixture.slug, { ...person, starts_at: TUESDAY_12 })
      expect(later.statusCode, later.body).toBe(201)
    } finally {
      t.clock.set('2026-11-23T08:00:00.000Z')
    }
  })
})
