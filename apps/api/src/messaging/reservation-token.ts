import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The customer's key to one reservation (view, ICS, cancel): an HMAC of its id with the app secret. Nothing
 * is stored, and a token for one reservation says nothing about another.
 */
export function signReservationToken(appSecret: string, reservationId: number): string {
  return createHmac('sha256', appSecret).update(`reservation:${reservationId}`).digest('base64url')
}

export function isValidReservationToken(appSecret: string, reservationId: number, token: string): boolean {
  const expected = Buffer.from(signReservationToken(appSecret, reservationId))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
