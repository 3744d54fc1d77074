import { createHash } from 'node:crypto'
import type { DatabaseOrTransaction } from '../db/client'
import { FieldValidationError, HttpError } from '../http/errors'
import { consumeAttempts, type RateLimitRule } from '../rate-limit'

/** Booking attempts per client address: a person books a handful, a bot hundreds. */
export const BOOKING_LIMIT_PER_IP: RateLimitRule = { maxAttempts: 10, windowSeconds: 600 }
/** Attempts per email and per phone, whichever address they come from. */
export const BOOKING_LIMIT_PER_CONTACT: RateLimitRule = { maxAttempts: 5, windowSeconds: 3600 }

/** Contacts are hashed into the key, so the shared rate_limits table holds no personal data. */
function contactKey(kind: 'email' | 'phone', value: string) {
  return `booking:${kind}:${createHash('sha256').update(value).digest('hex').slice(0, 32)}`
}

/**
 * Counts one booking attempt against every limit it falls under and answers 429 with Retry-After when any is
 * exceeded. Runs before (and outside) the booking transaction, so refused and failed attempts count too.
 */
export async function enforceBookingRateLimits(
  db: DatabaseOrTransaction,
  attempt: { ip: string; email: string; phone: string },
  now: Date,
): Promise<void> {
  const decisions = await consumeAttempts(
    db,
    [
      { key: `booking:ip:${attempt.ip}`, rule: BOOKING_LIMIT_PER_IP },
      { key: contactKey('email', attempt.email), rule: BOOKING_LIMIT_PER_CONTACT },
      { key: contactKey('phone', attempt.phone), rule: BOOKING_LIMIT_PER_CONTACT },
    ],
    now,
  )
  let retryAfterSeconds = 0
  for (const decision of decisions) {
    if (!decision.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, decision.retryAfterSeconds)
  }
  if (retryAfterSeconds > 0) {
    throw new HttpError(
      429,
      'bookingThrottled',
      { minutes: Math.ceil(retryAfterSeconds / 60) },
      { headers: { 'retry-after': String(retryAfterSeconds) } },
    )
  }
}

/**
 * The honeypot: a field hidden from people (off-screen, tabindex -1, autocomplete off) that form-filling bots
 * fill in. Such a request gets the generic 422 `{ message: 'The given data was invalid.', errors: {} }` naming no
 * field, books nothing and stores nothing, so a bot learns nothing it could adapt to.
 */
export function rejectFilledHoneypot(website: string | undefined): void {
  if (website && website.trim() !== '') throw new FieldValidationError({})
}
