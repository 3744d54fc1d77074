import {
  LOGIN_DECAY_SECONDS,
  LOGIN_MAX_ATTEMPTS,
  type Locale,
  type Profile,
  type ProfileValues,
} from '@rezervo/shared'
import type { FastifyRequest } from 'fastify'
import type { AppDeps } from '../app-deps'
import type { AccountDeps } from '../auth'
import {
  bearerTokenOf,
  findUserByEmail,
  findUserById,
  queueVerificationEmail,
  sessionAccessToken,
  sha256Hex,
  type UserRow,
  updateUserPassword,
} from '../auth'
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/errors'
import { FieldValidationError, HttpError } from '../http/errors'
import { hashPassword, verifyPassword } from '../lib/password-hash'
import { clearAttempts, type RateLimitRule, takeAttempt } from '../rate-limit'
import { changeEmailRow, endOtherSessions, updateProfileRow } from './repository'

/** Guessing the password through these forms is throttled like signing in. */
const PASSWORD_CHECK_RULE: RateLimitRule = {
  maxAttempts: LOGIN_MAX_ATTEMPTS,
  windowSeconds: LOGIN_DECAY_SECONDS,
}

export function toProfileJson(row: UserRow): Profile {
  return {
    id: row.id,
    first_name: row.firstName,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    locale: row.locale as Locale,
    email_verified: row.emailVerifiedAt !== null,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
  }
}

async function loadUser(deps: AppDeps, userId: number) {
  const row = await findUserById(deps.database.db, userId)
  if (!row) throw new HttpError(401, 'unauthenticated')
  return row
}

/**
 * The password must match before a sensitive change. Each check takes a slot of a throttle first, in one
 * statement with its count, so parallel requests cannot get more passwords checked (decision 021); a match
 * clears the count.
 */
async function checkPassword(deps: AppDeps, user: UserRow, password: string, field: string) {
  const { db } = deps.database
  const key = `profile-password:${user.id}`
  const throttle = await takeAttempt(db, key, PASSWORD_CHECK_RULE, deps.clock.now())
  if (!throttle.allowed) {
    throw new HttpError(
      429,
      'tooManyRequests',
      {},
      { headers: { 'retry-after': String(throttle.retryAfterSeconds) } },
    )
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new FieldValidationError({ [field]: ['current_password'] })
  }
  await clearAttempts(db, key)
}

export async function getProfile(deps: AppDeps, userId: number) {
  return { data: toProfileJson(await loadUser(deps, userId)) }
}

export async function updateProfile(deps: AppDeps, userId: number, input: ProfileValues) {
  const row = await updateProfileRow(
    deps.database.db,
    userId,
    { firstName: input.first_name, surname: input.surname, phone: input.phone, locale: input.locale },
    deps.clock.now(),
  )
  return { data: toProfileJson(row) }
}

/** A new password ends every other session and token, so a thief's session dies with the old password. */
export async function changePassword(
  deps: AppDeps,
  request: FastifyRequest,
  userId: number,
  input: { current_password: string; password: string },
) {
  const user = await loadUser(deps, userId)
  await checkPassword(deps, user, input.current_password, 'current_password')
  const { db } = deps.database
  const keptToken = sessionAccessToken(request) ?? bearerTokenOf(request.headers.authorization) ?? null
  await updateUserPassword(db, userId, await hashPassword(input.password), deps.clock.now())
  await endOtherSessions(db, userId, {
    sessionIdHash: request.session ? sha256Hex(request.session.id) : null,
    tokenHash: keptToken ? sha256Hex(keptToken) : null,
  })
}

/**
 * A new email is unverified until its owner follows the link sent to it; the dashboard waits for that
 * (409 until then). Links sent to the old address stop working, as they are bound to the address.
 */
export async function changeEmail(
  deps: AccountDeps,
  userId: number,
  input: { email: string; password: string },
) {
  const user = await loadUser(deps, userId)
  await checkPassword(deps, user, input.password, 'password')
  if (input.email === user.email) return { data: toProfileJson(user) }
  const { db } = deps.database
  const taken = () => new FieldValidationError({ email: ['unique'] })
  if (await findUserByEmail(db, input.email)) throw taken()
  try {
    const row = await changeEmailRow(db, userId, input.email, deps.clock.now(), (tx, updated) =>
      queueVerificationEmail(deps, tx, updated),
    )
    deps.mail.deliverSoon()
    return { data: toProfileJson(row) }
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw taken()
    throw error
  }
}
