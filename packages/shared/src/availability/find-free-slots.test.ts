/** Finder basics: working hours, reservations, buffers, merging workers, off-grid starts, result shape. */
import { describe, expect, it } from 'vitest'
import { findFreeSlots } from './find-free-slots'
import { dayOf, hours, input, pragueRange, timesOn, worker } from './testing/builders'

const MONDAY = '2027-06-07'

describe('an ordinary day', () => {
  it('offers every step that fits in the working hours', () => {
    const days = findFreeSlots(input())
    expect(timesOn(days)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'])
    expect(dayOf(days, MONDAY).slots[0]).toEqual({
      startsAt: new Date('2027-06-07T07:00:00Z'),
      localTime: '09:00',
      workerIds: [1],
    })
  })

  it('uses every interval of a split day', () => {
    const split = worker(1, { weeklyHours: { 1: [hours('13:00', '15:00'), hours('09:00', '11:00')] } })
    expect(timesOn(findFreeSlots(input({ workers: [split] })))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
    ])
  })

  it('needs the whole duration before the end of the hours', () => {
    expect(timesOn(findFreeSlots(input({ durationMinutes: 60, slotStepMinutes: 15 })))).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
    ])
  })

  it('returns slots in time order with instants 30 minutes apart', () => {
    const slots = dayOf(findFreeSlots(input()), MONDAY).slots
    for (let index = 1; index < slots.length; index++) {
      expect(slots[index]!.startsAt.getTime() - slots[index - 1]!.startsAt.getTime()).toBe(30 * 60_000)
    }
  })
})

describe('existing reservations', () => {
  it('removes the busy time and offers the end of a reservation off the grid', () => {
    const busy = [pragueRange(MONDAY, '10:00', '10:45')]
    expect(timesOn(findFreeSlots(input({ workers: [worker(1, { busy })] })))).toEqual([
      '09:00',
      '09:30',
      '10:45',
      '11:00',
      '11:30',
    ])
  })

  it('treats intervals as half-open: a reservation ending at 10:00 frees 10:00', () => {
    const busy = [pragueRange(MONDAY, '09:00', '10:00')]
    expect(timesOn(findFreeSlots(input({ workers: [worker(1, { busy })] })))[0]).toBe('10:00')
  })

  it('copes with unsorted, overlapping and multi-day reservations', () => {
    const busy = [
      pragueRange(MONDAY, '11:00', '11:30'),
      pragueRange('2027-06-06', '20:00', '09:30', MONDAY),
      pragueRange(MONDAY, '09:15', '10:00'),
      pragueRange(MONDAY, '11:15', '12:00'),
    ]
    expect(timesOn(findFreeSlots(input({ workers: [worker(1, { busy })] })))).toEqual(['10:00', '10:30'])
  })

  it('keeps the buffer after the service free as well', () => {
    const busy = [pragueRange(MONDAY, '10:30', '11:00')]
    const days = findFreeSlots(input({ bufferAfterMinutes: 15, workers: [worker(1, { busy })] }))
    // 10:00 + 30 min + 15 min buffer would run into the 10:30 reservation.
    expect(timesOn(days)).toEqual(['09:00', '09:30', '11:00'])
  })

  it('needs the buffer to fit before closing time too', () => {
    expect(timesOn(findFreeSlots(input({ bufferAfterMinutes: 30 })))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ])
  })
})

describe('several workers', () => {
  it('merges slots by start and lists worker ids ascending', () => {
    const early = worker(7, { weeklyHours: { 1: [hours('09:00', '10:00')] } })
    const late = worker(3, { weeklyHours: { 1: [hours('09:30', '11:00')] } })
    const slots = dayOf(findFreeSlots(input({ workers: [early, late] })), MONDAY).slots
    expect(slots.map((slot) => [slot.localTime, slot.workerIds])).toEqual([
      ['09:00', [7]],
      ['09:30', [3, 7]],
      ['10:00', [3]],
      ['10:30', [3]],
    ])
  })

  it('keeps a worker out of slots where only they are busy', () => {
    const busy = [pragueRange(MONDAY, '09:00', '11:00')]
    const slots = dayOf(findFreeSlots(input({ workers: [worker(1, { busy }), worker(2)] })), MONDAY).slots
    expect(slots.map((slot) => slot.workerIds)).toEqual([[2], [2], [2], [2], [1, 2], [1, 2]])
  })

  it('lists a worker given twice only once', () => {
    const slots = dayOf(findFreeSlots(input({ workers: [worker(4), worker(4)] })), MONDAY).slots
    expect(slots.every((slot) => slot.workerIds.length === 1)).toBe(true)
  })

  it('offers nothing without workers', () => {
    expect(timesOn(findFreeSlots(input({ workers: [] })))).toEqual([])
  })
})

describe('times off the grid', () => {
  it('offers an unaligned opening time and then returns to the grid', () => {
    const base = input({ slotStepMinutes: 15 })
    const branch = { ...base.branch, weeklyHours: { 1: [hours('09:10', '10:00')] } }
    expect(timesOn(findFreeSlots({ ...base, branch }))).toEqual(['09:10', '09:15', '09:30'])
  })

  it('offers a gap shorter than a step once, at its start', () => {
    const busy = [pragueRange(MONDAY, '09:00', '10:05'), pragueRange(MONDAY, '10:40', '12:00')]
    expect(timesOn(findFreeSlots(input({ workers: [worker(1, { busy })] })))).toEqual(['10:05'])
  })

  it('counts the grid from local midnight, not from the opening time', () => {
    const base = input({ slotStepMinutes: 45 })
    const branch = { ...base.branch, weeklyHours: { 1: [hours('09:00', '12:00')] } }
    // 45-minute grid from midnight: …, 08:15, 09:00, 09:45, 10:30, 11:15.
    expect(timesOn(findFreeSlots({ ...base, branch }))).toEqual(['09:00', '09:45', '10:30', '11:15'])
  })
})

describe('the calendar shape', () => {
  it('returns every date of the range, empty days included', () => {
    const days = findFreeSlots(input({ from: '2027-06-05', to: '2027-06-08' }))
    expect(days.map((day) => [day.date, day.slots.length])).toEqual([
      ['2027-06-05', 0],
      ['2027-06-06', 0],
      ['2027-06-07', 6],
      ['2027-06-08', 6],
    ])
  })

  it('returns nothing for a reversed range', () => {
    expect(findFreeSlots(input({ from: '2027-06-08', to: MONDAY }))).toEqual([])
  })

  it('rejects invalid parameters', () => {
    expect(() => findFreeSlots(input({ slotStepMinutes: 0 }))).toThrow(RangeError)
    expect(() => findFreeSlots(input({ durationMinutes: 0 }))).toThrow(RangeError)
    expect(() => findFreeSlots(input({ durationMinutes: 12.5 }))).toThrow(RangeError)
    expect(() => findFreeSlots(input({ bufferAfterMinutes: -5 }))).toThrow(RangeError)
    expect(() => findFreeSlots(input({ minNoticeMinutes: Number.NaN }))).toThrow(RangeError)
    expect(() => findFreeSlots(input({ horizonDays: -1 }))).toThrow(RangeError)
    expect(() => findFreeSlots(input({ now: new Date(Number.NaN) }))).toThrow(RangeError)
    expect(() => findFreeSlots(input({ from: '2027-02-30' }))).toThrow(RangeError)
  })
})
