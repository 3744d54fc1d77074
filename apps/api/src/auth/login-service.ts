import { LOGIN_DECAY_SECONDS, LOGIN_MAX_ATTEMPTS, type LoginInput } from '@rezervo/shared'
import { FieldValidationError } from '../http/errors'
import { hashPassword, verifyPassword } from '../lib/password-hash'
import { attemptsExhausted, clearAttempts, consumeAttempt, type RateLimitRule } from '../rate-limit'
import type { AccountDeps } from './account-deps'
import { findUserByEmail } from './user-repository'

const LOGIN_RULE: RateLimitRule = { maxAttempts: LOGIN_MAX_ATTEMPTS, windowSeconds: LOGIN_DECAY_SECONDS }

// Checked against when the email is unknown, so a wrong email takes as long as a wrong password.
let decoyHash: Promise<string> | undefined
const decoyPasswordHash = () => {
  decoyHash ??= hashPassword('decoy password that never matches')
  return decoyHash
}

/**
 * Checks the credentials and returns the user's id (Laravel Breeze's LoginRequest): five failures for one
 * email from one address lock that pair out until the minute since the first failure is over, with 429
 * and Retry-After; a success clears the count.
 */
export async function checkCredentials(
  deps: AccountDeps,
  input: Pick<LoginInput, 'email' | 'password'>,
  clientAddress: string,
): Promise<number> {
  const { db } = deps.database
  const key = `login:${input.email}|${clientAddress}`
  const lock = await attemptsExhausted(db, key, LOGIN_RULE, deps.clock.now())
  if (lock.exhausted) {
    const seconds = lock.retryAfterSeconds
    throw new FieldValidationError({ email: [{ key: 'loginThrottled', params: { seconds } }] }, 429, {
      'retry-after': String(seconds),
    })
  }
  const user = await findUserByEmail(db, input.email)
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()))
  if (!user || !matches) {
    await consumeAttempt(db, key, LOGIN_RULE, deps.clock.now())
    throw new FieldValidationError({ email: [{ key: 'credentialsMismatch' }] })
  }
  await clearAttempts(db, key)
  return user.id
}
