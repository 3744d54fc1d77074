import { VERIFICATION_LINK_TTL_MINUTES, VERIFICATION_MAX_ATTEMPTS_PER_MINUTE } from '@rezervo/shared'
import type { DatabaseOrTransaction } from '../db/client'
import { HttpError } from '../http/errors'
import { queueMessage } from '../messaging'
import { consumeAttempt, type RateLimitRule } from '../rate-limit'
import type { AccountDeps } from './account-deps'
import { secretsEqual } from './random-token'
import { findUserByEmail, findUserById, markEmailVerified, type UserRow } from './user-repository'
import {
  createVerificationLink,
  emailHash,
  hasExpired,
  hasValidSignature,
  type VerificationLink,
  verificationPageUrl,
} from './verification-url'

/** Laravel's throttle:6,1 on both verification calls. */
const VERIFICATION_RULE: RateLimitRule = {
  maxAttempts: VERIFICATION_MAX_ATTEMPTS_PER_MINUTE,
  windowSeconds: 60,
}

async function throttleVerification(deps: AccountDeps, key: string) {
  const decision = await consumeAttempt(deps.database.db, key, VERIFICATION_RULE, deps.clock.now())
  if (!decision.allowed) {
    throw new HttpError(
      429,
      'verificationThrottled',
      {},
      { headers: { 'retry-after': String(decision.retryAfterSeconds) } },
    )
  }
}

/** Queues the verification email in the user's saved language (in the caller's transaction, if any). */
export async function queueVerificationEmail(deps: AccountDeps, db: DatabaseOrTransaction, user: UserRow) {
  const link = createVerificationLink(deps.config.appSecret, user.id, user.email, deps.clock.now())
  await queueMessage(
    { db, config: deps.config, now: deps.clock.now() },
    {
      kind: 'verify-email',
      to: user,
      url: verificationPageUrl(deps.config.appUrl, link),
      validMinutes: VERIFICATION_LINK_TTL_MINUTES,
    },
  )
}

/**
 * POST /email/verification-notification: a new link for an unverified account. The answer is the same
 * whether or not the address is registered, so the call cannot be used to probe for accounts.
 */
export async function resendVerificationEmail(deps: AccountDeps, email: string, throttleKey: string) {
  await throttleVerification(deps, `verification-notification:${throttleKey}`)
  const user = await findUserByEmail(deps.database.db, email)
  if (!user || user.emailVerifiedAt) return
  await queueVerificationEmail(deps, deps.database.db, user)
  deps.mail.deliverSoon()
}

/**
 * GET /email/verify/{id}/{hash}: the signed link alone proves the address, so it works in a browser
 * where nobody is signed in. Every try counts towards the throttle, which also stops signature guessing.
 */
export async function verifyEmailLink(
  deps: AccountDeps,
  link: Partial<VerificationLink>,
  throttleKey: string,
) {
  await throttleVerification(deps, `verify-email:${throttleKey}`)
  const now = deps.clock.now()
  const invalid = new HttpError(403, 'verificationInvalid')
  if (!hasValidSignature(deps.config.appSecret, link) || hasExpired({ expires: link.expires ?? '0' }, now)) {
    throw invalid
  }
  const user = await findUserById(deps.database.db, Number(link.id))
  // A link for an old address of the user is as void as a forged one.
  if (!user || !secretsEqual(link.hash ?? '', emailHash(user.email))) throw invalid
  if (user.emailVerifiedAt) throw new HttpError(409, 'verificationUsed')
  // Two clicks at once: the second finds the email verified by the first.
  if (!(await markEmailVerified(deps.database.db, user.id, now))) throw new HttpError(409, 'verificationUsed')
}
