import {
  LOGIN_ACCOUNT_DECAY_SECONDS,
  LOGIN_ACCOUNT_MAX_FAILURES,
  LOGIN_DECAY_SECONDS,
  LOGIN_MAX_ATTEMPTS,
  type LoginInput,
} from '@rezervo/shared'
import { FieldValidationError } from '../http/errors'
import { hashPassword, verifyPassword } from '../lib/password-hash'
import { clearAttempts, type RateLimitRule, releaseAttempt, takeAttempt } from '../rate-limit'
import type { AccountDeps } from './account-deps'
import { findUserByEmail } from './user-repository'

/** Five checked attempts per email and client address a minute (the spec's rule, Laravel Breeze's). */
const LOGIN_RULE: RateLimitRule = { maxAttempts: LOGIN_MAX_ATTEMPTS, windowSeconds: LOGIN_DECAY_SECONDS }
/** A hundred failures per email an hour from all addresses together, against credential stuffing. */
const ACCOUNT_RULE: RateLimitRule = {
  maxAttempts: LOGIN_ACCOUNT_MAX_FAILURES,
  windowSeconds: LOGIN_ACCOUNT_DECAY_SECONDS,
}

// Checked against when the email is unknown, so a wrong email takes as long as a wrong password.
let decoyHash: Promise<string> | undefined
const decoyPasswordHash = () => {
  decoyHash ??= hashPassword('decoy password that never matches')
  return decoyHash
}

/**
 * Checks the credentials and returns the user's id. Before the password is looked at, the attempt takes a
 * slot of two limits, each check and count in one SQL statement (decision 021), so parallel requests and
 * several API processes cannot get more passwords checked than the limits allow:
 * - five per email and client address, until the minute since the first is over (429 with Retry-After);
 *   a success clears them;
 * - a hundred per email from all addresses within an hour; a success gives its slot back, so only
 *   failures use them up.
 * Unknown emails count alike, so the answers tell nobody which accounts exist.
 */
export async function checkCredentials(
  deps: AccountDeps,
  input: Pick<LoginInput, 'email' | 'password'>,
  clientAddress: string,
): Promise<number> {
  const { db } = deps.database
  const pairKey = `login:${input.email}|${clientAddress}`
  const accountKey = `login-account:${input.email}`
  const pair = await takeAttempt(db, pairKey, LOGIN_RULE, deps.clock.now())
  if (!pair.allowed) {
    const seconds = pair.retryAfterSeconds
    throw new FieldValidationError({ email: [{ key: 'loginThrottled', params: { seconds } }] }, 429, {
      'retry-after': String(seconds),
    })
  }
  const account = await takeAttempt(db, accountKey, ACCOUNT_RULE, deps.clock.now())
  if (!account.allowed) {
    // Not checked, so not counted for the address either.
    await releaseAttempt(db, pairKey, deps.clock.now())
    const seconds = account.retryAfterSeconds
    throw new FieldValidationError(
      { email: [{ key: 'loginAccountThrottled', params: { minutes: Math.ceil(seconds / 60) } }] },
      429,
      { 'retry-after': String(seconds) },
    )
  }
  const user = await findUserByEmail(db, input.email)
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()))
  if (!user || !matches) throw new FieldValidationError({ email: [{ key: 'credentialsMismatch' }] })
  await clearAttempts(db, pairKey)
  await releaseAttempt(db, accountKey, deps.clock.now())
  return user.id
}
