import type { DatabaseOrTransaction } from '../db/client'
import { paramsOf } from '../db/prepared'
import type { SqlFragment } from '../db/sql-fragment'
import {
  type CountedWindowRow,
  deleteWindow,
  findOpenWindow,
  incrementWindow,
  incrementWindows,
  releaseWindowSlot,
  takeWindowSlot,
  type WindowCount,
  windowCountingSql,
  windowCountingValues,
  windowCountsOf,
} from './rate-limit-repository'

/** At most `maxAttempts` within a fixed window of `windowSeconds`, counted from the window's first hit. */
export interface RateLimitRule {
  maxAttempts: number
  windowSeconds: number
}

export interface RateLimitDecision {
  allowed: boolean
  /** Hits counted in the current window, this one included. */
  hits: number
  /** Whole seconds until the window ends (at least 1), for Retry-After. */
  retryAfterSeconds: number
}

function secondsUntil(resetAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000))
}

/**
 * Counts an attempt and says whether it is within the rule (Laravel's throttle middleware). Attempts
 * over the limit are counted too, which cannot extend a fixed window.
 */
export async function consumeAttempt(
  db: DatabaseOrTransaction,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<RateLimitDecision> {
  const window = await incrementWindow(db, key, now, new Date(now.getTime() + rule.windowSeconds * 1000))
  return {
    allowed: window.hits <= rule.maxAttempts,
    hits: window.hits,
    retryAfterSeconds: secondsUntil(window.resetAt, now),
  }
}

/**
 * consumeAttempt for several keys at once, in one statement: each is counted against its own rule; the
 * decisions come back in the order of `checks`.
 */
export async function consumeAttempts(
  db: DatabaseOrTransaction,
  checks: readonly { key: string; rule: RateLimitRule }[],
  now: Date,
): Promise<RateLimitDecision[]> {
  const windows = await incrementWindows(db, windowsOf(checks, now), now)
  return decisionsOf(checks, windows, now)
}

export interface AttemptChecks {
  checks: readonly { key: string; rule: RateLimitRule }[]
  now: Date
}

function windowsOf(checks: AttemptChecks['checks'], now: Date) {
  return checks.map(({ key, rule }) => ({
    key,
    windowEndsAt: new Date(now.getTime() + rule.windowSeconds * 1000),
  }))
}

/**
 * consumeAttempts inside a caller's statement: `upsert` goes in as a CTE at its top level (the
 * upsert returns `key, hits, reset_at`; `when` makes the count conditional), and `decide` turns the rows
 * the upsert returned into the decisions, in the order of `checks`.
 */
export function attemptsCountingSql(attempts: AttemptChecks, when?: SqlFragment) {
  return {
    ...windowCountingSql(paramsOf(attemptsCountingValues(attempts)), when),
    decide: (rows: readonly CountedWindowRow[]) => attemptDecisions(attempts, rows),
  }
}

/** The values of attemptsCountingSql's parameters. */
function attemptsCountingValues({ checks, now }: AttemptChecks) {
  return windowCountingValues(windowsOf(checks, now), now)
}

/**
 * The windows the checks count a hit in, as facts for a statement that counts them itself (the public
 * booking's start statement, decision 070), by this module's rule: one hit per key; a window that has ended by
 * `now` starts again at one hit and ends at `windowEndsAt`. Read the counted rows with attemptDecisions.
 */
export function attemptWindows({ checks, now }: AttemptChecks): { key: string; windowEndsAt: Date }[] {
  return windowsOf(checks, now)
}

/** The decisions of the upsert's rows, in the order of the checks. */
export function attemptDecisions({ checks, now }: AttemptChecks, rows: readonly CountedWindowRow[]) {
  return decisionsOf(checks, windowCountsOf(rows), now)
}

function decisionsOf(
  checks: AttemptChecks['checks'],
  windows: Map<string, WindowCount>,
  now: Date,
): RateLimitDecision[] {
  return checks.map(({ key, rule }) => {
    const window = windows.get(key)
    if (!window) throw new Error(`rate limit upsert returned no row for ${key}`)
    return {
      allowed: window.hits <= rule.maxAttempts,
      hits: window.hits,
      retryAfterSeconds: secondsUntil(window.resetAt, now),
    }
  })
}

/**
 * Reserves one of the rule's attempts before the work it guards, or refuses when they are all taken (the
 * reservation and the check are one statement, so a burst of parallel requests gets exactly `maxAttempts`
 * through). A refusal is not counted. A caller whose attempt turns out not to count gives it back with
 * releaseAttempt, or forgets the key with clearAttempts.
 */
export async function takeAttempt(
  db: DatabaseOrTransaction,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowEndsAt = new Date(now.getTime() + rule.windowSeconds * 1000)
  const taken = await takeWindowSlot(db, key, now, windowEndsAt, rule.maxAttempts)
  if (taken) {
    return { allowed: true, retryAfterSeconds: secondsUntil(taken.resetAt, now) }
  }
  // Refused: only the window's end is still to be read, for Retry-After.
  const window = await findOpenWindow(db, key, now)
  return { allowed: false, retryAfterSeconds: window ? secondsUntil(window.resetAt, now) : 1 }
}

/** Gives back an attempt taken with takeAttempt that turned out not to count. */
export async function releaseAttempt(db: DatabaseOrTransaction, key: string, now: Date) {
  await releaseWindowSlot(db, key, now)
}

/** Forgets a key's attempts (a successful sign-in clears its failures). */
export async function clearAttempts(db: DatabaseOrTransaction, key: string) {
  await deleteWindow(db, key)
}
