import { DEFAULT_TIME_ZONE } from '../constants'
import { isIsoDate } from '../time/iso-date'
import { utcToZonedParts } from '../time/zoned-time'
import { cinCheckDigit } from './cin'

/** Upper-cases and removes all whitespace, so 'cz 255 96 641' becomes 'CZ25596641'. */
export function normalizeTin(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

/**
 * The rule a Czech VAT number (DIČ) broke, so the form and the server can say which:
 * - `format`: not 'CZ' and 8 to 10 digits;
 * - `legal`: 8 digits (a legal person, the digits are its IČO) without a valid IČO check digit;
 * - `legalPrefix`: 8 digits starting with 9, a series not given to legal persons;
 * - `special`: 9 digits starting with 6 (a person without a birth number) with a wrong check digit;
 * - `birthDate`: 9 or 10 digits (a birth number) whose first six are no date of birth (YYMMDD, month +50 for
 *   women, +20 or +70 only from 2004) or one in the future;
 * - `birthNumberLength`: 9 digits for a birth after 1953, when birth numbers got their tenth digit;
 * - `birthNumberChecksum`: 10 digits not divisible by 11 (nor the old remainder-10 form ending in 0).
 */
export type TinRule =
  | 'format'
  | 'legal'
  | 'legalPrefix'
  | 'special'
  | 'birthDate'
  | 'birthNumberLength'
  | 'birthNumberChecksum'

export type TinCheck = { valid: true; tin: string } | { valid: false; rule: TinRule }

/**
 * Checks a DIČ by the rules python-stdnum's cz.dic and cz.rc implement (see TinRule), with two stricter
 * points where the law is plain: month offsets other than +50 and, from 2004, +20/+70 are refused, and so
 * are dates of birth after `today` (Prague's date by default). The value is normalised first, so lower
 * case and spaces typed by users are accepted.
 */
export function checkTin(value: string, today: string = pragueToday()): TinCheck {
  const tin = normalizeTin(value)
  const match = /^CZ(\d{8,10})$/.exec(tin)
  if (!match) return { valid: false, rule: 'format' }
  const rule = brokenRule(match[1]!, today)
  return rule ? { valid: false, rule } : { valid: true, tin }
}

export function isValidTin(value: string, today?: string): boolean {
  return checkTin(value, today).valid
}

function brokenRule(digits: string, today: string): TinRule | null {
  if (digits.length === 8) {
    if (digits.startsWith('9')) return 'legalPrefix'
    return Number(digits[7]) === cinCheckDigit(digits.slice(0, 7)) ? null : 'legal'
  }
  if (digits.length === 9 && digits.startsWith('6')) {
    return Number(digits[8]) === specialCheckDigit(digits.slice(1, 8)) ? null : 'special'
  }
  return birthNumberRule(digits, today)
}

/**
 * Check digit of a DIČ 'CZ6…' of a person without a birth number, over its second to eighth digit: the
 * weighted sum (8..2) is raised to the next multiple of 11 (a whole 11 when it already is one), and the
 * difference 1..11 maps to 8, 7, 6, 5, 4, 3, 2, 1, 0, 9, 8.
 */
function specialCheckDigit(sevenDigits: string): number {
  let sum = 0
  for (let index = 0; index < 7; index++) sum += Number(sevenDigits[index]) * (8 - index)
  // 11 - remainder maps so; the same as remainder 0..10 → 8, 9, 0, 1, …, 8.
  return ((sum % 11) + 8) % 10
}

/** Rodné číslo: YYMMDD then a serial of three digits (births before 1954) or four (divisible by 11). */
function birthNumberRule(digits: string, today: string): TinRule | null {
  const yy = Number(digits.slice(0, 2))
  const encodedMonth = Number(digits.slice(2, 4))
  const day = Number(digits.slice(4, 6))
  let year: number
  if (digits.length === 9) {
    // Nine digits were given until 1953; 80..99 then meant the 1880s and 1890s.
    year = yy >= 80 ? 1800 + yy : 1900 + yy
    if (year > 1953) return 'birthNumberLength'
  } else {
    year = yy < 54 ? 2000 + yy : 1900 + yy
  }
  const month = birthMonth(encodedMonth, year)
  if (month === null) return 'birthDate'
  const birthDate = `${year}-${pad(month)}-${pad(day)}`
  if (!isIsoDate(birthDate) || birthDate > today) return 'birthDate'
  if (digits.length === 10) {
    const remainder = Number(digits.slice(0, 9)) % 11
    // A remainder of 10 was written as check digit 0. It was meant to stop in 1985, but such numbers exist
    // from later years too (python-stdnum accepts them since 2025), and refusing a real DIČ is worse.
    if (Number(digits[9]) !== remainder % 10) return 'birthNumberChecksum'
  }
  return null
}

/** Month 1..12 from the encoded one: +50 for women, and from 2004 +20 (men) or +70 (women) too. */
function birthMonth(encoded: number, year: number): number | null {
  const offsets = year >= 2004 ? [0, 20, 50, 70] : [0, 50]
  for (const offset of offsets) {
    const month = encoded - offset
    if (month >= 1 && month <= 12) return month
  }
  return null
}

function pad(value: number): string {
  return String(value).padStart(2, '0')
}

function pragueToday(): string {
  return utcToZonedParts(new Date(), DEFAULT_TIME_ZONE).date
}
