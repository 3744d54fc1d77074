import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { FieldValidationError } from '../http/errors'

/** The first path ('customer.first_name', 'search') whose text holds a NUL character, if any. */
export function pathOfNulCharacter(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : undefined
  if (!value || typeof value !== 'object' || ArrayBuffer.isView(value)) return undefined
  for (const [key, entry] of Object.entries(value)) {
    const found = pathOfNulCharacter(entry, path ? `${path}.${key}` : key)
    if (found) return found
  }
  return undefined
}

/**
 * PostgreSQL cannot store a NUL character in text and fails the query, which would answer 500. A NUL is
 * never what a person typed, so any API request that carries one in its params, query or JSON body is
 * refused up front with a 422 on that field.
 */
export const nulCharacterPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    // Only the API's routes, which all declare a schema that the docs show: a page load (the app's HTML, a
    // static file) keeps working whatever its query says, and the app itself deals with it.
    const schema = request.routeOptions.schema
    if (!schema || schema.hide) return
    const field =
      pathOfNulCharacter(request.params) ??
      pathOfNulCharacter(request.query) ??
      pathOfNulCharacter(request.body)
    if (field) throw new FieldValidationError({ [field]: ['string'] })
  })
})
