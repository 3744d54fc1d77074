import type { ServerMessageKey } from '@rezervo/shared'
import { serverMessage } from '@rezervo/shared'
import type { FastifyError, FastifyInstance } from 'fastify'
import { HttpError } from '../http/errors'

/**
 * An HttpError whose answer also carries a machine-readable `code`, so the calendar can tell "out of working
 * hours, ask to confirm" from "clash, pick another time" without matching message texts:
 * `409 {"message":"…","code":"out_of_working_hours"}`.
 */
export class CodedHttpError extends HttpError {
  constructor(
    status: number,
    readonly code: string,
    messageKey: ServerMessageKey,
    params: Record<string, string | number> = {},
  ) {
    super(status, messageKey, params)
  }
}

/**
 * The shared error handler (plugins/error-handler.ts) answers `{ message }` only. This adapter, installed in
 * an encapsulated scope, adds `code` for CodedHttpError and hands every other error to that handler by
 * rethrowing it (Fastify passes an error thrown by a handler to the parent scope's handler).
 */
export function answerCodedErrors(scope: FastifyInstance) {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    if (!(error instanceof CodedHttpError)) throw error
    return reply.status(error.status).send({
      message: serverMessage(error.messageKey, request.locale, error.params),
      code: error.code,
    })
  })
}
