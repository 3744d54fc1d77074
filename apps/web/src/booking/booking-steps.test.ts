import { describe, expect, it } from 'vitest'
import {
  bookingStateFromParams,
  bookingStateToParams,
  bookingSummary,
  dayWindowStart,
  firstFreeTime,
  shownDay,
  workersForItems,
} from './booking-steps'

const state = (query: string) => bookingStateFromParams(new URLSearchParams(query))

describe('bookingStateFromParams', () => {
  it('starts at the services screen', () => {
    expect(state('')).toEqual({ step: 'services', itemIds: [], worker: 'any', date: null, startsAt: null })
  })

  it('reads every choice', () => {
    expect(state('step=contact&items=3,1&worker=7&date=2026-11-24&time=2026-11-24T09:00:00.000Z')).toEqual({
      step: 'contact',
      itemIds: [3, 1],
      worker: 7,
      date: '2026-11-24',
      startsAt: '2026-11-24T09:00:00.000Z',
    })
  })

  it('falls back to the first incomplete step', () => {
    expect(state('step=contact&items=1').step).toBe('when')
    expect(state('step=contact&items=1&date=2026-11-24').step).toBe('when')
    expect(state('step=when').step).toBe('services')
    expect(state('step=nonsense&items=1').step).toBe('services')
  })

  it('opens the combined screen for a link of the five-step flow', () => {
    expect(state('step=items').step).toBe('services')
    expect(state('step=worker&items=1').step).toBe('services')
    expect(state('step=day&items=1').step).toBe('when')
    expect(state('step=time&items=1&date=2026-11-24')).toMatchObject({ step: 'when', date: '2026-11-24' })
    // A link that skipped the services still starts with them.
    expect(state('step=time&date=2026-11-24').step).toBe('services')
  })

  it('ignores malformed values', () => {
    expect(state('items=1,x,1,2&worker=abc&date=24.11.2026')).toMatchObject({
      itemIds: [1, 2],
      worker: 'any',
      date: null,
    })
  })

  it('round-trips through the params', () => {
    const original = state('step=when&items=1,2&worker=5&date=2026-11-24')
    expect(bookingStateFromParams(bookingStateToParams(original))).toEqual(original)
    expect(bookingStateToParams({ ...original, worker: 'any' }).has('worker')).toBe(false)
  })
})

describe('shownDay', () => {
  const days = [
    { date: '2026-11-24', available: false },
    { date: '2026-11-25', available: true },
    { date: '2026-11-26', available: true },
  ]

  it('lists the times of the first day with a free time until the customer picks a day', () => {
    expect(shownDay(days, null)?.date).toBe('2026-11-25')
    expect(shownDay(days, '2026-12-01')?.date).toBe('2026-11-25')
  })

  it('keeps the picked day, even a full one (whose screen then says so)', () => {
    expect(shownDay(days, '2026-11-26')?.date).toBe('2026-11-26')
    expect(shownDay(days, '2026-11-24')?.date).toBe('2026-11-24')
  })

  it('is none when no day has a free time', () => {
    expect(shownDay([{ date: '2026-11-24', available: false }], null)).toBeUndefined()
  })
})

describe('bookingSummary', () => {
  const items = [
    { id: 1, name: 'Střih', duration_minutes: 30, price_czk: 450 },
    { id: 2, name: 'Vousy', duration_minutes: 20, price_czk: 250 },
    { id: 3, name: 'Barva', duration_minutes: 60, price_czk: 900 },
  ]

  it('sums the chosen items', () => {
    const summary = bookingSummary(items, [3, 1])
    expect(summary.items.map((item) => item.id)).toEqual([1, 3])
    expect(summary.durationMinutes).toBe(90)
    expect(summary.priceCzk).toBe(1350)
  })

  it('is empty without a choice', () => {
    expect(bookingSummary(items, [])).toEqual({ items: [], durationMinutes: 0, priceCzk: 0 })
  })
})

describe('helpers', () => {
  it('keeps the workers who can do every item', () => {
    const workers = [{ id: 1 }, { id: 2 }]
    expect(workersForItems(workers, [{ worker_ids: [1, 2] }, { worker_ids: [2] }])).toEqual([{ id: 2 }])
  })
})

describe('dayWindowStart', () => {
  it('starts windows at today and every 14 days after', () => {
    expect(dayWindowStart('2026-11-22', null)).toBe('2026-11-22')
    expect(dayWindowStart('2026-11-22', '2026-12-05')).toBe('2026-11-22')
    expect(dayWindowStart('2026-11-22', '2026-12-06')).toBe('2026-12-06')
  })
})

describe('firstFreeTime', () => {
  it('skips days without a free time and takes the first start of the first day that has one', () => {
    const slot = (starts_at: string, time: string) => ({ starts_at, time })
    expect(
      firstFreeTime([
        { date: '2026-11-24', slots: [] },
        {
          date: '2026-11-25',
          slots: [slot('2026-11-25T13:30:00.000Z', '14:30'), slot('2026-11-25T14:00:00.000Z', '15:00')],
        },
        { date: '2026-11-26', slots: [slot('2026-11-26T08:00:00.000Z', '09:00')] },
      ]),
    ).toEqual({ date: '2026-11-25', startsAt: '2026-11-25T13:30:00.000Z', time: '14:30' })
  })

  it('is null when no day has a free time', () => {
    expect(firstFreeTime([{ date: '2026-11-24', slots: [] }])).toBeNull()
    expect(firstFreeTime([])).toBeNull()
  })
})
