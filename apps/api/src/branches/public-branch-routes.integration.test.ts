import { describe, expect, it } from 'vitest'
import { postBooking } from '../testing/booking-client'
import { addBranchException, bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'

describe('GET /api/v1/branches/slug/:branchSlug', () => {
  const t = useTestApp()

  const getBranch = (slug: string) => t.app.inject({ method: 'GET', url: `/api/v1/branches/slug/${slug}` })

  it('shows names, slugs, address, hours, bookable items by category and workers', async () => {
    const fixture = await createBookingFixture(t.database)
    const response = await getBranch(fixture.slug)
    expect(response.statusCode).toBe(200)
    const branch = response.json()
    expect(branch).toMatchObject({
      slug: fixture.slug,
      category_group: { slug: 'krasa-a-pece', name_cs: 'Krása a péče' },
      category: { slug: 'barbershop' },
      street: 'Náměstí Míru',
      city: 'Praha 2',
      time_zone: 'Europe/Prague',
      booking_rules: {
        min_notice_minutes: 60,
        horizon_days: 60,
        slot_step_minutes: 15,
        cancellation_deadline_hours: 24,
        max_upcoming_per_person: 3,
      },
    })
    expect(branch.opening_hours[0]).toEqual({ iso_weekday: 1, intervals: [{ start: '09:00', end: '17:00' }] })
    expect(branch.opening_hours[6]).toEqual({ iso_weekday: 7, intervals: [] })
    // Inactive and offline items are not offered; the uncategorised group comes last.
    expect(branch.item_categories).toEqual([
      {
        id: expect.any(Number),
        name: 'Vlasy',
        items: [
          expect.objectContaining({
            id: fixture.items.cut,
            name: 'Pánský střih',
            duration_minutes: 45,
            price_czk: 450,
            worker_ids: [fixture.workers.alice, fixture.workers.bob].sort((a, b) => a - b),
          }),
        ],
      },
      {
        id: null,
        name: null,
        items: [
          expect.objectContaining({
            id: fixture.items.beard,
            buffer_after_minutes: 15,
            worker_ids: [fixture.workers.alice],
          }),
        ],
      },
    ])
    expect(branch.workers.map((worker: { name: string }) => worker.name)).toEqual(['Alice', 'Bob'])
    expect(branch.workers[0]).toEqual({
      id: fixture.workers.alice,
      name: 'Alice',
      positions: ['Barber'],
      photo_url: null,
      color: '#2563eb',
    })
  })

  it('marks today and the next 14 days with exceptions and public holidays', async () => {
    const fixture = await createBookingFixture(t.database)
    await addBranchException(t.database, fixture.branchId, {
      date: '2026-12-23',
      closed: true,
      note: 'Inventura',
    })
    await addBranchException(t.database, fixture.branchId, {
      date: '2026-12-31',
      closed: false,
      intervals: [{ start: 9 * 60, end: 12 * 60 }],
    })
    t.clock.set('2026-12-22T08:00:00Z')
    try {
      const branch = (await getBranch(fixture.slug)).json()
      expect(branch.today).toEqual({
        date: '2026-12-22',
        iso_weekday: 2,
        open: true,
        intervals: [{ start: '09:00', end: '17:00' }],
        source: 'weekly',
        note: null,
        holiday: null,
      })
      expect(branch.next_days).toHaveLength(14)
      const byDate = new Map(branch.next_days.map((day: { date: string }) => [day.date, day]))
      expect(byDate.get('2026-12-23')).toMatchObject({ open: false, source: 'exception', note: 'Inventura' })
      expect(byDate.get('2026-12-24')).toMatchObject({
        open: false,
        source: 'holiday',
        holiday: { name_cs: 'Štědrý den', name_en: 'Christmas Eve' },
      })
      expect(byDate.get('2026-12-31')).toMatchObject({
        open: true,
        source: 'exception',
        intervals: [{ start: '09:00', end: '12:00' }],
      })
      expect(byDate.get('2027-01-01')).toMatchObject({ open: false, source: 'holiday' })
      expect(branch.next_days.at(-1).date).toBe('2027-01-05')

      t.clock.set('2026-12-25T09:00:00Z')
      const onHoliday = (await getBranch(fixture.slug)).json()
      expect(onHoliday.today).toMatchObject({ date: '2026-12-25', open: false, source: 'holiday' })
      expect(onHoliday.today.holiday.name_en).toBeTruthy()
    } finally {
      t.clock.set('2026-11-23T08:00:00Z')
    }
  })

  it('shows nothing private: no customers, reservations, owner, IBAN or workers’ contacts', async () => {
    const fixture = await createBookingFixture(t.database)
    const booked = await postBooking(
      t.app,
      fixture.slug,
      bookingBody({
        item_ids: [fixture.items.cut],
        starts_at: '2026-11-24T09:00:00.000Z',
        email: 'tajny.zakaznik@example.cz',
        surname: 'Tajný',
        note: 'soukromá poznámka',
      }),
    )
    expect(booked.statusCode).toBe(201)
    const text = (await getBranch(fixture.slug)).body
    for (const secret of [
      'tajny.zakaznik@example.cz',
      'Tajný',
      'soukromá poznámka',
      fixture.ownerEmail,
      'CZ6508000000192000145399',
      'alice@private.cz',
      'customer',
      'reservation',
      '2026-11-24T09:00',
    ]) {
      expect(text, secret).not.toContain(secret)
    }
  })

  it('answers an unknown or archived branch with JSON 404', async () => {
    const archived = await createBookingFixture(t.database, { archivedAt: new Date('2026-01-01T00:00:00Z') })
    for (const slug of ['nikde', archived.slug]) {
      const response = await getBranch(slug)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: 'Požadovaný zdroj nebyl nalezen.' })
    }
  })
})
