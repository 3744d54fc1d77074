import { describe, expect, it } from 'vitest'
import { visibleSections } from './sections'

describe('the dashboard menu by role (decision 037)', () => {
  it('gives the owner and the manager every section', () => {
    const all = [
      'overview',
      'reservations',
      'payments',
      'statistics',
      'customers',
      'services',
      'workers',
      'branches',
      'companies',
      'settings',
    ]
    expect(visibleSections('owner')).toEqual(all)
    expect(visibleSections('manager')).toEqual(all)
  })

  it('gives reception the calendar, customers and payments, but no services, workers, branches or settings to manage', () => {
    expect(visibleSections('reception')).toEqual([
      'overview',
      'reservations',
      'payments',
      'customers',
      'companies',
    ])
  })

  it('gives a worker their day and customers only: no payments, settings or exports', () => {
    expect(visibleSections('worker')).toEqual(['overview', 'reservations', 'customers', 'companies'])
  })

  it('offers only everyone’s sections until the role is known', () => {
    expect(visibleSections(null)).toEqual(['overview', 'companies'])
  })
})
