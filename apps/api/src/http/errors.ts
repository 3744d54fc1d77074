import type { ServerMessageKey } from '@rezervo/shared'

/**
 * Domain code throws these; the error handler (plugins/error-handler.ts) is the one place that turns
 * them into HTTP answers in the request's language.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: ServerMessageKey,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey)
  }
}

/** A catalogue key ('unique', 'min:8') or a server sentence with parameters. */
export type FieldMessage = string | { key: ServerMessageKey; params?: Record<string, string | number> }

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

export const notFound = () => new HttpError(404, 'notFound')
export const forbidden = () => new HttpError(403, 'forbidden')
