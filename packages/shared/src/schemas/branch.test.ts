import { describe, expect, it } from 'vitest'
import { branchExceptionInputSchema, branchInputSchema } from './branch'

const errorsOf = (input: unknown) =>
  Object.fromEntries(
    (branchInputSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  )

describe('branchInputSchema', () => {
  it('fills the defaults a new branch needs', () => {
    const branch = branchInputSchema.parse({ name: 'Barber na rohu' })
    expect(branch).toMatchObject({
      slug: null,
      time_zone: 'Europe/Prague',
      category_id: null,
      open_on_public_holidays: false,
      min_notice_minutes: 60,
      horizon_days: 60,
      slot_step_minutes: 15,
      cancellation_deadline_hours: 24,
      exceptions: [],
    })
    expect(branch.opening_hours[1]).toEqual([])
  })

  it('normalises phone and ZIP and accepts another time zone', () => {
    const branch = branchInputSchema.parse({
      name: 'B',
      phone: '777 123 456',
      zip: '60200',
      time_zone: 'Europe/Bratislava',
    })
    expect(branch).toMatchObject({ phone: '+420777123456', zip: '602 00', time_zone: 'Europe/Bratislava' })
  })

  it('rejects a slug that is not one, an unknown time zone and a bad phone', () => {
    expect(errorsOf({ name: 'B', slug: 'Barber na rohu', time_zone: 'Mars/Olympus', phone: '123' })).toEqual({
      slug: 'slug',
      time_zone: 'oneOf',
      phone: 'valid.phone',
    })
    expect(branchInputSchema.parse({ name: 'B', slug: 'barber-na-rohu-2' }).slug).toBe('barber-na-rohu-2')
  })

  it('limits the booking settings', () => {
    expect(errorsOf({ name: 'B', slot_step_minutes: 1, horizon_days: 0, min_notice_minutes: -5 })).toEqual({
      slot_step_minutes: 'minValue:5',
      horizon_days: 'minValue:1',
      min_notice_minutes: 'minValue:0',
    })
  })

  it('rejects the same exception date twice', () => {
    expect(
      errorsOf({
        name: 'B',
        exceptions: [
          { date: '2026-12-24', closed: true },
          { date: '2026-12-24', closed: true },
        ],
      }),
    ).toEqual({ 'exceptions.1.date': 'unique' })
  })
})

describe('branchExceptionInputSchema', () => {
  it('drops the intervals of a closed day', () => {
    expect(
      branchExceptionInputSchema.parse({
        date: '2026-12-24',
        closed: true,
        intervals: [{ start: '09:00', end: '12:00' }],
      }),
    ).toEqual({ date: '2026-12-24', closed: true, intervals: [], note: null })
  })

  it('wants hours for a day that is not closed, and a real date', () => {
    const open = branchExceptionInputSchema.safeParse({ date: '2026-12-24' })
    expect(open.error?.issues.map((issue) => issue.message)).toEqual(['intervals.required'])
    const date = branchExceptionInputSchema.safeParse({ date: '2026-02-30', closed: true })
    expect(date.error?.issues.map((issue) => issue.message)).toEqual(['date'])
  })
})
