import type { DatabaseOrTransaction } from '../db/client'
import { deleteEndedWindows, deleteWindow, findOpenWindow, incrementWindow } from './rate-limit-repository'

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
  // A fresh window is a cheap moment to sweep ended ones.
  if (window.hits === 1) await deleteEndedWindows(db, now)
  return {
    allowed: window.hits <= rule.maxAttempts,
    hits: window.hits,
    retryAfterSeconds: secondsUntil(window.resetAt, now),
  }
}

/**
 * Whether earlier attempts already used up the rule, without counting this one (Laravel's
 * RateLimiter::tooManyAttempts); callers count failures alone with consumeAttempt.
 */
export async function attemptsExhausted(
  db: DatabaseOrTransaction,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<{ exhausted: boolean; retryAfterSeconds: number }> {
  const window = await findOpenWindow(db, key, now)
  if (!window || window.hits < rule.maxAttempts) return { exhausted: false, retryAfterSeconds: 0 }
  return { exhausted: true, retryAfterSeconds: secondsUntil(window.resetAt, now) }
}

/** Forgets a key's attempts (a successful sign-in clears its failures). */
export async function clearAttempts(db: DatabaseOrTransaction, key: string) {
  await deleteWindow(db, key)
}
