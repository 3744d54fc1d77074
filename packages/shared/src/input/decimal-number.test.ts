import { describe, expect, it } from 'vitest'
import { numberFromInput, parseDecimalNumber } from './decimal-number'

describe('parseDecimalNumber', () => {
  it.each([
    ['0,5', 0.5],
    ['0.5', 0.5],
    [',5', 0.5],
    ['0,500', 0.5],
    ['1 200,50', 1200.5],
    ['1\u00a0200,50', 1200.5],
    ['1\u202f200,50', 1200.5],
    ['1 200', 1200],
    ['1200', 1200],
    ['1,200.50', 1200.5],
    ['1.200,50', 1200.5],
    ['12 345 678', 12345678],
    ['-2,5', -2.5],
    [' 45 ', 45],
    ['1,5', 1.5],
    ['99,90', 99.9],
  ])('reads %j as %d', (typed, expected) => {
    expect(parseDecimalNumber(typed)).toBe(expected)
  })

  it.each(['', 'abc', '12abc', '1.2.3', '1,2,3', '0,5,', '1 2,5,0', '--1', 'e5', '1e5', 'Infinity'])(
    'refuses %j rather than guess',
    (typed) => {
      expect(parseDecimalNumber(typed)).toBeNull()
    },
  )

  it('refuses a lone thousands-looking group, which reads 1.2 in Czech and 1200 in English', () => {
    expect(parseDecimalNumber('1,200')).toBeNull()
    expect(parseDecimalNumber('1.200')).toBeNull()
  })
})

describe('numberFromInput', () => {
  it('gives the schema undefined for an empty field, the number read, or NaN for what it must refuse', () => {
    expect(numberFromInput('')).toBeUndefined()
    expect(numberFromInput('  ')).toBeUndefined()
    expect(numberFromInput('0,5')).toBe(0.5)
    expect(numberFromInput(30)).toBe(30)
    expect(numberFromInput('1,200')).toBeNaN()
  })
})
