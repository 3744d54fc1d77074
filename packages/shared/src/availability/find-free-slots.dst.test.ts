/** Prague DST nights (2026 and 2027): wall hours map to 23- and 25-hour days without drifting. */
import { describe, expect, it } from 'vitest'
import { findFreeSlots } from './find-free-slots'
import {
  dayOf,
  EVERY_DAY,
  hours,
  input,
  minuteOf,
  pragueTime,
  sameHoursOn,
  timesOn,
  worker,
} from './testing/builders'

describe('DST nights in Prague', () => {
  const longBefore = { now: new Date('2026-01-01T00:00:00Z'), horizonDays: 1000 }
  const allDay = (date: string, extra: Partial<Parameters<typeof input>[0]> = {}) => {
    const base = input({
      from: date,
      to: date,
      slotStepMinutes: 60,
      durationMinutes: 60,
      ...longBefore,
      ...extra,
    })
    return findFreeSlots({
      ...base,
      branch: { ...base.branch, weeklyHours: sameHoursOn(EVERY_DAY, [hours('00:00', '24:00')]) },
      workers: [worker(1, { weeklyHours: sameHoursOn(EVERY_DAY, [hours('00:00', '24:00')]) })],
    })
  }

  it('has 23 hourly slots on 2027-03-28 and skips 02:00', () => {
    const slots = dayOf(allDay('2027-03-28'), '2027-03-28').slots
    expect(slots).toHaveLength(23)
    expect(slots.map((slot) => slot.localTime)).not.toContain('02:00')
    expect(slots.map((slot) => slot.localTime).slice(0, 3)).toEqual(['00:00', '01:00', '03:00'])
    expect(slots[2]!.startsAt.toISOString()).toBe('2027-03-28T01:00:00.000Z')
    expect(slots[22]!.startsAt.toISOString()).toBe('2027-03-28T21:00:00.000Z')
  })

  it('has 25 hourly slots on 2027-10-31 with 02:00 twice', () => {
    const slots = dayOf(allDay('2027-10-31'), '2027-10-31').slots
    expect(slots).toHaveLength(25)
    expect(
      slots.filter((slot) => slot.localTime === '02:00').map((slot) => slot.startsAt.toISOString()),
    ).toEqual(['2027-10-31T00:00:00.000Z', '2027-10-31T01:00:00.000Z'])
  })

  it('has the same shape on the 2026 DST nights', () => {
    expect(dayOf(allDay('2026-03-29'), '2026-03-29').slots).toHaveLength(23)
    expect(dayOf(allDay('2026-10-25'), '2026-10-25').slots).toHaveLength(25)
  })

  it('keeps 08:00–18:00 ten real hours on both nights', () => {
    for (const date of ['2027-03-28', '2027-10-31']) {
      const base = input({ from: date, to: date, slotStepMinutes: 60, durationMinutes: 60, ...longBefore })
      const tenHours = sameHoursOn(EVERY_DAY, [hours('08:00', '18:00')])
      const days = findFreeSlots({
        ...base,
        branch: { ...base.branch, weeklyHours: tenHours },
        workers: [worker(1, { weeklyHours: tenHours })],
      })
      const slots = dayOf(days, date).slots
      expect(slots.map((slot) => slot.localTime)).toEqual([
        '08:00',
        '09:00',
        '10:00',
        '11:00',
        '12:00',
        '13:00',
        '14:00',
        '15:00',
        '16:00',
        '17:00',
      ])
      expect(slots[0]!.startsAt.toISOString()).toBe(pragueTime(date, '08:00').toISOString())
    }
  })

  it('shrinks 01:30–03:30 to one real hour on the spring night', () => {
    const base = input({ from: '2027-03-28', to: '2027-03-28', durationMinutes: 60, ...longBefore })
    const night = sameHoursOn([7], [hours('01:30', '03:30')])
    const days = findFreeSlots({
      ...base,
      branch: { ...base.branch, weeklyHours: night },
      workers: [worker(1, { weeklyHours: night })],
    })
    expect(timesOn(days)).toEqual(['01:30'])
  })

  it('opens hours that start in the skipped hour later by the gap: 02:30 opens at 03:30 CEST', () => {
    const base = input({ from: '2027-03-28', to: '2027-03-28', durationMinutes: 30, ...longBefore })
    const night = sameHoursOn([7], [hours('02:30', '05:00')])
    const days = findFreeSlots({
      ...base,
      branch: { ...base.branch, weeklyHours: sameHoursOn([7], [hours('00:00', '24:00')]) },
      workers: [worker(1, { weeklyHours: night })],
    })
    const slots = dayOf(days, '2027-03-28').slots
    expect(slots[0]!.localTime).toBe('03:30')
    expect(slots[0]!.startsAt.toISOString()).toBe('2027-03-28T01:30:00.000Z')
    expect(slots.at(-1)!.localTime).toBe('04:30')
  })

  it('loses no opening when a skipped time moves past the next interval (02:30–02:50, 03:00–03:20)', () => {
    const base = input({
      from: '2027-03-28',
      to: '2027-03-28',
      slotStepMinutes: 10,
      durationMinutes: 10,
      ...longBefore,
    })
    const split = sameHoursOn([7], [hours('02:30', '02:50'), hours('03:00', '03:20')])
    const days = findFreeSlots({
      ...base,
      branch: { ...base.branch, weeklyHours: sameHoursOn([7], [hours('00:00', '24:00')]) },
      workers: [worker(1, { weeklyHours: split })],
    })
    // 02:30–02:50 is 03:30–03:50 CEST, after the real 03:00–03:20.
    expect(timesOn(days)).toEqual(['03:00', '03:10', '03:30', '03:40'])
  })

  it('keeps the grid on a 25-minute step across the spring jump', () => {
    const slots = dayOf(
      allDay('2027-03-28', { slotStepMinutes: 25, durationMinutes: 25 }),
      '2027-03-28',
    ).slots
    const times = slots.map((slot) => slot.localTime)
    // One continuous gap, so no off-grid start: 03:00 is not a multiple of 25 minutes from midnight.
    expect(times.slice(4, 7)).toEqual(['01:40', '03:20', '03:45'])
    expect(times.every((time) => minuteOf(time) % 25 === 0)).toBe(true)
  })
})
