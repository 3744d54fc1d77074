import type { CalendarFeed, Reservation } from '@rezervo/shared/schemas/reservation'
import { describe, expect, it } from 'vitest'
import {
  calendarEvents,
  contrastRatio,
  eventStyle,
  readableEventColors,
  textColorOn,
  workingIntervals,
} from './calendar-events'

const reservation = (id: number, workerId: number, state: Reservation['state']) =>
  ({
    id,
    time_zone: 'Europe/Prague',
    starts_at: '2026-11-24T08:00:00.000Z',
    ends_at: '2026-11-24T08:30:00.000Z',
    state,
    worker: { id: workerId, name: `W${workerId}`, color: '#2563eb', archived: false },
    customer: { id: 1, first_name: 'Jana', surname: 'Nováková', email: null, phone: null },
    items: [],
  }) as unknown as Reservation

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

  it("ends an event where the customer's time ends, not after the services' buffer", () => {
    const withBuffer = {
      ...reservation(4, 1, 'upcoming'),
      ends_at: '2026-11-24T08:40:00.000Z',
      items: [
        { id: 1, item_id: 1, name: 'Střih', duration_minutes: 30, buffer_after_minutes: 10, price_czk: 300 },
      ],
    }
    const [event] = calendarEvents(
      { ...feed, reservations: [withBuffer] } as CalendarFeed,
      new Set([1]),
      false,
    )
    expect([event?.start.getHours(), event?.start.getMinutes()]).toEqual([9, 0])
    expect([event?.end.getHours(), event?.end.getMinutes()]).toEqual([9, 30])
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

describe('event colours', () => {
  it('darkens a mid-tone worker colour until its text reads at 4.5:1 or better', () => {
    // The demo's green gave white text 3.29:1 (issue 18).
    expect(contrastRatio('#16a34a', '#ffffff')).toBeLessThan(4.5)
    for (const color of [
      '#16a34a',
      '#22c55e',
      '#0ea5e9',
      '#f97316',
      '#a855f7',
      '#dc2626',
      '#fde047',
      '#2563eb',
    ]) {
      const { background, text } = readableEventColors(color)
      expect(contrastRatio(background, text), color).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('keeps a colour that already reads', () => {
    expect(readableEventColors('#1e3a8a')).toEqual({ background: '#1e3a8a', text: '#ffffff' })
    expect(readableEventColors('#fde047')).toEqual({ background: '#fde047', text: '#1c1917' })
  })

  it('gives cancelled events dark text on a light ground (no opacity)', () => {
    const style = eventStyle({ color: '#16a34a', cancelled: true })
    expect(contrastRatio(String(style.backgroundColor), String(style.color))).toBeGreaterThanOrEqual(7)
  })
})
