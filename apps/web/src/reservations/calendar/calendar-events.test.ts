import type { CalendarFeed, Reservation } from '@rezervo/shared/schemas/reservation'
import { describe, expect, it } from 'vitest'
import { calendarEvents, textColorOn, workingIntervals } from './calendar-events'

const reservation = (id: number, workerId: number, state: Reservation['state']) =>
  ({
    id,
    time_zone: 'Europe/Prague',
    starts_at: '2026-11-24T08:00:00.000Z',
    ends_at: '2026-11-24T08:30:00.000Z',
    state,
    worker: { id: workerId, name: `W${workerId}`, color: '#2563eb', archived: false },
    customer: { id: 1, first_name: 'Jana', surname: 'Nováková', email: null, phone: null },
  }) as Reservation

const feed = {
  time_zone: 'Europe/Prague',
  from: '2026-11-24',
  to: '2026-11-24',
  workers: [
    {
      id: 1,
      name: 'W1',
      color: '#2563eb',
      working_time: [{ starts_at: '2026-11-24T08:00:00.000Z', ends_at: '2026-11-24T16:00:00.000Z' }],
    },
  ],
  reservations: [
    reservation(1, 1, 'upcoming'),
    reservation(2, 1, 'cancelled'),
    reservation(3, 2, 'upcoming'),
  ],
} as CalendarFeed

describe('calendar events', () => {
  it('keeps the chosen workers and hides cancelled ones unless asked', () => {
    expect(calendarEvents(feed, new Set([1]), false).map((event) => event.id)).toEqual([1])
    const all = calendarEvents(feed, new Set([1, 2]), true)
    expect(all.map((event) => [event.id, event.cancelled])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ])
    expect(all[0]?.title).toBe('Jana Nováková')
    expect(all[0]?.start.getHours()).toBe(9)
  })

  it('working time in branch wall-clock hours', () => {
    const [interval] = workingIntervals(feed).get(1) ?? []
    expect(new Date(interval!.start).getHours()).toBe(9)
    expect(new Date(interval!.end).getHours()).toBe(17)
  })

  it('picks readable text colours', () => {
    expect(textColorOn('#2563eb')).toBe('#ffffff')
    expect(textColorOn('#fde047')).toBe('#1c1917')
  })
})
