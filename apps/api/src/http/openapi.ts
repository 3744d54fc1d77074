import { affectedReservationSchema } from '@rezervo/shared'
import { z } from 'zod'

/** `code` is there when the error carries one (HttpError's details): 'reservation_clash' … */
const messageBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  /** 409 upcoming_reservations: the reservations that hang on what was to be deleted. */
  reservations: z.array(affectedReservationSchema).optional(),
  /** 402 plan_limit: the page where the plan can be changed (/dashboard/settings/subscription). */
  link: z.string().optional(),
})
const validationBody = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) })

/**
 * Response schemas of the error answers a route can give, for the OpenAPI document (and for serializing
 * them: a key the schema lacks is left out of the answer).
 */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, status === 422 ? validationBody : messageBody]),
  ) as Record<number, typeof messageBody | typeof validationBody>
}

const fileMediaTypes = new WeakMap<object, readonly string[]>()

/**
 * The schema of a response that is a file (a CSV export, an .ics event, a photo) rather than JSON, sent as a
 * string or a Buffer, which Fastify sends as they are; the document (openapi-document.ts) declares it with
 * these media types. `Body` only types the handler's reply.
 */
export function fileResponse<Body extends string | Buffer = string>(
  mediaTypes: readonly [string, ...string[]],
  description: string,
) {
  const schema = z.string().describe(description)
  fileMediaTypes.set(schema, mediaTypes)
  return schema as unknown as z.ZodType<Body>
}

/** The media types of a fileResponse schema; undefined for any other schema. */
export function fileResponseMediaTypes(schema: unknown): readonly string[] | undefined {
  return typeof schema === 'object' && schema !== null ? fileMediaTypes.get(schema) : undefined
}

/** The error answers of a back-office route that reads: not signed in, not a member, not found, … */
export const readErrors = errorResponses(401, 403, 404, 409, 422)

/** The error answers of a back-office route that writes: as reading, and an expired CSRF token (419). */
export const writeErrors = errorResponses(401, 403, 404, 409, 419, 422)

/** The error answers of a write that a plan limits (decision 032): as writing, and 402 plan_limit. */
export const limitedWriteErrors = errorResponses(401, 402, 403, 404, 409, 419, 422)
