import { type Locale, serverMessage, serverValidationMessage } from '@rezervo/shared'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isDatabaseUnavailable } from '../db/errors'
import {
  DATABASE_RETRY_AFTER_SECONDS,
  type FieldMessage,
  FieldValidationError,
  HttpError,
  type MessageParam,
} from '../http/errors'

/** A message's parameters in the request's language: words that depend on it ("1 200 Kč") are asked for it. */
const paramsIn = (params: Record<string, MessageParam>, locale: Locale) =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'function' ? value(locale) : value,
    ]),
  )

/**
 * '(a 1 další chyba)', '(a 2 další chyby)', '(a 5 dalších chyb)': the form chosen by the language's CLDR plural
 * rules, the same Intl.PluralRules i18next chooses its `_one`/`_few`/`_other` keys by in the browser.
 */
export function andMoreErrors(count: number, locale: Locale): string {
  const form = new Intl.PluralRules(locale).select(count)
  if (form === 'one') return serverMessage('andMoreError', locale)
  return serverMessage(form === 'few' ? 'andMoreErrorsFew' : 'andMoreErrors', locale, { count })
}

/** Laravel's 422 shape: the first message, '(and N more errors)', and every field's messages. */
export function validationBody(errors: Record<string, string[]>, locale: Locale) {
  const all = Object.values(errors).flat()
  const rest = all.length - 1
  const more = rest <= 0 ? '' : ` ${andMoreErrors(rest, locale)}`
  return { message: `${all[0] ?? serverMessage('invalidData', locale)}${more}`, errors }
}

function fieldMessageText(message: FieldMessage, field: string, locale: Locale): string {
  return typeof message === 'string'
    ? serverValidationMessage(message, field, locale)
    : serverMessage(message.key, locale, paramsIn(message.params ?? {}, locale))
}

function sendFieldErrors(reply: FastifyReply, error: FieldValidationError, locale: Locale) {
  const errors: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(error.fields)) {
    errors[field] = messages.map((message) => fieldMessageText(message, field, locale))
  }
  return reply.status(error.status).headers(error.headers).send(validationBody(errors, locale))
}

const CLIENT_ERRORS: Record<string, { status: number; key: 'badRequest' | 'payloadTooLarge' }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'badRequest' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'badRequest' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'payloadTooLarge' },
}

/**
 * Every 503 says when to try again, as the OpenAPI document states for every operation (decision 072): a
 * payment provider that did not answer is asked again as soon as the database would be.
 */
const SERVICE_UNAVAILABLE_HEADERS = { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) }

/**
 * The database cannot be reached (a restart, a failover, a cut network; decision 072): the request was not
 * the client's mistake and nothing is wrong with the server's code, so 503 with Retry-After, not 500.
 */
export function sendDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.warn({ err: error, reqId: request.id }, 'database unavailable')
  return reply
    .status(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .send({ message: serverMessage('databaseUnavailable', request.locale) })
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale
    if (hasZodFastifySchemaValidationErrors(error)) {
      const keysByField: Record<string, string[]> = {}
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body'
        keysByField[field] = [...(keysByField[field] ?? []), issue.message ?? 'required']
      }
      const errors: Record<string, string[]> = {}
      for (const [field, keys] of Object.entries(keysByField)) {
        // As in Laravel, a missing value is only 'required': its format and length rules do not apply.
        const shown = keys.includes('required') ? ['required'] : keys
        errors[field] = [...new Set(shown.map((key) => serverValidationMessage(key, field, locale)))]
      }
      return reply.status(422).send(validationBody(errors, locale))
    }
    if (error instanceof FieldValidationError) return sendFieldErrors(reply, error, locale)
    if (error instanceof HttpError) {
      const message = serverMessage(error.messageKey, locale, paramsIn(error.params, locale))
      return reply
        .status(error.status)
        .headers(error.status === 503 ? { ...SERVICE_UNAVAILABLE_HEADERS, ...error.headers } : error.headers)
        .send({
          message,
          ...(error.code === undefined ? {} : { code: error.code }),
          ...(error.reservations === undefined ? {} : { reservations: error.reservations }),
          ...(error.link === undefined ? {} : { link: error.link }),
        })
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined
    if (known) return reply.status(known.status).send({ message: serverMessage(known.key, locale) })
    if (error instanceof SyntaxError && (error as { statusCode?: number }).statusCode === 400) {
      return reply.status(400).send({ message: serverMessage('badRequest', locale) })
    }
    if (isDatabaseUnavailable(error)) return sendDatabaseUnavailable(request, reply, error)
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error')
      return reply.status(status).send({ message: error.message })
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected failure')
    return reply.status(500).send({ message: serverMessage('serverError', locale) })
  })
})
