import type { Locale } from '@rezervo/shared/constants'
import { httpErrorTexts } from '@rezervo/shared/error-texts/errors'
import type { QueryClient } from '@tanstack/react-query'
import { apiErrorText } from '../../lib/api-error-text'
import { ApiError } from '../../lib/api-errors'
import { notify } from '../../ui/notifications/notification-store'
import { type VerificationLink, verifyEmail } from '../auth-queries'
import { refreshAuthUser } from '../auth-store'
import { readStoredUser } from '../auth-user-storage'

/** Spec §4: the outcomes of a verification link, each shown differently. */
export type VerifyOutcome = 'success' | 'invalid' | 'used' | 'throttled' | 'failed'

export interface VerifyResult {
  outcome: VerifyOutcome
  /** The server's message (success notice, or why it failed); absent when the server gave none. */
  message?: string
}

const outcomeByStatus: Record<number, VerifyOutcome> = { 403: 'invalid', 409: 'used', 429: 'throttled' }

export function verificationLinkFrom(params: URLSearchParams): VerificationLink | undefined {
  const [id, hash, expires, signature] = ['id', 'hash', 'expires', 'signature'].map((name) =>
    params.get(name),
  )
  return id && hash && expires && signature ? { id, hash, expires, signature } : undefined
}

export function failureOf(error: unknown, locale: Locale): VerifyResult {
  if (error instanceof ApiError) {
    const outcome = outcomeByStatus[error.status]
    // Throttled: the catalogue's sentence in the UI's language (the screen's text), not the server's.
    if (outcome === 'throttled') return { outcome }
    if (outcome) return error.message ? { outcome, message: error.message } : { outcome }
  }
  return { outcome: 'failed', message: apiErrorText(error, 'verifyEmail', locale) }
}

/**
 * Calls `email/verify/{id}/{hash}` with the user's bearer token, shows the success message or the failure
 * notice, then refreshes the user (spec §7). A link missing its parts is invalid without asking the server.
 */
export async function completeVerification(
  params: URLSearchParams,
  client: QueryClient,
  locale: Locale,
): Promise<VerifyResult> {
  const link = verificationLinkFrom(params)
  const signedIn = readStoredUser()
  let result: VerifyResult
  if (!link) {
    result = { outcome: 'invalid' }
  } else {
    try {
      const { message } = await verifyEmail(link, signedIn?.token)
      result = { outcome: 'success', message }
    } catch (error) {
      result = failureOf(error, locale)
    }
  }
  if (result.outcome === 'success') notify({ tone: 'success', text: result.message })
  else notify({ tone: 'error', text: httpErrorTexts[locale].verifyEmailFailed })
  if (signedIn) await refreshAuthUser(client).catch(() => undefined)
  return result
}
