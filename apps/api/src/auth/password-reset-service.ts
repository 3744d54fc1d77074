import {
  PASSWORD_RESET_ADDRESS_DECAY_SECONDS,
  PASSWORD_RESET_ADDRESS_MAX_ATTEMPTS,
  PASSWORD_RESET_THROTTLE_SECONDS,
  PASSWORD_RESET_TTL_MINUTES,
  type ResetPasswordInput,
} from '@rezervo/shared'
import { FieldValidationError } from '../http/errors'
import { hashPassword } from '../lib/password-hash'
import { queueMessage } from '../messaging'
import { type RateLimitRule, takeAttempt } from '../rate-limit'
import { revokeAccessTokensOfUser } from './access-tokens'
import type { AccountDeps } from './account-deps'
import { consumeResetToken, findResetToken, saveResetToken } from './password-reset-repository'
import { randomAlphanumeric, secretsEqual, sha256Hex } from './random-token'
import { destroySessionsOfUser } from './session-store'
import { findUserByEmail, type UserRow, updateUserPassword } from './user-repository'

export const RESET_TOKEN_LENGTH = 64

const userNotFound = () => new FieldValidationError({ email: [{ key: 'userNotFoundByEmail' }] })
const tokenInvalid = () => new FieldValidationError({ email: [{ key: 'resetTokenInvalid' }] })

/** The web app's reset screen for a token (spec §2: /password-reset/{token}). */
export function resetPageUrl(appUrl: string, token: string, email: string): string {
  return `${appUrl}/password-reset/${token}?${new URLSearchParams({ email }).toString()}`
}

/** One request per email a minute (the spec's throttle), known or not, from all addresses together. */
const RESET_EMAIL_RULE: RateLimitRule = { maxAttempts: 1, windowSeconds: PASSWORD_RESET_THROTTLE_SECONDS }
/** Five requests a minute from one client address, whatever emails they name (decision 063). */
const RESET_ADDRESS_RULE: RateLimitRule = {
  maxAttempts: PASSWORD_RESET_ADDRESS_MAX_ATTEMPTS,
  windowSeconds: PASSWORD_RESET_ADDRESS_DECAY_SECONDS,
}

/**
 * POST /forgot-password (Laravel's password broker), up to the answer: a slot of both limits is taken before
 * the email is looked up, so a known and an unknown email are throttled alike (429 with Retry-After); then the
 * same one read tells them apart. An unknown email is the spec's 422 (it reveals that
 * the account does not exist, docs/security.md); for a known one, what remains to be done is returned, to run
 * after the answer has gone: both answers cost the same statements, so their time tells nothing either
 * (decision 063).
 */
export async function requestPasswordReset(
  deps: AccountDeps,
  email: string,
  clientAddress: string,
): Promise<() => Promise<void>> {
  const { db } = deps.database
  const now = deps.clock.now()
  // The address's slot first: a client over its limit uses up nobody's email slot (the victim of a prober
  // can still ask for their link from elsewhere).
  for (const [key, rule] of [
    [`reset-address:${clientAddress}`, RESET_ADDRESS_RULE],
    [`reset-email:${email}`, RESET_EMAIL_RULE],
  ] as const) {
    const slot = await takeAttempt(db, key, rule, now)
    if (!slot.allowed)
      throw new FieldValidationError({ email: [{ key: 'resetThrottled' }] }, 429, {
        'retry-after': String(slot.retryAfterSeconds),
      })
  }
  const user = await findUserByEmail(db, email)
  if (!user) throw userNotFound()
  return () => queuePasswordResetLink(deps, { ...user, email }, now)
}

/**
 * A new one-time token replaces the previous one and is queued as a link in the outbox, in one transaction;
 * the outbox worker sends it (decision 007).
 */
async function queuePasswordResetLink(deps: AccountDeps, user: UserRow, now: Date) {
  const token = randomAlphanumeric(RESET_TOKEN_LENGTH)
  await deps.database.db.transaction(async (tx) => {
    await saveResetToken(tx, { email: user.email, tokenHash: sha256Hex(token), createdAt: now })
    // To the address asked for: the user was found by it.
    await queueMessage(
      { db: tx, config: deps.config, now },
      {
        kind: 'reset-password',
        to: user,
        url: resetPageUrl(deps.config.appUrl, token, user.email),
        validMinutes: PASSWORD_RESET_TTL_MINUTES,
      },
    )
  })
  deps.mail.deliverSoon()
}

/**
 * POST /reset-password: sets the new password with a valid token, uses the token up, and ends every
 * session and access token of the user. Returns the user's id.
 */
export async function resetPassword(deps: AccountDeps, input: ResetPasswordInput): Promise<number> {
  const { db } = deps.database
  const user = await findUserByEmail(db, input.email)
  if (!user) throw userNotFound()
  const now = deps.clock.now()
  const record = await findResetToken(db, input.email)
  const tokenHash = sha256Hex(input.token)
  const fresh = record && record.createdAt.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000 >= now.getTime()
  if (!record || !fresh || !secretsEqual(tokenHash, record.tokenHash)) throw tokenInvalid()

  const passwordHash = await hashPassword(input.password)
  await db.transaction(async (tx) => {
    if (!(await consumeResetToken(tx, input.email, tokenHash))) throw tokenInvalid()
    await updateUserPassword(tx, user.id, passwordHash, now)
    await destroySessionsOfUser(tx, user.id)
    await revokeAccessTokensOfUser(tx, user.id)
  })
  return user.id
}
