/**
 * The conformance walk's pieces (openapi/openapi-conformance.integration.test.ts, decision 073): requests
 * generated from the OpenAPI document's schemas with fast-check, and the check of an answer against what the
 * document says of it (status, media type, body schema with ajv and ajv-formats, response headers).
 */
import { Ajv, type ValidateFunction } from 'ajv'
import addFormatsModule from 'ajv-formats'
import fc from 'fast-check'

export interface Schema {
  type?: string
  format?: string
  description?: string
  pattern?: string
  enum?: unknown[]
  nullable?: boolean
  anyOf?: Schema[]
  oneOf?: Schema[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  additionalProperties?: Schema | boolean
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  default?: unknown
}

interface Response {
  description?: string
  content?: Record<string, { schema?: Schema }>
  headers?: Record<string, unknown>
}

export interface DocumentedOperation {
  method: string
  path: string
  parameters: { in: string; name: string; required?: boolean; schema?: Schema }[]
  body: Schema | undefined
  responses: Record<string, Response>
}

interface Document {
  paths: Record<
    string,
    Record<
      string,
      Omit<DocumentedOperation, 'method' | 'path' | 'body' | 'parameters'> & {
        parameters?: DocumentedOperation['parameters']
        requestBody?: { content?: Record<string, { schema?: Schema }> }
      }
    >
  >
}

export function documentedOperations(document: Document): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
      responses: operation.responses,
    })),
  )
}

/** Values the schema alone cannot give: ids of real records, a real slug, a known password. */
export type Known = Record<string, unknown>

const INT4 = 2_147_483_647
const DAY = 86_400_000
/** Dates and instants near the fixtures' clock, so that some requests reach past the range checks. */
const dates = fc.integer({ min: -400, max: 400 }).map((days) => new Date(Date.UTC(2026, 10, 23) + days * DAY))

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date') return dates.map((date) => date.toISOString().slice(0, 10))
  if (schema.format === 'date-time')
    return fc
      .tuple(dates, fc.integer({ min: 0, max: 95 }))
      .map(([date, quarter]) =>
        new Date(date.getTime() + quarter * 900_000).toISOString().replace('.000Z', 'Z'),
      )
  if (schema.format === 'email') return fc.emailAddress().filter((email) => email.length <= 255)
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).map((text) => text.slice(0, 255))
  const minLength = schema.minLength ?? 0
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)) })
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const lowest =
    schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -INT4)
  const min = Math.max(lowest, -INT4)
  const max = Math.min(schema.maximum ?? INT4, INT4)
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
}

/** A value the schema allows (as far as JSON Schema can say): `known` values are offered by property name. */
export function arbitraryOf(schema: Schema, known: Known, name?: string): fc.Arbitrary<unknown> {
  const own = schemaArbitrary(schema, known)
  const withNull = schema.nullable ? fc.oneof(own, fc.constant(null)) : own
  if (name === undefined || !(name in known)) return withNull
  // Mostly the real record: a random id would only ever meet 404.
  return fc.oneof({ weight: 3, arbitrary: fc.constant(known[name]) }, { weight: 1, arbitrary: withNull })
}

function schemaArbitrary(schema: Schema, known: Known): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf
  if (options) return fc.oneof(...options.map((option) => arbitraryOf(option, known)))
  if (schema.enum) return fc.constantFrom(...schema.enum)
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema)
    case 'integer':
      return numberArbitrary(schema, true)
    case 'number':
      return numberArbitrary(schema, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, known), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      })
    case 'object':
      return objectArbitrary(schema, known)
    default:
      return schema.properties ? objectArbitrary(schema, known) : fc.constant(null)
  }
}

function objectArbitrary(schema: Schema, known: Known): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, arbitraryOf(property, known, name)]),
  )
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) })
}

/** `count` requests' worth of values, the same ones for the same seed. */
export function sampleOf<T>(arbitrary: fc.Arbitrary<T>, seed: number, count: number): T[] {
  return fc.sample(arbitrary, { seed, numRuns: count })
}

/**
 * A body the document refuses: a required property left out, else one given a value of no type it allows
 * (an object inside an array, which no string, number or id accepts).
 */
export function violatingBody(
  schema: Schema,
  valid: Record<string, unknown>,
): Record<string, unknown> | undefined {
  const [required] = schema.required ?? []
  if (required !== undefined) {
    const { [required]: _left, ...rest } = valid
    return rest
  }
  const [property] = Object.entries(schema.properties ?? {}).filter(([, field]) => field.type !== 'object')
  return property ? { ...valid, [property[0]]: [{ violating: true }] } : undefined
}

/**
 * A value of the right JSON type that breaks the format the document states for it (issue 38): an email
 * without @, a day February does not have, an instant without its offset, an id past the largest integer the
 * database stores, a phone that is no number. Undefined when the schema states none of these.
 */
export function formatBreakerOf(schema: Schema): unknown {
  for (const option of schema.anyOf ?? schema.oneOf ?? []) {
    const breaker = formatBreakerOf(option)
    if (breaker !== undefined) return breaker
  }
  if (schema.type === 'integer' && schema.maximum === INT4) return INT4 + 1
  if (schema.type !== 'string' || schema.enum) return undefined
  if (schema.format === 'email') return 'zakaznik.bez.zavinace.example.cz'
  if (schema.format === 'date') return '2026-02-30'
  if (schema.format === 'date-time') return '2026-11-25T10:00:00'
  // Phones are taken written any usual way, so the document describes them rather than giving a pattern.
  if (/E\.164/.test(schema.description ?? '')) return 'abc'
  return undefined
}

/** A body with one value's format broken: which property (dotted when nested), the value put there. */
export interface BrokenBody {
  field: string
  value: unknown
  body: Record<string, unknown>
}

/** Where a body holds a value with a format to break: each property path (an array by its first item). */
export function bodyFormatBreakers(schema: Schema, valid: unknown): BrokenBody[] {
  const base: Record<string, unknown> =
    valid !== null && typeof valid === 'object' && !Array.isArray(valid) ? { ...valid } : {}
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]): BrokenBody[] => {
    const breaker = formatBreakerOf(property)
    if (breaker !== undefined) return [{ field: name, value: breaker, body: { ...base, [name]: breaker } }]
    const itemBreaker =
      property.type === 'array' && property.items ? formatBreakerOf(property.items) : undefined
    if (itemBreaker !== undefined)
      return [{ field: name, value: itemBreaker, body: { ...base, [name]: [itemBreaker] } }]
    const nested = property.properties ? property : (property.anyOf ?? []).find((option) => option.properties)
    if (!nested) return []
    const inner = base[name]
    return bodyFormatBreakers(nested, inner).map((broken) => ({
      ...broken,
      field: `${name}.${broken.field}`,
      body: { ...base, [name]: broken.body },
    }))
  })
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv
const ajv = addFormats(new Ajv({ strict: false, allErrors: true }))
ajv.addFormat('binary', true)
const validators = new WeakMap<object, ValidateFunction>()

function validatorOf(schema: Schema): ValidateFunction {
  let validate = validators.get(schema)
  if (!validate) {
    validate = ajv.compile(schema)
    validators.set(schema, validate)
  }
  return validate
}

export interface Answer {
  statusCode: number
  headers: Record<string, unknown>
  body: string
  json(): unknown
}

/** What is wrong with the answer for what the document says of the operation; empty when nothing is. */
export function conformanceProblems(operation: DocumentedOperation, answer: Answer): string[] {
  const { statusCode } = answer
  if (statusCode >= 500) return [`${statusCode}: ${answer.body.slice(0, 200)}`]
  const response = operation.responses[String(statusCode)] ?? operation.responses.default
  if (!response) return [`status ${statusCode} is not documented: ${answer.body.slice(0, 160)}`]
  const problems: string[] = []
  for (const header of Object.keys(response.headers ?? {}))
    if (answer.headers[header.toLowerCase()] === undefined)
      problems.push(`${statusCode} lacks header ${header}`)
  const content = response.content ?? {}
  const type = String(answer.headers['content-type'] ?? '')
    .split(';', 1)[0]!
    .trim()
  if (Object.keys(content).length === 0) {
    if (answer.body !== '')
      problems.push(`${statusCode} documents no body, got ${type}: ${answer.body.slice(0, 80)}`)
    return problems
  }
  const documented = content[type]
  if (!documented) return [...problems, `${statusCode} as ${type || 'no type'} is not documented`]
  if (type !== 'application/json' || !documented.schema) return problems
  const validate = validatorOf(documented.schema)
  if (!validate(answer.json()))
    problems.push(
      `${statusCode} body does not match: ${ajv.errorsText(validate.errors?.slice(0, 3))} in ${answer.body.slice(0, 160)}`,
    )
  return problems
}
