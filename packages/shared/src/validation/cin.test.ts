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

/**
 * python-stdnum's tests/test_cz_ico.doctest (its stdnum.cz.ico module): numbers "found online" that must all be
 * valid, and its corner cases. python-stdnum itself cannot be installed on our machines, so its data is here.
 */
describe("isValidCin against python-stdnum's test data", () => {
  const pythonStdnumValid = [
    '00001350',
    '00006947',
    '00177041',
    '00514152',
    '01377281',
    '24704415',
    '25063677',
    '25672720',
    '26168685',
    '26185610',
    '28195329',
    '27082440',
    '45244782',
    '45272956',
    '45274649',
    '45317054',
    '45357366',
    '47114983',
    '49240901',
    '60193336',
    '70994226',
  ]
  it('accepts every number python-stdnum accepts', () => {
    expect(pythonStdnumValid.filter((cin) => !isValidCin(cin))).toEqual([])
  })
  it('refuses its invalid checksum, length and format', () => {
    expect(isValidCin('00177042')).toBe(false)
    expect(isValidCin('123')).toBe(false)
    expect(isValidCin('2616868A')).toBe(false)
  })
})
