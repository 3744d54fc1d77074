import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { FieldValidationError } from '../http/errors'

interface ZodLike {
  shape?: unknown
  _zod?: { def?: { type?: string; in?: ZodLike; out?: ZodLike; innerType?: ZodLike } }
}

/**
 * The property names of a zod object schema (its `shape`), seen through the wrappers routes put around one
 * (z.preprocess, .optional(), .default(), .transform()); undefined for any other schema or none.
 */
function objectKeys(schema: unknown, depth = 0): Set<string> | undefined {
  const zod = schema as ZodLike | undefined
  if (!zod || depth > 5) return undefined
  if (zod.shape && typeof zod.shape === 'object') return new Set(Object.keys(zod.shape))
  const def = zod._zod?.def
  if (def?.type === 'pipe') return objectKeys(def.out, depth + 1) ?? objectKeys(def.in, depth + 1)
  return def?.innerType ? objectKeys(def.innerType, depth + 1) : undefined
}

const isJsonRequest = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A JSON body that is not an object (`null`, `[]`, `1`) on a route whose body is an object or that takes none:
 * 422 `body`, never the route's answer to an empty body (decision 073). A route declaring another kind of body
 * is left to its own schema.
 */
function refuseNonObjectBody(request: FastifyRequest) {
  if (request.body === undefined || !isJsonRequest(request) || isPlainObject(request.body)) return
  const bodySchema = request.routeOptions.schema?.body
  if (bodySchema !== undefined && !objectKeys(bodySchema)) return
  throw new FieldValidationError({ body: ['object'] })
}

/**
 * A query parameter the route's query schema does not name: 422 naming it, not silently dropped, so a client's
 * misspelt filter (`?brnch_id=`) is not read as "no filter" (decision 073). Routes without a query schema take
 * none and are not checked.
 */
function refuseUnknownQueryParameters(request: FastifyRequest) {
  const known = objectKeys(request.routeOptions.schema?.querystring)
  if (!known) return
  const unknown = Object.keys(request.query as Record<string, unknown>).filter((name) => !known.has(name))
  if (unknown.length === 0) return
  throw new FieldValidationError(Object.fromEntries(unknown.map((name) => [name, ['unknownParameter']])))
}

/** Before the route's schemas validate: what they would let through without a word. */
export const strictInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseUnknownQueryParameters(request)
      refuseNonObjectBody(request)
      done()
    } catch (error) {
      done(error as Error)
    }
  })
})
