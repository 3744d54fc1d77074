import { describe, expect, it } from 'vitest'
import { visitOutcome } from './visit-outcome'

describe('visitOutcome', () => {
  it.each([
    ['upcoming', null, null, 'confirmed'],
    ['upcoming', 'arrived', null, 'confirmed'],
    ['upcoming', 'no_show', null, 'noShow'],
    ['expired', 'arrived', null, 'visited'],
    ['expired', 'no_show', null, 'noShow'],
    ['expired', null, null, 'past'],
    ['cancelled', null, 'customer', 'cancelledByCustomer'],
    ['cancelled', null, 'business', 'cancelledByBusiness'],
  ] as const)('%s, attendance %s, cancelled by %s: %s', (state, attendance, cancelledBy, outcome) => {
    expect(visitOutcome({ state, attendance, cancelled_by: cancelledBy })).toBe(outcome)
  })
})
