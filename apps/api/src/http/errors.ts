import type { AffectedReservation, Locale, ServerMessageKey } from '@rezervo/shared'

export interface HttpErrorDetails {
  /** Headers of the answer ('retry-after'). */
  headers?: Record<string, string>
  /**
   * A machine-readable reason beside the message, so a client can tell two answers of one status apart
   * without matching texts: `409 {"message":"…","code":"out_of_working_hours"}`.
   */
  code?: string
  /** What the client needs to act on the answer: the affected reservations of a 409 upcoming_reservations. */
  reservations?: AffectedReservation[]
  /** Where the client can act on the answer: a plan limit's `/dashboard/settings/subscription`. */
  link?: string
}

/** A message parameter: a value, or words that depend on the language ("2 pracovníky", "2 workers"). */
export type MessageParam = string | number | ((locale: Locale) => string)

/**
 * Domain code throws these; the error handler (plugins/error-handler.ts) is the one place that turns
 * them into HTTP answers in the request's language: `{ message, code? }`.
 */
export class HttpError extends Error {
  readonly headers: Record<string, string>
  readonly code: string | undefined
  readonly reservations: AffectedReservation[] | undefined
  readonly link: string | undefined

  constructor(
    readonly status: number,
    readonly messageKey: ServerMessageKey,
    readonly params: Record<string, MessageParam> = {},
    details: HttpErrorDetails = {},
  ) {
    super(messageKey)
    this.headers = details.headers ?? {}
    this.code = details.code
    this.reservations = details.reservations
    this.link = details.link
  }
}

/** A catalogue key ('unique', 'min:8') or a server sentence with parameters. */
export type FieldMessage = string | { key: ServerMessageKey; params?: Record<string, MessageParam> }

/** Field errors found by domain code (a taken email, wrong credentials): 422 unless told otherwise. */
export class FieldValidationError extends Error {
  constructor(
    readonly fields: Record<string, FieldMessage[]>,
    readonly status = 422,
    readonly headers: Record<string, string> = {},
  ) {
    super('validation')
  }
}

/** How soon a client may try again while the database is away (503, decision 072): a restart takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

export const notFound = () => new HttpError(404, 'notFound')
export const forbidden = () => new HttpError(403, 'forbidden')
