import type { Locale } from '@rezervo/shared/constants'
import { type AuthAction, authActionFallbacks, httpErrorTexts } from '@rezervo/shared/error-texts/errors'
import { ApiError, type FieldErrors, NetworkError } from './api-errors'

/**
 * The text a screen shows for a failed call (spec §8): 400, 401 and 422 show the response's errors, else the
 * catalogue text; 403, 404 and 500 the catalogue text; no answer the "server is not responding" text; anything
 * else the action's own fallback. A failed CSRF bootstrap counts as the CSRF action whatever the screen did.
 *
 * One addition to the table: a 429 shows the catalogue's "Please wait before retrying." (§8's other user
 * messages) in the UI's language, never the server's sentence, and how long to wait when the answer says
 * (Retry-After), written by Intl ("Zkuste to znovu za 30 s.", "Try again in 2 min.").
 */
/** An account action of spec §8, or another screen's own fallback text. */
export type ErrorAction = AuthAction | { fallback: string }

export function apiErrorText(error: unknown, action: ErrorAction, locale: Locale): string {
  const texts = httpErrorTexts[locale]
  if (error instanceof NetworkError) return texts.noResponse
  const fallback =
    error instanceof ApiError && error.phase === 'csrf'
      ? authActionFallbacks[locale].csrf
      : typeof action === 'string'
        ? authActionFallbacks[locale][action]
        : action.fallback
  if (!(error instanceof ApiError)) return fallback
  switch (error.status) {
    case 400:
    case 401:
    case 422:
      return responseErrors(error.fieldErrors).join(' ') || texts[error.status]
    case 403:
    case 404:
    case 500:
      return texts[error.status]
    case 429:
      return throttledText(error, locale)
    case 402: // plan_limit (decision 032): "Váš tarif Zdarma umožňuje 2 pracovníky."
    // Someone else changed the record meanwhile (If-Match, decision 027): the server's sentence.
    case 412:
      return error.message || fallback
    default:
      return fallback
  }
}

/** A throttled answer: the catalogue's sentence, then the wait when the server named it. */
export function throttledText(error: ApiError, locale: Locale): string {
  const texts = httpErrorTexts[locale]
  const seconds = error.retryAfterSeconds
  if (seconds === undefined) return texts[429]
  const minutes = Math.ceil(seconds / 60)
  const duration = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: seconds < 120 ? 'second' : 'minute',
    unitDisplay: 'short',
  }).format(seconds < 120 ? Math.ceil(seconds) : minutes)
  return `${texts[429]} ${texts.retryIn.replace('{duration}', duration)}`
}

/** Every message of a Laravel `errors` object, each once, in field order. */
export function responseErrors(fieldErrors: FieldErrors): string[] {
  return [...new Set(Object.values(fieldErrors).flat())]
}

export interface PlacedErrors {
  /** The first message of each field the form shows. */
  byField: Record<string, string>
  /** Text for the form's alert: errors of fields the form does not show, or the mapped text of a non-422. */
  formMessage: string | undefined
}

/**
 * Splits a failed form submission: 422 field errors go under their fields, the rest into one alert. When every
 * error found its field, there is no alert: the focused field and its message say it all.
 */
export function placeErrors(
  error: unknown,
  formFields: readonly string[],
  action: ErrorAction,
  locale: Locale,
): PlacedErrors {
  if (!(error instanceof ApiError) || error.status !== 422 || Object.keys(error.fieldErrors).length === 0) {
    return { byField: {}, formMessage: apiErrorText(error, action, locale) }
  }
  const byField: Record<string, string> = {}
  const rest: FieldErrors = {}
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (formFields.includes(field) && messages[0]) byField[field] = messages[0]
    else rest[field] = messages
  }
  const leftover = responseErrors(rest)
  return { byField, formMessage: leftover.length ? leftover.join(' ') : undefined }
}
