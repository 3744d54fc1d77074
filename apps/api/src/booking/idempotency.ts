import { createHash } from 'node:crypto'
import { IDEMPOTENCY_KEY_PATTERN } from '@rezervo/shared/schemas/booking'
import type { DatabaseOrTransaction } from '../db/client'
import { PG_UNIQUE_VIOLATION, pgConstraintName, pgErrorCode } from '../db/errors'
import { FieldValidationError } from '../http/errors'
import { findStoredAnswer, IDEMPOTENCY_UNIQUE_CONSTRAINT } from './idempotency-repository'

/** A stable fingerprint of a request body: keys sorted at every level, so key order does not matter. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical)
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, entry]) => entry !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, entry]) => [key, canonical(entry)]),
      )
    }
    return value
  }
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex')
}

export interface Replay {
  statusCode: number
  body: unknown
}

/**
 * The stored answer for the key when it was earned by the same request; 422 when the key was used for a
 * different one. Undefined when the key is new.
 */
export async function storedReplay(
  db: DatabaseOrTransaction,
  scope: string,
  key: string,
  hash: string,
): Promise<Replay | undefined> {
  const found = await findStoredAnswer(db, scope, key)
  if (!found) return undefined
  if (found.stored.requestHash !== hash) {
    throw new FieldValidationError({ 'Idempotency-Key': [{ key: 'idempotencyKeyReused' }] })
  }
  return { statusCode: found.statusCode, body: found.stored.body }
}

export function isIdempotencyKeyConflict(error: unknown): boolean {
  return (
    pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraintName(error) === IDEMPOTENCY_UNIQUE_CONSTRAINT
  )
}

/** The Idempotency-Key header: optional, but when sent it must look like one (a UUID fits). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header
  if (value === undefined || value === '') return undefined
  if (!IDEMPOTENCY_KEY_PATTERN.test(value)) throw new FieldValidationError({ 'Idempotency-Key': ['string'] })
  return value
}
