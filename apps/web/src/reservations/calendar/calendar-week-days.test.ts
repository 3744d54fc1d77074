import type { CalendarFeed } from '@rezervo/shared/schemas/reservation'
import { describe, expect, it } from 'vitest'
import { shownWeekdays } from './calendar-week-days'

/** The week of Monday 23 November 2026 in Prague; `saturday` adds work on Saturday 28th, 10–18 Prague time. */
const feed = (saturday: boolean): CalendarFeed =>
  ({
    time_zone: 'Europe/Prague',
    from: '2026-11-23',
    to: '2026-11-29',
    workers: [
      {
        id: 1,
        name: 'Jakub',
        color: '#16a34a',
        archived: false,
        working_time: [
          { starts_at: '2026-11-24T10:00:00.000Z', ends_at: '2026-11-24T18:00:00.000Z' },
          ...(saturday
            ? [{ starts_at: '2026-11-28T09:00:00.000Z', ends_at: '2026-11-28T17:00:00.000Z' }]
            : []),
        ],
      },
    ],
    reservations: [],
  }) as CalendarFeed

describe('days of the week view', () => {
  it('shows Saturday when the branch opens on Saturday, Sunday not', () => {
    expect([...shownWeekdays(feed(true), false)].sort()).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('shows Monday to Friday when the weekend is closed', () => {
    expect([...shownWeekdays(feed(false), false)].sort()).toEqual([1, 2, 3, 4, 5])
  })

  it('adds the closed days with the weekend switch', () => {
    expect(shownWeekdays(feed(false), true).size).toBe(7)
  })
})
