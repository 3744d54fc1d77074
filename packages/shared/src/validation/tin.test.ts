import { describe, expect, it } from 'vitest'
import { checkTin, isValidTin, normalizeTin } from './tin'

// A fixed "today", so the future-birth rule does not move under the tests.
const TODAY = '2026-11-24'
const ruleOf = (tin: string) => {
  const check = checkTin(tin, TODAY)
  return check.valid ? 'valid' : check.rule
}

describe('normalizeTin', () => {
  it('upper-cases and removes spaces', () => {
    expect(normalizeTin(' cz 255 96 641 ')).toBe('CZ25596641')
    expect(normalizeTin('CZ\u00A07103192745')).toBe('CZ7103192745')
  })
})

describe('checkTin', () => {
  it.each([
    ['CZ25596641', 'a company, remainder 0 → check digit 1'],
    ['CZ27082440', 'a company, remainder 1 → check digit 0'],
    ['CZ25123891', "python-stdnum's example of a company"],
    ['CZ640903926', "python-stdnum's example of a person without a birth number"],
    ['CZ7103192745', 'a man born 1971-03-19'],
    ['CZ7153192740', 'a woman born 1971-03-19 (month + 50)'],
    ['CZ0423151234', 'a man born 2004-03-15 when the serials ran out (month + 20)'],
    ['CZ8801251680', 'born 1988, remainder 10 written as check digit 0'],
    ['CZ991231123', 'nine digits for a birth in 1899'],
    ['CZ530101123', 'nine digits for a birth in 1953'],
    ['cz 255 96 641', 'typed in lower case with spaces'],
  ])('accepts %s (%s)', (tin) => {
    expect(ruleOf(tin)).toBe('valid')
    expect(checkTin(tin, TODAY)).toEqual({ valid: true, tin: normalizeTin(tin) })
  })

  it('rejects the two numbers the old pattern let through, naming the IČO rule', () => {
    expect(ruleOf('CZ12345678')).toBe('legal')
    expect(ruleOf('CZ25123890')).toBe('legal')
  })

  it.each([
    ['', 'format'],
    ['CZ', 'format'],
    ['CZ1234567', 'format'],
    ['CZ12345678901', 'format'],
    ['SK2020123456', 'format'],
    ['25596641', 'format'],
    ['CZ2559664A', 'format'],
    ['CZ91234567', 'legalPrefix'],
    ['CZ640903925', 'special'],
    ['CZ7113192746', 'birthDate'], // month 13, no such offset
    ['CZ7103322743', 'birthDate'], // 32 March
    ['CZ0102290001', 'birthDate'], // 2001 was no leap year
    ['CZ7123192747', 'birthDate'], // + 20 only from 2004
    ['CZ7143192749', 'birthDate'], // + 40 never
    ['CZ2701010004', 'birthDate'], // 2027, not born yet
    ['CZ590312123', 'birthNumberLength'], // nine digits in 1959
    ['CZ7103192746', 'birthNumberChecksum'],
  ])('rejects %j: %s', (tin, rule) => {
    expect(ruleOf(tin)).toBe(rule)
    expect(isValidTin(tin, TODAY)).toBe(false)
  })

  it('takes a birth today as valid and tomorrow as not yet', () => {
    // 2026-11-24 with serial 000 and the check digit that makes it divisible by 11.
    const today = withCheckDigit('261124000')
    expect(checkTin(`CZ${today}`, '2026-11-24').valid).toBe(true)
    expect(checkTin(`CZ${today}`, '2026-11-23')).toEqual({ valid: false, rule: 'birthDate' })
  })
})

/** The tenth digit that makes a birth number divisible by 11 (0 for remainder 10). */
function withCheckDigit(nineDigits: string): string {
  return `${nineDigits}${(Number(nineDigits) % 11) % 10}`
}
