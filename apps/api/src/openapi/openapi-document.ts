/**
 * How the OpenAPI document at /api/docs is written: @fastify/swagger reads each route's zod schemas through
 * fastify-type-provider-zod's jsonSchemaTransform, and this module adds what the routes do not say one by
 * one: the servers, the security schemes and which ones each operation needs, a stable operationId, and the
 * media type of the responses that are files. `npm run lint:openapi` lints the result with redocly.
 */
import type { SwaggerOptions } from '@fastify/swagger'
import { SESSION_COOKIE } from '@rezervo/shared'
import type { RouteOptions } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { MUTATING_METHODS, requireUser, requireVerifiedUser } from '../auth'
import { COMPANY_SCOPE_PREFIX } from '../company-access'
import type { AppConfig } from '../config'
import { fileResponseMediaTypes } from '../http/openapi'
import { withNullInNullableEnums } from './nullable-enums'
import { operationIdOf } from './openapi-operation-id'
import { withRouterAnswers } from './router-answers-document'

export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The session cookie. GET /sanctum/csrf-cookie starts a visitor session (and sets the XSRF-TOKEN cookie); POST /login signs it in.',
  },
  xsrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description:
      'The XSRF-TOKEN cookie of the session, echoed on every POST, PUT, PATCH and DELETE; else 419. (X-CSRF-TOKEN with the plain token works too.)',
  },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A user's personal access token (Authorization: Bearer …); requests with one need no CSRF token.",
  },
  providerSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Stripe-Signature',
    description:
      "The payment provider's signature over the raw body (decision 034); such a call carries no session and no CSRF token.",
  },
} as const

type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>

const USER_GUARDS: ReadonlySet<unknown> = new Set([requireUser, requireVerifiedUser])

/** A route answers 401 to visitors: a sign-in guard of its own, or the company scope's access check. */
function requiresUser(route: RouteOptions): boolean {
  if (route.url.startsWith(COMPANY_SCOPE_PREFIX)) return true
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat()
  return hooks.some((hook) => USER_GUARDS.has(hook))
}

/**
 * What an operation needs, as the session plugin enforces it: a state-changing call needs the session with its
 * CSRF token echoed in the header, or a bearer token; a call for signed-in users needs the session or a bearer
 * token. A public state-changing call (book, sign in) needs a visitor's session and CSRF token, never a token;
 * a public read needs nothing. So `bearerToken` is listed exactly when a signed-in user is required.
 */
export function securityOf(method: string, route: RouteOptions): SecurityRequirement[] {
  if (route.config?.signedByCaller) return [{ providerSignature: [] }]
  const mutating = MUTATING_METHODS.has(method.toUpperCase())
  const session: SecurityRequirement = mutating
    ? { sessionCookie: [], xsrfHeader: [] }
    : { sessionCookie: [] }
  if (requiresUser(route)) return [session, { bearerToken: [] }]
  return mutating ? [session] : []
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0]
type TransformedSchema = Record<string, unknown> & { hide?: boolean; response?: Record<string, unknown> }

/** A response the zod schema marks as a file (fileResponse): described with its media types, not as JSON. */
function fileResponses(routeSchema: TransformInput['schema'], response: Record<string, unknown> | undefined) {
  if (!response) return response
  const declared = (routeSchema as { response?: Record<string, unknown> } | undefined)?.response ?? {}
  return Object.fromEntries(
    Object.entries(response).map(([status, schema]) => {
      const mediaTypes = fileResponseMediaTypes(declared[status])
      if (!mediaTypes) return [status, schema]
      const { description } = schema as { description?: string }
      const fileSchema = { type: 'string', format: 'binary' }
      return [
        status,
        {
          description,
          content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: fileSchema }])),
        },
      ]
    }),
  )
}

const ETAG_HEADER = {
  ETag: {
    type: 'string',
    description: "The record's strong entity tag; send it back as If-Match to update only this version.",
  },
}

/**
 * A route that names its record (`config.record`, http/record-version.ts, decision 027): its 200 answer
 * carries the ETag, and a write takes an optional If-Match and answers 412 stale_record when it is stale.
 */
function recordVersioning(method: string, route: RouteOptions, schema: TransformedSchema): TransformedSchema {
  if (!route.config?.record) return schema
  const response = { ...schema.response }
  const ok = response['200'] as Record<string, unknown> | undefined
  // A deletion's answer names no version left to send back.
  if (ok && method !== 'DELETE') response['200'] = { ...ok, headers: ETAG_HEADER }
  if (method === 'GET') return { ...schema, response }
  const headers = (schema.headers as { properties?: Record<string, unknown> } | undefined) ?? {}
  return {
    ...schema,
    headers: {
      type: 'object',
      ...headers,
      properties: {
        ...headers.properties,
        'if-match': {
          type: 'string',
          description:
            'Optional: the ETag of the version this change is made to; another version answers 412 stale_record.',
        },
      },
    },
    response: {
      ...response,
      '412': {
        description: 'Someone else changed the record since the ETag of If-Match (code stale_record).',
        type: 'object',
        properties: { message: { type: 'string' }, code: { type: 'string', enum: ['stale_record'] } },
        required: ['message', 'code'],
      },
    },
  }
}

/** jsonSchemaTransform, then operationId, security and file responses; operationIds must not repeat. */
export function createOpenApiTransform() {
  const owners = new Map<string, string>()
  return (input: TransformInput) => {
    const transformed = jsonSchemaTransform(input)
    const schema = transformed.schema as TransformedSchema | undefined
    if (!schema || schema.hide) return transformed
    const route = (input as TransformInput & { route: RouteOptions }).route
    const methods = [route.method].flat().filter((method) => method !== 'HEAD')
    if (methods.length === 0) return transformed
    if (methods.length > 1)
      throw new Error(`${route.url}: one method per documented route, for its operationId`)
    const method = methods[0]!
    const path = transformed.url.replace(/:(\w+)/g, '{$1}')
    const operationId = operationIdOf(method, path)
    const owner = `${method} ${path}`
    // @fastify/swagger calls the transform again each time it rebuilds the document, for the same routes.
    if ((owners.get(operationId) ?? owner) !== owner) {
      throw new Error(`operationId ${operationId} of ${owner} is taken by ${owners.get(operationId)}`)
    }
    owners.set(operationId, owner)
    const versioned = withRouterAnswers(method, recordVersioning(method, route, schema), {
      companyScoped: route.url.startsWith(COMPANY_SCOPE_PREFIX),
    })
    return {
      ...transformed,
      schema: {
        ...versioned,
        operationId,
        security: securityOf(method, route),
        response: fileResponses(input.schema, versioned.response),
      },
    }
  }
}

export function openApiOptions(config: AppConfig): SwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Rezervo API',
        version: '1.0.0',
        description:
          'Booking and reservations for service businesses. Beside what each operation lists: a known path called with a method it does not answer is 405 with Allow and {message, code: method_not_allowed}; an unknown path is 404; a query parameter an operation does not declare is 422 naming it (decision 073).',
      },
      servers: [{ url: config.appUrl }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: createOpenApiTransform(),
    transformObject: ({ openapiObject }: { openapiObject: object }) => withNullInNullableEnums(openapiObject),
  } as SwaggerOptions
}
