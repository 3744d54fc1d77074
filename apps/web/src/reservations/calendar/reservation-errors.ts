import { apiErrorText } from '../../lib/api-error-text'
import { ApiError } from '../../lib/api-errors'
import { currentLocale } from '../../lib/i18n'

/**
 * The text to show for a failed reservation write. A 409 (a clash names the clashing reservation's time, the
 * company has no IBAN …) and a 412 (changed by someone else meanwhile) show the server's own sentence, already
 * in the UI language; the rest follow §8.
 */
export function reservationErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 409 && error.message) return error.message
  // Someone else changed the reservation since it was opened (If-Match, decision 027): the server's sentence.
  if (error instanceof ApiError && error.status === 412 && error.message) return error.message
  return apiErrorText(error, { fallback }, currentLocale())
}
