import { describe, expect, it } from 'vitest'
import { formatAddress } from './address'

describe('formatAddress (issue 37, finding 22)', () => {
  it('writes no comma between the postcode and the town', () => {
    expect(formatAddress({ street: 'Masarykova', houseNumber: '1', zip: '602 00', city: 'Brno' })).toBe(
      'Masarykova 1, 602 00 Brno',
    )
    expect(formatAddress({ street: null, zip: '602 00', city: 'Brno' })).toBe('602 00 Brno')
    expect(formatAddress({ street: 'Masarykova', houseNumber: null, zip: null, city: 'Brno' })).toBe(
      'Masarykova, Brno',
    )
  })
})
