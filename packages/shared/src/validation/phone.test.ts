import { describe, expect, it } from 'vitest'
import { formatCzechPhone, isValidPhone, normalizeCzechPhone } from './phone'

describe('normalizeCzechPhone', () => {
  it.each([
    '777 123 456',
    '777123456',
    '+420 777 123 456',
    '+420777123456',
    '00420777123456',
    '00420 777 123 456',
    '420777123456',
    '777-123-456',
    ' 777.123.456 ',
    '(+420) 777/123 456',
    '+420\u00A0777\u00A0123\u00A0456',
  ])('normalises the Czech number %j to E.164', (input) => {
    expect(normalizeCzechPhone(input)).toBe('+420777123456')
  })

  it('normalises a Czech landline', () => {
    expect(normalizeCzechPhone('224 812 345')).toBe('+420224812345')
  })

  it.each([
    ['+421 911 123 456', '+421911123456'],
    ['0049 30 1234567', '+49301234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 (212) 555-0123', '+12125550123'],
    ['+3541234', '+3541234'],
  ])('normalises the international number %j', (input, expected) => {
    expect(normalizeCzechPhone(input)).toBe(expected)
  })

  it.each([
    '',
    '   ',
    '+',
    'abc',
    '777 123 45a',
    '777 12 34 5', // 8 digits
    '7771234567', // 10 digits without a prefix
    '+420 777 123 45', // 8 digits after 420
    '+420 777 123 4567', // 10 digits after 420
    '00420 777 123 45',
    '420 777 123 45',
    '+420 077 123 456', // Czech numbers never start with 0
    '123 456 789', // nor with 1
    '+123456', // 6 digits
    '+1234567890123456', // 16 digits
    '+0 777 123 456',
    '++420777123456',
    '+420+777123456',
    '777_123_456',
  ])('rejects %j', (input) => {
    expect(normalizeCzechPhone(input)).toBeNull()
  })
})

describe('isValidPhone', () => {
  it('agrees with normalizeCzechPhone', () => {
    expect(isValidPhone('777 123 456')).toBe(true)
    expect(isValidPhone('+421911123456')).toBe(true)
    expect(isValidPhone('12345')).toBe(false)
  })
})

describe('formatCzechPhone', () => {
  it('groups Czech numbers in threes', () => {
    expect(formatCzechPhone('+420777123456')).toBe('+420 777 123 456')
    expect(formatCzechPhone('777123456')).toBe('+420 777 123 456')
  })

  it('keeps foreign numbers in E.164', () => {
    expect(formatCzechPhone('00421 911 123 456')).toBe('+421911123456')
  })

  it('returns invalid input unchanged', () => {
    expect(formatCzechPhone('call me')).toBe('call me')
  })
})
