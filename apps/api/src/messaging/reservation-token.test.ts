import { describe, expect, it } from 'vitest'
import { isValidReservationToken, signReservationToken } from './reservation-token'

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac'

describe('reservation tokens', () => {
  it('accept their own reservation only, under the same secret', () => {
    const token = signReservationToken(SECRET, 42)
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(isValidReservationToken(SECRET, 42, token)).toBe(true)
    expect(isValidReservationToken(SECRET, 43, token)).toBe(false)
    expect(isValidReservationToken(`${SECRET}!`, 42, token)).toBe(false)
    expect(isValidReservationToken(SECRET, 42, token.slice(0, -1))).toBe(false)
    expect(isValidReservationToken(SECRET, 42, '')).toBe(false)
  })
})
