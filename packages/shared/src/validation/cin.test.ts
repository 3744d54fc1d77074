import { describe, expect, it } from 'vitest'
import { isValidCin } from './cin'

describe('isValidCin', () => {
  it.each([
    '25596641', // remainder 0 → check digit 1
    '27082440', // remainder 1 → check digit 0
    '00006947', // Ministry of Finance, zero-padded
    '45274649', // ČEZ
    '00064581', // Prague city hall
  ])('accepts the real IČO %s', (cin) => {
    expect(isValidCin(cin)).toBe(true)
  })

  it.each(['25596642', '27082441', '00006948', '45274640'])('rejects %s with a wrong check digit', (cin) => {
    expect(isValidCin(cin)).toBe(false)
  })

  it.each(['', '6947', '2559664', '255966411', '2559664a', ' 25596641', '255 96 641', '２５５９６６４１'])(
    'rejects %j, which is not exactly 8 ASCII digits',
    (cin) => {
      expect(isValidCin(cin)).toBe(false)
    },
  )
})
