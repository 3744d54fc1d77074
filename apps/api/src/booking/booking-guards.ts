import { createHash } from 'node:crypto'
import type { DatabaseOrTransaction } from '../db/client'
import { FieldValidationError, HttpError } from '../http/errors'
import {
  type AttemptChecks,
  consumeAttempts,
  type RateLimitDecision,
  type RateLimitRule,
} from '../rate-limit'

/** Booking attempts per client address: a person books a handful, a bot hundreds. */
export const BOOKING_LIMIT_PER_IP: RateLimitRule = { maxAttempts: 10, windowSeconds: 600 }
/** Attempts per email and per phone, whichever address they come from. */
export const BOOKING_LIMIT_PER_CONTACT: RateLimitRule = { maxAttempts: 5, windowSeconds: 3600 }

/** Contacts are hashed into the key, so the shared rate_limits table holds no personal data. */
function contactKey(kind: 'email' | 'phone', value: string) {
  return `booking:${kind}:${createHash('sha256').update(value).digest('hex').slice(0, 32)}`
}

/** Counts the attempt on its own (a duplicate whose first submit gave its key up runs after all). */
export async function consumeBookingAttempts(db: DatabaseOrTransaction, attempts: AttemptChecks) {
  return consumeAttempts(db, attempts.checks, attempts.now)
}

export interface BookingAttempt {
  ip: string
  email: string
  phone: string
}

/**
 * The limits one booking attempt counts against: per client address, per email and per phone. They are
 * counted before (and outside) the booking's transaction, so refused and failed attempts count too.
 */
export function bookingAttemptChecks(attempt: BookingAttempt, now: Date): AttemptChecks {
  return {
    checks: [
      { key: `booking:ip:${attempt.ip}`, rule: BOOKING_LIMIT_PER_IP },
      { key: contactKey('email', attempt.email), rule: BOOKING_LIMIT_PER_CONTACT },
      { key: contactKey('phone', attempt.phone), rule: BOOKING_LIMIT_PER_CONTACT },
    ],
    now,
  }
}

/** 429 with Retry-After (the longest wait) when any of the counted limits is exceeded. */
export function refuseOverLimit(decisions: readonly RateLimitDecision[]): void {
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
