/**
 * What every operation can answer before or beside its own handler, as the OpenAPI document states it
 * (decision 073): the router's 414 and 400 on the path, the JSON body's 400 and 413, the 422 of a body or
 * query the schemas refuse (an undeclared query parameter among them, plugins/strict-input.ts), and the 503
 * with Retry-After of a database that cannot be reached (decision 072).
 */
import { MUTATING_METHODS } from '../auth'
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/errors'
import { MAX_PATH_PARAM_LENGTH } from '../plugins/router-answers'

type JsonSchema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> }
type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown>; params?: JsonSchema }

const messageBody = (description: string, codes?: string[]) => ({
  description,
  type: 'object',
  properties: {
    message: { type: 'string' },
    code: codes ? { type: 'string', enum: codes } : { type: 'string' },
  },
  required: codes ? ['message', 'code'] : ['message'],
})

const VALIDATION_BODY = {
  description:
    'The body or query is not valid: the first message, and every field’s messages (an undeclared query parameter is a field error of its own name).',
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['message', 'errors'],
}

const PATH_ANSWERS = {
  '400': messageBody(
    'The address is not valid, or the JSON body is not (“Tělo požadavku není platný JSON”).',
  ),
  '414': messageBody(
    `A path parameter is longer than ${MAX_PATH_PARAM_LENGTH} characters (code uri_too_long).`,
    ['uri_too_long'],
  ),
}

const BODY_ANSWERS = {
  '400': messageBody(
    'The body is not valid JSON (“Tělo požadavku není platný JSON”), or its shape is refused (json_too_deep, json_too_many_members, json_duplicate_key).',
  ),
  '413': messageBody('The body is larger than the limit.'),
  '422': VALIDATION_BODY,
}

/** Each string path parameter no longer than the router takes, as the router refuses longer ones with 414. */
function boundedParams(params: JsonSchema | undefined): JsonSchema | undefined {
  if (!params?.properties) return params
  const properties = Object.fromEntries(
    Object.entries(params.properties).map(([name, property]) => [
      name,
      property.type === 'string'
        ? {
            ...property,
            maxLength: Math.min(Number(property.maxLength ?? MAX_PATH_PARAM_LENGTH), MAX_PATH_PARAM_LENGTH),
          }
        : property,
    ]),
  )
  return { ...params, properties }
}

/**
 * A change by a member other than the owner, on a plan without staff roles (company-access-check.ts): any
 * company-scoped write can be refused with it.
 */
const STAFF_PLAN_LIMIT = {
  description:
    'The company’s plan does not let staff change anything (code plan_limit, with the plan page as link).',
  type: 'object',
  properties: { message: { type: 'string' }, code: { type: 'string' }, link: { type: 'string' } },
  required: ['message'],
}

const RETRY_AFTER = {
  'Retry-After': { type: 'integer', description: 'Seconds until the next attempt is counted again.' },
}

const UNAVAILABLE_RETRY_AFTER = {
  'Retry-After': {
    type: 'integer',
    description: `Seconds after which trying again may help (${DATABASE_RETRY_AFTER_SECONDS} while the database is away).`,
  },
}

/**
 * Every operation touches the database: the session plugin loads the caller's session from it before any
 * route runs (a write, or a request with a session cookie or a bearer token), and the routes read or write it.
 * While it cannot be reached, the error handler answers this (decision 072).
 */
const DATABASE_UNAVAILABLE = messageBody(
  'The database cannot be reached for a moment (“Databáze je dočasně nedostupná. Zkuste to prosím za chvíli.”); try again after Retry-After.',
)

/**
 * Each 429 and 503 states the Retry-After it is sent with. A route's own 503 (the payment provider's, the
 * health check's) keeps its body and description: the error handler sends Retry-After on every 503.
 */
function withRetryAfter(response: Record<string, unknown>): Record<string, unknown> {
  const tooMany = response['429'] as Record<string, unknown> | undefined
  const unavailable = response['503'] as Record<string, unknown>
  return {
    ...response,
    ...(tooMany ? { '429': { ...tooMany, headers: RETRY_AFTER } } : {}),
    '503': { ...unavailable, headers: UNAVAILABLE_RETRY_AFTER },
  }
}

/** The operation's schema with the answers above added where it does not already declare them. */
export function withRouterAnswers(
  method: string,
  schema: RouteSchema,
  options: { companyScoped: boolean },
): RouteSchema {
  const added: Record<string, unknown> = { '503': DATABASE_UNAVAILABLE }
  const hasPathParams = Object.keys(schema.params?.properties ?? {}).length > 0
  const mutating = MUTATING_METHODS.has(method.toUpperCase())
  if (hasPathParams) Object.assign(added, PATH_ANSWERS)
  if (mutating) Object.assign(added, BODY_ANSWERS)
  if (mutating && options.companyScoped) added['402'] = STAFF_PLAN_LIMIT
  if (schema.querystring) added['422'] = VALIDATION_BODY
  return {
    ...schema,
    ...(hasPathParams ? { params: boundedParams(schema.params) } : {}),
    response: withRetryAfter({ ...added, ...schema.response }),
  }
}
