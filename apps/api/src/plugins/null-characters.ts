import { isStorableText } from '@rezervo/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import fp from 'fastify-plugin'
import { FieldValidationError } from '../http/errors'

/**
 * The first path ('customer.first_name', 'search') whose text PostgreSQL cannot store (a NUL character or a
 * lone UTF-16 surrogate), if any. Keys are looked at too: a JSON body's keys can carry either as well. Walked
 * with an explicit stack rather than by recursion, so no nesting can overflow the call stack (the JSON parser
 * refuses bodies deeper than 32 first anyway, decision 063).
 */
export function pathOfUnstorableText(value: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }]
  for (let next = 0; next < pending.length; next += 1) {
    const { value: entry, path } = pending[next]!
    if (typeof entry === 'string') {
      if (!isStorableText(entry)) return path || 'value'
      continue
    }
    if (!entry || typeof entry !== 'object' || ArrayBuffer.isView(entry)) continue
    for (const [key, inner] of Object.entries(entry)) {
      if (!isStorableText(key)) return path || 'value'
      pending.push({ value: inner, path: path ? `${path}.${key}` : key })
    }
  }
  return undefined
}

/**
 * PostgreSQL cannot store a NUL character in text, nor a lone UTF-16 surrogate in text or jsonb, and fails
 * the query, which would answer 500. Neither is ever what a person typed, so any API request that carries one
 * in its params, query or JSON body is refused up front with a 422 'characters' on that field. The text
 * builders of the shared schemas (freeText) refuse the same, so a form says it in the browser already; this
 * hook covers every other string, whatever schema a route has (decision 020).
 */
export const nulCharacterPlugin = fp(async (app: FastifyInstance) => {
  app.addHook(
    'preValidation',
    (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      // Only the API's routes, which all declare a schema that the docs show: a page load (the app's HTML, a
      // static file) keeps working whatever its query says, and the app itself deals with it.
      const schema = request.routeOptions.schema
      if (!schema || schema.hide) return done()
      const field =
        pathOfUnstorableText(request.params) ??
        pathOfUnstorableText(request.query) ??
        pathOfUnstorableText(request.body)
      done(field ? new FieldValidationError({ [field]: ['characters'] }) : undefined)
    },
  )
})
