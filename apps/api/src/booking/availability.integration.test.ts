import { describe, expect, it } from 'vitest'
import { workerExceptions } from '../db/schema'
import { type DayJson, getAvailability, postBooking, timesOf } from '../testing/booking-client'
import { addBranchException, bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'

// The test clock starts on Monday 2026-11-23 at 09:00 in Prague (08:00Z); notice is 60 minutes.
const MONDAY = '2026-11-23'
const TUESDAY = '2026-11-24'

describe('GET /api/v1/branches/slug/:branchSlug/availability', () => {
  const t = useTestApp()

  async function days(slug: string, query: Record<string, string>): Promise<DayJson[]> {
    const response = await getAvailability(t.app, slug, query)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().days
  }

  it('offers each worker’s free starts within opening and working hours, after the notice', async () => {
    const fixture = await createBookingFixture(t.database)
    const { alice, bob } = fixture.workers
    const response = await getAvailability(t.app, fixture.slug, {
      item_ids: String(fixture.items.cut),
      worker_id: 'any',
      from: MONDAY,
      to: MONDAY,
    })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ time_zone: 'Europe/Prague', duration_minutes: 45, price_czk: 450 })
    const [monday] = body.days as DayJson[]
    const times = timesOf(monday)
    // 09:00 + 60 min notice; the last 45-minute cut ends at closing time.
    expect(times[0]).toBe('10:00')
    expect(times.at(-1)).toBe('16:15')
    expect(monday!.slots[0]).toEqual({
      starts_at: '2026-11-23T09:00:00.000Z',
      time: '10:00',
      worker_ids: [alice],
    })
    expect(monday!.slots.find((slot) => slot.time === '12:00')!.worker_ids).toEqual(
      [alice, bob].sort((a, b) => a - b),
    )
    expect(monday!.available).toBe(true)
  })

  it('closes Sundays, Saturdays without workers and public holidays, but opens on an exception', async () => {
    const fixture = await createBookingFixture(t.database)
    // 2026-12-24..26 are Christmas holidays (Thu–Sat); the branch opens on 24 December by exception.
    await addBranchException(t.database, fixture.branchId, {
      date: '2026-12-24',
      closed: false,
      intervals: [{ start: 9 * 60, end: 12 * 60 }],
    })
    const result = await days(fixture.slug, {
      item_ids: String(fixture.items.cut),
      from: '2026-11-28',
      to: '2026-12-25',
    })
    const byDate = new Map(result.map((day) => [day.date, day]))
    expect(result).toHaveLength(28)
    expect(byDate.get('2026-11-28')!.available).toBe(false) // Saturday: open, but nobody works
    expect(byDate.get('2026-11-29')!.available).toBe(false) // Sunday
    expect(byDate.get('2026-12-25')!.available).toBe(false) // holiday
    expect(timesOf(byDate.get('2026-12-24'))).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
      '11:15',
    ])
    expect(byDate.get('2026-12-23')!.available).toBe(true)
  })

  it('leaves out time taken by reservations and their buffers, and the new booking’s own buffer', async () => {
    const fixture = await createBookingFixture(t.database)
    const { alice } = fixture.workers
    const beard = String(fixture.items.beard)
    // Beard: 30 min + 15 min buffer, so Alice alone, last start 16:15.
    const before = await days(fixture.slug, { item_ids: beard, from: TUESDAY, to: TUESDAY })
    expect(timesOf(before[0]).at(-1)).toBe('16:15')

    const booked = await postBooking(
      t.app,
      fixture.slug,
      bookingBody({
        item_ids: [fixture.items.beard],
        worker_id: alice,
        starts_at: '2026-11-24T09:00:00.000Z',
      }),
    )
    expect(booked.statusCode, booked.body).toBe(201)
    // Alice is held 10:00–10:45 (the buffer included); a 45-minute beard may start 09:15 at the latest.
    const after = await days(fixture.slug, {
      item_ids: beard,
      worker_id: String(alice),
      from: TUESDAY,
      to: TUESDAY,
    })
    const times = timesOf(after[0])
    expect(times).toContain('09:15')
    expect(times).not.toContain('09:30')
    expect(times).not.toContain('10:00')
    expect(times).not.toContain('10:30')
    expect(times).toContain('10:45')

    const both = await getAvailability(t.app, fixture.slug, {
      item_ids: `${fixture.items.cut},${fixture.items.beard}`,
      from: TUESDAY,
      to: TUESDAY,
    })
    expect(both.json()).toMatchObject({ duration_minutes: 75, price_czk: 750 })
    // 75 minutes + 15 buffer = 90, so 15:30 is the last start before 17:00.
    expect(timesOf(both.json().days[0]).at(-1)).toBe('15:30')
  })

  it('respects a worker’s absence and the booking horizon', async () => {
    const fixture = await createBookingFixture(t.database, { horizonDays: 2 })
    const { alice } = fixture.workers
    await t.database.db.insert(workerExceptions).values({
      workerId: alice,
      kind: 'sickness',
      startsAt: new Date('2026-11-24T08:00:00Z'),
      endsAt: new Date('2026-11-24T12:00:00Z'),
    })
    const result = await days(fixture.slug, {
      item_ids: String(fixture.items.cut),
      worker_id: String(alice),
      from: TUESDAY,
      to: '2026-11-26',
    })
    expect(timesOf(result[0])[0]).toBe('13:00')
    // Two days from Monday 09:00: Wednesday up to 09:00 is bookable, Thursday is not.
    expect(timesOf(result[1])).toEqual(['09:00'])
    expect(result[2]!.available).toBe(false)
  })

  it('is right on the night clocks go forward (2027-03-28): no 02:xx, real instants', async () => {
    t.clock.set('2027-03-20T08:00:00Z')
    try {
      const fixture = await createBookingFixture(t.database)
      const { alice } = fixture.workers
      // A Sunday: open 01:00–04:00 by exception, and Alice has extra hours for the whole day.
      await addBranchException(t.database, fixture.branchId, {
        date: '2027-03-28',
        closed: false,
        intervals: [{ start: 60, end: 240 }],
      })
      await t.database.db.insert(workerExceptions).values({
        workerId: alice,
        kind: 'extra',
        startsAt: new Date('2027-03-27T23:00:00Z'),
        endsAt: new Date('2027-03-28T22:00:00Z'),
      })
      const [sunday] = await days(fixture.slug, {
        item_ids: String(fixture.items.cut),
        from: '2027-03-28',
        to: '2027-03-28',
      })
      expect(sunday!.slots.map((slot) => [slot.time, slot.starts_at])).toEqual([
        ['01:00', '2027-03-28T00:00:00.000Z'],
        ['01:15', '2027-03-28T00:15:00.000Z'],
        ['01:30', '2027-03-28T00:30:00.000Z'],
        ['01:45', '2027-03-28T00:45:00.000Z'],
        ['03:00', '2027-03-28T01:00:00.000Z'],
        ['03:15', '2027-03-28T01:15:00.000Z'],
      ])
      // Easter Monday is a holiday; on Tuesday 09:00 CEST is 07:00Z.
      const [monday, tuesday] = await days(fixture.slug, {
        item_ids: String(fixture.items.cut),
        worker_id: String(alice),
        from: '2027-03-29',
        to: '2027-03-30',
      })
      expect(monday!.available).toBe(false)
      expect(tuesday!.slots[0]).toMatchObject({ time: '09:00', starts_at: '2027-03-30T07:00:00.000Z' })
    } finally {
      t.clock.set('2026-11-23T08:00:00Z')
    }
  })

  it('answers 422 for unknown, foreign, inactive or offline items, a wrong worker and bad dates', async () => {
    const fixture = await createBookingFixture(t.database)
    const base = { from: MONDAY, to: MONDAY }
    const errorsOf = async (query: Record<string, string>) => {
      const response = await getAvailability(t.app, fixture.slug, query)
      expect(response.statusCode, response.body).toBe(422)
      return response.json().errors as Record<string, string[]>
    }
    for (const id of [999_999, fixture.items.otherCompany, fixture.items.inactive, fixture.items.offline]) {
      expect(await errorsOf({ ...base, item_ids: String(id) })).toEqual({
        item_ids: ['This value does not exist.'],
      })
    }
    expect(await errorsOf({ ...base, item_ids: String(fixture.items.cut), worker_id: '999999' })).toEqual({
      worker_id: ['This value does not exist.'],
    })
    // Bob does not do beards.
    expect(
      await errorsOf({
        ...base,
        item_ids: String(fixture.items.beard),
        worker_id: String(fixture.workers.bob),
      }),
    ).toEqual({ worker_id: ['This value does not exist.'] })
    expect((await errorsOf({ ...base, item_ids: 'a,b' })).item_ids).toEqual(['This field must be a list.'])
    expect((await errorsOf({ ...base, item_ids: '' })).item_ids).toEqual(['The services field is required.'])
    const cut = String(fixture.items.cut)
    expect(await errorsOf({ item_ids: cut, from: '2026-02-30', to: MONDAY })).toHaveProperty('from')
    expect(await errorsOf({ item_ids: cut, from: TUESDAY, to: MONDAY })).toHaveProperty('to')
    expect(await errorsOf({ item_ids: cut, from: MONDAY, to: '2027-01-24' })).toEqual({
      to: ['The value must be at most 62.'],
    })
    const longest = await getAvailability(t.app, fixture.slug, {
      item_ids: cut,
      from: MONDAY,
      to: '2027-01-23',
    })
    expect(longest.json().days).toHaveLength(62)
  })

  it('answers 404 for an unknown branch', async () => {
    const response = await getAvailability(t.app, 'no-such-branch', {
      item_ids: '1',
      from: MONDAY,
      to: MONDAY,
    })
    expect(response.statusCode).toBe(404)
  })
})
