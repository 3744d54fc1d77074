import { describe, expect, it } from 'vitest'
import {
  defaultReservationFilters,
  filtersFromSearchParams,
  filtersToApiQuery,
  filtersToSearchParams,
  hasActiveFilters,
  withFilter,
} from './reservation-filters'

const parse = (query: string) => filtersFromSearchParams(new URLSearchParams(query))

describe('reservation list filters in the URL', () => {
  it('reads every filter', () => {
    expect(
      parse('state=cancelled&from=2026-11-01&to=2026-11-30&branch=2&worker=3&customer=4&order=desc&page=5'),
    ).toEqual({
      state: 'cancelled',
      from: '2026-11-01',
      to: '2026-11-30',
      branchId: 2,
      workerId: 3,
      customerId: 4,
      order: 'desc',
      page: 5,
    })
  })

  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual({ ...defaultReservationFilters })
  })

  it('drops malformed values instead of sending them to the API', () => {
    expect(parse('state=done&from=2026-13-01&to=tomorrow&worker=-1&customer=abc&order=up&page=0')).toEqual(
      defaultReservationFilters,
    )
  })

  it('drops an end before the start', () => {
    const filters = parse('from=2026-11-10&to=2026-11-01')
    expect(filters.from).toBe('2026-11-10')
    expect(filters.to).toBeUndefined()
  })

  it('round-trips and writes only what differs from the defaults', () => {
    const query = 'state=upcoming&from=2026-11-01&worker=3&order=desc&page=2'
    expect(filtersToSearchParams(parse(query)).toString()).toBe(query)
    expect(filtersToSearchParams(defaultReservationFilters).toString()).toBe('')
  })

  it('goes back to the first page when a filter changes', () => {
    const filters = parse('page=4&worker=1')
    expect(withFilter(filters, { workerId: 2 })).toMatchObject({ workerId: 2, page: 1 })
    expect(withFilter(filters, { workerId: undefined }).workerId).toBeUndefined()
  })

  it('maps to the API names, without the page', () => {
    expect(filtersToApiQuery(parse('branch=2&worker=3&customer=4&state=expired'))).toEqual({
      state: 'expired',
      from: undefined,
      to: undefined,
      branch_id: 2,
      worker_id: 3,
      customer_id: 4,
      order: 'asc',
    })
  })

  it('knows whether anything is filtered', () => {
    expect(hasActiveFilters(parse('page=3'))).toBe(false)
    expect(hasActiveFilters(parse('order=desc'))).toBe(true)
  })
})
