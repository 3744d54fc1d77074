import { describe, expect, it } from 'vitest'
import { formatPhone, isValidPhone, normalizePhone } from './phone'

describe('normalizePhone', () => {
  it.each([
    '731 000 111',
    '731000111',
    '731-000-111',
    ' 731.000.111 ',
    '731/000 111',
    '(731) 000 111',
    '+420 731 000 111',
    '+420731000111',
    '+420\u00A0731\u00A0000\u00A0111',
    '(+420) 731 000 111',
    '00420 731 000 111',
    '00420731000111',
    '420 731 000 111',
  ])('reads the Czech spelling %j as +420731000111', (input) => {
    expect(normalizePhone(input)).toBe('+420731000111')
  })

  it('reads Czech landlines and the 9xx mobile range', () => {
    expect(normalizePhone('224 812 345')).toBe('+420224812345')
    expect(normalizePhone('910 123 456')).toBe('+420910123456')
  })

  it.each([
    ['+421 911 123 456', '+421911123456'],
    ['00421 911 123 456', '+421911123456'],
    ['0049 30 1234567', '+49301234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 (212) 555-0123', '+12125550123'],
    ['+380 67 123 4567', '+380671234567'],
    ['+84 912 345 678', '+84912345678'],
  ])('reads the foreign number %j by its country prefix', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected)
  })

  it.each([
    ['', 'nothing'],
    ['   ', 'blanks'],
    ['+', 'a lone plus'],
    ['abc', 'letters'],
    ['call me', 'words'],
    ['Volejte 731 000 111', 'a number inside a sentence'],
    ['731 000 11a', 'a letter among the digits'],
    ['731 00 01 1', 'eight digits'],
    ['7310001110', 'ten digits without a prefix'],
    ['+420 731 000 11', 'eight digits after +420'],
    ['+420 731 000 1111', 'ten digits after +420'],
    ['+420 031 000 111', 'a Czech number starting with 0'],
    ['123 456 789', 'a Czech number starting with 1'],
    ['0911 123 456', 'a Slovak national number without its prefix'],
    ['731 000 111 ext. 12', 'an extension'],
    ['+0 731 000 111', 'no country code 0'],
    ['++420731000111', 'two pluses'],
    ['+420+731000111', 'a plus in the middle'],
    ['731_000_111', 'underscores'],
    ['+3541234', 'too short for Iceland'],
    ['+1234567890123456', 'longer than E.164 allows'],
  ])('refuses %j (%s)', (input) => {
    expect(normalizePhone(input)).toBeNull()
    expect(isValidPhone(input)).toBe(false)
  })
})

describe('formatPhone', () => {
  it('shows Czech numbers in the one international form, however they were stored (issue 37, finding 22)', () => {
    expect(formatPhone('+420731000111')).toBe('+420 731 000 111')
    expect(formatPhone('00420731000111')).toBe('+420 731 000 111')
    expect(formatPhone('224812345')).toBe('+420 224 812 345')
  })

  it('shows foreign numbers internationally, grouped the way their country does', () => {
    expect(formatPhone('+421911123456')).toBe('+421 911 123 456')
    expect(formatPhone('+49301234567')).toBe('+49 30 1234567')
    expect(formatPhone('+12125550123')).toBe('+1 212 555 0123')
  })

  it('shows a stored value that is not a number as it is', () => {
    expect(formatPhone('call me')).toBe('call me')
    expect(formatPhone('+3541234')).toBe('+3541234')
  })
})
