/** Errors the API client throws; screens and the query cache decide what to show (see api-error-text.ts). */

/** Laravel's validation shape: every field's messages. */
export type FieldErrors = Record<string, string[]>

/** Which request failed: the CSRF bootstrap before a mutation, or the request itself (spec §8 maps them apart). */
export type ApiPhase = 'csrf' | 'request'

/** The server answered with a status outside 2xx. */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldErrors = {},
    readonly phase: ApiPhase = 'request',
    readonly body: unknown = undefined,
    /** The answer's Retry-After in seconds (a 429), when it gave one. */
    readonly retryAfterSeconds: number | undefined = undefined,
  ) {
    super(message)
  }
}

/** No answer at all: offline, DNS, refused connection, CORS. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError'

  constructor(
    readonly phase: ApiPhase = 'request',
    options?: { cause?: unknown },
  ) {
    super('The server did not respond.', options)
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status)
}
