/**
 * Cross-checks checkTin against the npm `stdnum` package, written by someone else: over thousands of
 * generated DIČs, built to hit both valid and invalid ones, both must say valid/invalid alike. They differ
 * only where we follow the rules more closely than that package, each named below, and the test fails on any
 * other difference:
 * - 'CZ6' + 8 digits: stdnum's check digit weights the leading 6 too; we use the rule python-stdnum and the
 *   tax authority use (8..2 over the second to eighth digit), checked by examples in tin.test.ts.
 * - a month field that only stdnum's `month % 50 % 20` reads as a month (41..49, 91..99), or +20/+70 before
 *   2004, when that series began: we refuse them (birthDate).
 * - nine digits with year 80: stdnum reads 1980 (refused), python-stdnum and we read 1880.
 * - ten digits whose remainder 10 is written as 0, born 1985 or later: such numbers exist (python-stdnum
 *   accepts them since 2025); stdnum refuses them.
 */
import fc from 'fast-check'
import { stdnum } from 'stdnum'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { checkTin } from './tin'

const czechDic = stdnum.CZ!.dic!
const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''))
const twoDigits = (min: number, max: number) =>
  fc.integer({ min, max }).map((n) => String(n).padStart(2, '0'))

/** A month field: mostly one of the real series (+0, +20, +50, +70), sometimes anything. */
const monthField = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 12 }), fc.constantFrom(0, 20, 50, 70))
    .map(([month, offset]) => String(month + offset).padStart(2, '0')),
  twoDigits(0, 99),
)
const dayField = fc.oneof(twoDigits(1, 28), twoDigits(0, 32))

type Difference = 'ours stricter on the month' | 'year 80 of nine digits' | 'remainder 10 after 1985'

/** The documented reason the two may differ on these digits, or null where they must agree. */
function allowedDifference(number: string): Difference | null {
  const yy = Number(number.slice(0, 2))
  const mm = Number(number.slice(2, 4))
  if (number.length === 8) return null
  const year = number.length === 9 ? (yy >= 80 ? 1800 + yy : 1900 + yy) : yy < 54 ? 2000 + yy : 1900 + yy
  const realSeries = [0, 50, ...(year >= 2004 ? [20, 70] : [])].some((o) => mm - o >= 1 && mm - o <= 12)
  if (!realSeries) return 'ours stricter on the month'
  if (number.length === 9 && yy === 80) return 'year 80 of nine digits'
  if (number.length === 10 && Number(number.slice(0, 9)) % 11 === 10 && year >= 1985) {
    return 'remainder 10 after 1985'
  }
  return null
}

const seen = { valid: 0, invalid: 0, differences: new Map<string, number>() }

function compare(number: string): void {
  const ours = checkTin(`CZ${number}`)
  const theirs = czechDic.validate(number).isValid
  if (ours.valid) seen.valid++
  else seen.invalid++
  if (ours.valid === theirs) return
  const reason = allowedDifference(number)
  expect(reason, `CZ${number}: ours ${JSON.stringify(ours)}, stdnum ${theirs}`).not.toBeNull()
  seen.differences.set(reason!, (seen.differences.get(reason!) ?? 0) + 1)
  if (reason === 'ours stricter on the month') expect(ours).toEqual({ valid: false, rule: 'birthDate' })
  else expect(ours.valid).toBe(true)
}

describe('checkTin agrees with npm stdnum', () => {
  // Both read "today" for the no-births-in-the-future rule; pin it so the comparison cannot straddle midnight.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'))
  })
  afterAll(() => {
    vi.useRealTimers()
    expect(seen.valid).toBeGreaterThan(1000)
    expect(seen.invalid).toBeGreaterThan(1000)
  })

  it('on legal persons: 7 digits with each of the 10 possible check digits', () => {
    fc.assert(
      fc.property(digits(7), (front) => {
        for (let check = 0; check <= 9; check++) compare(`${front}${check}`)
      }),
      { numRuns: 500 },
    )
  })

  it('on ten-digit birth numbers with each of the 10 possible check digits', () => {
    fc.assert(
      fc.property(twoDigits(0, 99), monthField, dayField, digits(3), (yy, mm, dd, serial) => {
        for (let check = 0; check <= 9; check++) compare(`${yy}${mm}${dd}${serial}${check}`)
      }),
      { numRuns: 1000 },
    )
  })

  it('on nine-digit birth numbers', () => {
    fc.assert(
      fc.property(twoDigits(0, 99), monthField, dayField, digits(3), (yy, mm, dd, serial) => {
        if (yy.startsWith('6')) return // 'CZ6' + 8 digits is the special series, see above
        compare(`${yy}${mm}${dd}${serial}`)
      }),
      { numRuns: 2000 },
    )
  })

  it('rejects both examples of issue 15, as stdnum does', () => {
    for (const number of ['12345678', '25123890']) {
      expect(czechDic.validate(number).isValid).toBe(false)
      expect(checkTin(`CZ${number}`)).toEqual({ valid: false, rule: 'legal' })
    }
  })
})
