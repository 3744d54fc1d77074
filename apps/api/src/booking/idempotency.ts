import { createHash } from 'node:crypto'
import { IDEMPOTENCY_KEY_PATTERN } from '@rezervo/shared/schemas/booking'
import type { DatabaseOrTransaction } from '../db/client'
import { FieldValidationError, HttpError } from '../http/errors'
import { claimKey, findStoredAnswer, PENDING_STATUS, releaseKey } from './idempotency-repository'

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

export interface IdempotentRequest {
  scope: string
  key: string
  /** requestHash of the body: the same key with another body is refused. */
  hash: string
}

/** How long a duplicate waits for the first request's answer, and how often it looks. */
export interface InFlightWait {
  timeoutMs: number
  pollMs: number
}

/** A booking takes well under a second; ten seconds cover a slow moment without holding a client for ever. */
export const IN_FLIGHT_WAIT: InFlightWait = { timeoutMs: 10_000, pollMs: 50 }
/** A claim still pending after a minute belongs to a request whose process died; the key is free again. */
export const ABANDONED_CLAIM_MS = 60_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Starts a request that carries an Idempotency-Key (the IETF Idempotency-Key draft), before anything is
 * counted or written. The first request with the key claims it and gets `undefined`: it runs, and stores its
 * answer in its own transaction (the booking: keyAnswerWrite, in its reservation's statement), or gives the
 * key up with releaseKey when it fails.
 * A duplicate never runs: it gets the stored answer (a replay), waiting while the first is still in flight;
 * if the first failed, the duplicate claims the key and runs itself. The same key with another body is 422;
 * a first request still running after the wait is 409 with Retry-After, as the draft says.
 */
export async function beginIdempotentRequest(
  db: DatabaseOrTransaction,
  request: IdempotentRequest,
  now: Date,
  wait: InFlightWait = IN_FLIGHT_WAIT,
): Promise<Replay | undefined> {
  const { scope, key, hash } = request
  const abandonedBefore = new Date(now.getTime() - ABANDONED_CLAIM_MS)
  const deadline = Date.now() + wait.timeoutMs
  for (;;) {
    if (await claimKey(db, scope, key, hash, now, abandonedBefore)) return undefined
    const found = await findStoredAnswer(db, scope, key)
    // Gone: the first request failed and gave the key up, so this one claims it on the next round.
    if (found) {
      if (found.stored.requestHash !== hash) {
        throw new FieldValidationError({ 'Idempotency-Key': [{ key: 'idempotencyKeyReused' }] })
      }
      if (found.statusCode !== PENDING_STATUS)
        return { statusCode: found.statusCode, body: found.stored.body }
      if (Date.now() >= deadline) {
        throw new HttpError(409, 'idempotencyKeyInFlight', {}, { headers: { 'retry-after': '1' } })
      }
      await sleep(wait.pollMs)
    }
  }
}

/** Gives the key up after the first request failed (see beginIdempotentRequest). */
export async function abandonIdempotentRequest(db: DatabaseOrTransaction, request: IdempotentRequest) {
  await releaseKey(db, request.scope, request.key)
}

/** The Idempotency-Key header: optional, but when sent it must look like one (a UUID fits). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header
  if (value === undefined || value === '') return undefined
  if (!IDEMPOTENCY_KEY_PATTERN.test(value)) throw new FieldValidationError({ 'Idempotency-Key': ['string'] })
  return value
}
