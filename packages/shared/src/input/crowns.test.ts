import { describe, expect, it } from 'vitest'
import { parseCrowns } from './crowns'

describe('parseCrowns: an amount as a Czech owner types it (issue 37, finding 16)', () => {
  it.each([
    ['1200', 1200],
    ['1 200', 1200],
    ['1\u00a0200', 1200],
    ['1\u202f200', 1200],
    ['1\u2009200', 1200],
    ['1 200,50', 1200.5],
    ['1 200,5', 1200.5],
    ['350 Kč', 350],
    ['350Kč', 350],
    ['350 kč', 350],
    ['350 Kc', 350],
    ['350,- Kč', 350],
    ['350,-', 350],
    ['1 200,00 Kč', 1200],
    ['Kč 350', 350],
    ['CZK 1,200.50', 1200.5],
    ['350 CZK', 350],
    ['0,99', 0.99],
  ])('reads %j as %d', (typed, crowns) => {
    expect(parseCrowns(typed)).toBe(crowns)
  })

  it.each(['', 'Kč', 'abc', '12abc', '1,200', '1,005', '350 €', '1 20 0,5,5'])(
    'does not guess at %j',
    (typed) => {
      expect(parseCrowns(typed)).toBeNull()
    },
  )
})
