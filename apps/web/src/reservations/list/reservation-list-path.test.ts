import { describe, expect, it } from 'vitest'
import { filtersFromSearchParams } from './reservation-filters'
import { upcomingReservationsListPath } from './reservation-list-path'

describe('upcomingReservationsListPath', () => {
  it('opens the list from today on the Prague calendar, even when UTC is still on yesterday', () => {
    expect(upcomingReservationsListPath(new Date('2026-11-23T23:30:00Z'))).toBe(
      '/dashboard/reservations/list?from=2026-11-24',
    )
    // Summer time: 22:30Z on 30 June is already 1 July in Prague.
    const path = upcomingReservationsListPath(new Date('2027-06-30T22:30:00Z'))
    expect(filtersFromSearchParams(new URL(path, 'http://x').searchParams).from).toBe('2027-07-01')
  })
})
