import {
  PASSWORD_RESET_THROTTLE_SECONDS,
  PASSWORD_RESET_TTL_MINUTES,
  type ResetPasswordInput,
} from '@rezervo/shared'
import { FieldValidationError } from '../http/errors'
import { hashPassword } from '../lib/password-hash'
import { queueMessage } from '../messaging'
import { revokeAccessTokensOfUser } from './access-tokens'
import type { AccountDeps } from './account-deps'
import { consumeResetToken, findResetToken, saveResetToken } from './password-reset-repository'
import { randomAlphanumeric, secretsEqual, sha256Hex } from './random-token'
import { destroySessionsOfUser } from './session-store'
import { findUserByEmail, updateUserPassword } from './user-repository'

export const RESET_TOKEN_LENGTH = 64

const userNotFound = () => new FieldValidationError({ email: [{ key: 'userNotFoundByEmail' }] })
const tokenInvalid = () => new FieldValidationError({ email: [{ key: 'resetTokenInvalid' }] })

/** The web app's reset screen for a token (spec §2: /password-reset/{token}). */
export function resetPageUrl(appUrl: string, token: string, email: string): string {
  return `${appUrl}/password-reset/${token}?${new URLSearchParams({ email }).toString()}`
}

/**
 * POST /forgot-password (Laravel's password broker): a new one-time token replaces the previous one and
 * is emailed as a link; one request per email a minute.
 */
export async function sendPasswordResetLink(deps: AccountDeps, email: string) {
  const { db } = deps.database
  const user = await findUserByEmail(db, email)
  if (!user) throw userNotFound()
  const now = deps.clock.now()
  const previous = await findResetToken(db, email)
  if (previous && previous.createdAt.getTime() + PASSWORD_RESET_THROTTLE_SECONDS * 1000 > now.getTime()) {
    throw new FieldValidationError({ email: [{ key: 'resetThrottled' }] })
  }
  const token = randomAlphanumeric(RESET_TOKEN_LENGTH)
  await db.transaction(async (tx) => {
    await saveResetToken(tx, { email, tokenHash: sha256Hex(token), createdAt: now })
    // To the address asked for: the user was found by it.
    await queueMessage(
      { db: tx, config: deps.config, now },
      {
        kind: 'reset-password',
        to: { ...user, email },
        url: resetPageUrl(deps.config.appUrl, token, email),
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
