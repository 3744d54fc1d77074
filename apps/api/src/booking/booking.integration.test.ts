import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { customers, outboxMessages, reservationHistory, reservations } from '../db/schema'
import { postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'

// Monday 2026-11-23 09:00 in Prague; Tuesday 10:00 CET is 09:00Z.
const TUESDAY_10 = '2026-11-24T09:00:00.000Z'
const TUESDAY_12 = '2026-11-24T11:00:00.000Z'

describe('POST /api/v1/branches/slug/:branchSlug/reservations', () => {
  const t = useTestApp()

  const reservationsOf = (branchId: number) =>
    t.database.db.select().from(reservations).where(eq(reservations.branchId, branchId))

  it('books a new customer, answers what the confirmation page needs and queues both emails', async () => {
    const fixture = await createBookingFixture(t.database)
    const body = bookingBody({
      item_ids: [fixture.items.cut, fixture.items.beard],
      starts_at: TUESDAY_10,
      email: 'Eva.Dvorakova@Example.cz',
      phone: '777 123 456',
      first_name: 'Eva',
      surname: 'Dvořáková',
      note: 'Prosím kratší',
    })
    const response = await postBooking(t.app, fixture.slug, body)
    expect(response.statusCode, response.body).toBe(201)
    const { reservation } = response.json()
    expect(reservation).toMatchObject({
      state: 'upcoming',
      starts_at: TUESDAY_10,
      // 45 + 30 minutes for the customer; Alice's 15-minute buffer is not their time.
      ends_at: '2026-11-24T10:15:00.000Z',
      time_zone: 'Europe/Prague',
      duration_minutes: 75,
      price_czk: 750,
      note: 'Prosím kratší',
      worker: { id: fixture.workers.alice, name: 'Alice' },
      customer: { first_name: 'Eva', surname: 'Dvořáková' },
      branch: {
        slug: fixture.slug,
        category_group_slug: 'krasa-a-pece',
        category_slug: 'barbershop',
        address: { street: 'Náměstí Míru', house_number: '1', city: 'Praha 2', zip: '120 00', country: 'CZ' },
      },
      cancellable_until: '2026-11-23T09:00:00.000Z',
      cancellable: true,
      cancelled_at: null,
      cancelled_by: null,
    })
    expect(reservation.items.map((item: { name: string }) => item.name)).toEqual([
      'Pánský střih',
      'Úprava vousů',
    ])
    expect(reservation.cancel_token).toMatch(/^[\w-]{40,}$/)

    const [stored] = await reservationsOf(fixture.branchId)
    expect(stored).toMatchObject({ source: 'online', priceCzk: 750, workerId: fixture.workers.alice })
    expect(stored!.endsAt.toISOString()).toBe('2026-11-24T10:30:00.000Z')
    const [customer] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, stored!.customerId))
    expect(customer).toMatchObject({
      email: 'eva.dvorakova@example.cz',
      phone: '+420777123456',
      locale: 'cs',
    })
    expect(customer!.consentAt).toEqual(t.clock.now())
    expect(customer!.searchText).toContain('dvorakova')
    const history = await t.database.db
      .select()
      .from(reservationHistory)
      .where(eq(reservationHistory.reservationId, reservation.id))
    expect(history).toMatchObject([{ actor: 'customer', action: 'created' }])

    const emails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.companyId, fixture.companyId))
    const confirmation = emails.find((email) => email.kind === 'booking-confirmation')!
    expect(confirmation).toMatchObject({ recipient: 'eva.dvorakova@example.cz', state: 'queued' })
    expect(confirmation.subject).toContain('Potvrzení rezervace')
    expect(confirmation.textBody).toMatch(/^Dobrý den, Evo,\n/)
    expect(confirmation.textBody).toContain('úterý 24. 11. 2026, 10:00–11:15')
    expect(confirmation.textBody).toContain(
      `/krasa-a-pece/barbershop/${fixture.slug}/potvrzeni-rezervace?reservation=${reservation.id}&token=${reservation.cancel_token}`,
    )
    expect(confirmation.attachments).toHaveLength(1)
    const [ics] = confirmation.attachments
    expect(ics).toMatchObject({
      filename: `rezervace-${reservation.id}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    })
    expect(ics!.content).toContain('BEGIN:VEVENT')
    expect(ics!.content).toContain('DTSTART:20261124T090000Z\r\nDTEND:20261124T101500Z')
    const business = emails.find((email) => email.kind === 'booking-new-for-business')!
    expect(business.recipient).toBe('pobocka@example.cz')
    expect(business.textBody).toContain('Eva Dvořáková')
    expect(business.textBody).toContain('+420777123456')
    // The business's notice opens the booking itself (the calendar on its day with its detail), not the calendar.
    expect(business.textBody).toMatch(/^Dobrý den,\n/)
    expect(business.textBody).toContain(
      `Zobrazit rezervaci: http://localhost:3000/dashboard/reservations?view=day&date=2026-11-24&branch=${fixture.branchId}&reservation=${reservation.id}&lang=cs\n`,
    )
  })

  it('gives “any worker” to the first free one, and tells the owners when the branch has no email', async () => {
    const fixture = await createBookingFixture(t.database, { email: null })
    const { alice, bob } = fixture.workers
    const first = await postBooking(
      t.app,
      fixture.slug,
      bookingBody({ item_ids: [fixture.items.cut], starts_at: TUESDAY_12 }),
    )
    const second = await postBooking(
      t.app,
      fixture.slug,
      bookingBody({ item_ids: [fixture.items.cut], starts_at: TUESDAY_12, worker_id: null }),
    )
    expect(first.json().reservation.worker.id).toBe(Math.min(alice, bob))
    expect(second.json().reservation.worker.id).toBe(Math.max(alice, bob))
    const third = await postBooking(
      t.app,
      fixture.slug,
      bookingBody({ item_ids: [fixture.items.cut], starts_at: TUESDAY_12 }),
    )
    expect(third.statusCode).toBe(409)
    const toOwner = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, fixture.ownerEmail))
    expect(toOwner.filter((email) => email.kind === 'booking-new-for-business')).toHaveLength(2)
  })

  it('answers 409 for a taken time and for times never offered; the page refetches', async () => {
    const fixture = await createBookingFixture(t.database)
    const alice = fixture.workers.alice
    const cut = [fixture.items.cut]
    expect(
      (
        await postBooking(
          t.app,
          fixture.slug,
          bookingBody({ item_ids: cut, worker_id: alice, starts_at: TUESDAY_10 }),
        )
      ).statusCode,
    ).toBe(201)
    const clash = await postBooking(
      t.app,
      fixture.slug,
      bookingBody({ item_ids: cut, worker_id: alice, starts_at: '2026-11-24T09:30:00.000Z' }),
    )
    expect(clash.statusCode).toBe(409)
    expect(clash.json()).toEqual({
      message: 'The selected time is no longer available. Please choose another time.',
    })
    const never = [
      '2026-11-24T17:00:00.000Z', // 18:00, after closing
      '2026-11-24T07:00:00.000Z', // 08:00, before opening
      '2026-11-24T12:05:00.000Z', // off the 15-minute grid
      '2026-11-23T08:30:00.000Z', // 09:30 today, inside the 60-minute notice
      '2026-11-29T10:00:00.000Z', // Sunday
    ]
    for (const startsAt of never) {
      const response = await postBooking(
        t.app,
        fixture.slug,
        bookingBody({ item_ids: cut, worker_id: alice, starts_at: startsAt }),
      )
      expect(response.statusCode, startsAt).toBe(409)
    }
    expect(await reservationsOf(fixture.branchId)).toHaveLength(1)
  })

  it('answers 422 with catalogue messages for bad input, in the request’s language', async () => {
    const fixture = await createBookingFixture(t.database)
    const response = await postBooking(
      t.app,
      fixture.slug,
      { item_ids: [], starts_at: 'zítra', first_name: '', email: 'nope', phone: '12', consent: false },
      { locale: 'cs' },
    )
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      item_ids: ['Pole služby je povinné.'],
      starts_at: ['Toto pole musí být platné datum.'],
      first_name: ['Pole jméno je povinné.'],
      surname: ['Pole příjmení je povinné.'],
      email: ['Zadejte platnou e-mailovou adresu.'],
      phone: ['Zadejte platné telefonní číslo.'],
      consent: ['Potvrďte prosím souhlas se zpracováním osobních údajů.'],
    })
    const english = await postBooking(
      t.app,
      fixture.slug,
      bookingBody({ item_ids: [fixture.items.cut], starts_at: TUESDAY_10, consent: undefined }),
    )
    expect(english.json().errors).toEqual({ consent: ['Please agree to the processing of personal data.'] })
    const unknownItem = await postBooking(
      t.app,
      fixture.slug,
      bookingBody({ item_ids: [fixture.items.offline], starts_at: TUESDAY_10 }),
    )
    expect(unknownItem.json()).toEqual({
      message: 'The service Jen po telefonu is no longer offered',
      code: 'item_no_longer_offered',
    })
    expect(await reservationsOf(fixture.branchId)).toHaveLength(0)
  })

  it('answers 404 for an unknown branch and 419 without the CSRF token', async () => {
    const fixture = await createBookingFixture(t.database)
    const body = bookingBody({ item_ids: [fixture.items.cut], starts_at: TUESDAY_10 })
    expect((await postBooking(t.app, 'no-such-branch', body)).statusCode).toBe(404)
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/v1/branches/slug/${fixture.slug}/reservations`,
      payload: body,
    })
    expect(bare.statusCode).toBe(419)
  })
})
