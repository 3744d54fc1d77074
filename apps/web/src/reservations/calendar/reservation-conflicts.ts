import { ApiError } from '../../lib/api-errors'

/** The calendar's 409s carry a machine-readable code next to the translated message. */
function conflictCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined
  const body = error.body as { code?: unknown } | undefined
  return typeof body?.code === 'string' ? body.code : undefined
}

/** The API refused a time outside the worker's hours until the user confirms it. */
export const isOutOfWorkingHours = (error: unknown) => conflictCode(error) === 'out_of_working_hours'

/**
 * `reservationErrorText` for the calendar's own writes (a drag, its undo): the error texts and their catalogue
 * (about 6 KB gzipped, both languages) load when a write fails rather than with the calendar (decision 048).
 * Should that download fail too, the action's own fallback is said.
 */
export async function failedWriteText(error: unknown, fallback: string): Promise<string> {
  try {
    const { reservationErrorText } = await import('./reservation-errors')
    return reservationErrorText(error, fallback)
  } catch {
    return fallback
  }
}
