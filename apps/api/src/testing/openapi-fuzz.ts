/**
 * The field fuzz of foundation/field-fuzz.integration.test.ts: from the OpenAPI document, every operation's
 * parameters and JSON body fields, a valid request built from hints and the field's schema, and for each field
 * a couple of values that are wrong for its kind (an impossible date, year 0000, an id past int4, a lone
 * surrogate, the wrong type).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface JsonSchema {
  type?: string
  format?: string
  enum?: unknown[]
  nullable?: boolean
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  additionalProperties?: JsonSchema | boolean
  minItems?: number
  minimum?: number
  maximum?: number
  default?: unknown
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie'
  name: string
  schema?: JsonSchema
}

export interface Operation {
  method: Method
  /** '/api/v1/companies/{companyId}/items/{itemId}' */
  path: string
  params: Parameter[]
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | undefined
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[]
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
      }
    >
  >
}

const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.includes(method.toUpperCase()))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Method,
        path,
        params: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
  )
}

/** The kind of a field, which decides what is wrong for it. */
export type FieldKind =
  | 'id'
  | 'ids'
  | 'date'
  | 'instant'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'enum'
  | 'string'
  | 'array'
  | 'object'
  | 'unknown'

/** The first alternative that is not just null: 'worker_id' is an id or 'any' or null. */
export function mainSchema(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf
  if (!options) return schema
  return mainSchema(
    options.find((option) => option.type !== 'null' && option.enum?.[0] !== null) ?? options[0]!,
  )
}

const DATE_NAMES = new Set(['from', 'to', 'date'])
const isIdName = (name: string) => /(^|_)id$|Id$|^id$/.test(name)
const isIdsName = (name: string) => /(^|_)ids$/.test(name)

export function kindOf(name: string, raw: JsonSchema): FieldKind {
  const schema = mainSchema(raw)
  if (isIdsName(name) && (schema.type === 'array' || schema.type === 'string')) return 'ids'
  if (isIdName(name) && (schema.type === 'integer' || schema.type === 'number' || schema.type === 'string'))
    return 'id'
  if (schema.type === 'string') {
    if (schema.enum) return 'enum'
    if (schema.format === 'date-time' || /_at$/.test(name)) return 'instant'
    if (schema.format === 'date' || DATE_NAMES.has(name)) return 'date'
    return 'string'
  }
  if (schema.type === 'integer') return 'integer'
  if (schema.type === 'number') return 'number'
  if (schema.type === 'boolean') return schema.enum ? 'enum' : 'boolean'
  if (schema.type === 'array') return 'array'
  if (schema.type === 'object' || schema.properties) return 'object'
  return 'unknown'
}

/**
 * A wrong value: `json` is the JSON text put in a body (so 1e309 can be sent as written), `query` the text of
 * a query or path parameter (already encoded). `refuse`: every route must refuse it, rather than only not fail.
 */
export interface BadValue {
  label: string
  json?: string
  query?: string
  refuse: boolean
}

const text = (value: string) => JSON.stringify(value)

const DATE_VALUES: BadValue[] = [
  { label: 'an impossible day', json: text('2026-02-30'), query: '2026-02-30', refuse: true },
  { label: 'not a date', json: text('abc'), query: 'abc', refuse: true },
  { label: 'year 0000', json: text('0000-01-01'), query: '0000-01-01', refuse: true },
]
const INSTANT_VALUES: BadValue[] = [
  { label: 'year 0000', json: text('0000-01-01T10:00:00Z'), query: '0000-01-01T10:00:00Z', refuse: true },
  {
    label: 'year 99999',
    json: text('+099999-01-01T10:00:00Z'),
    query: '%2B099999-01-01T10:00:00Z',
    refuse: true,
  },
  {
    label: 'an impossible day',
    json: text('2026-02-30T10:00:00+01:00'),
    query: '2026-02-30T10:00',
    refuse: true,
  },
]
const ID_VALUES: BadValue[] = [
  { label: 'past int4', json: '2147483648', query: '2147483648', refuse: true },
  { label: 'negative', json: '-1', query: '-1', refuse: true },
  { label: 'infinite', json: '1e309', query: '1e309', refuse: true },
  { label: 'a word', json: text('abc'), query: 'abc', refuse: true },
]
const IDS_VALUES: BadValue[] = [
  { label: 'an id past int4', json: '[2147483648]', query: '2147483648', refuse: true },
  { label: 'a negative id', json: '[-1]', query: '-1', refuse: true },
  { label: 'an infinite id', json: '[1e309]', query: '1e309', refuse: true },
]
const NUMBER_VALUES: BadValue[] = [
  { label: 'infinite', json: '1e309', query: '1e309', refuse: true },
  { label: 'a word', json: text('abc'), query: 'abc', refuse: true },
  { label: 'past int4', json: '2147483648', query: '2147483648', refuse: false },
]
const STRING_VALUES: BadValue[] = [
  // A lone high surrogate: JSON can carry it, PostgreSQL text and jsonb cannot.
  { label: 'a lone surrogate', json: '"a\\ud800b"', refuse: true },
  // A URL cannot carry a lone surrogate (its bytes decode to U+FFFD), so in a query only a 500 would be wrong.
  { label: 'invalid UTF-8', query: '%ED%A0%80', refuse: false },
  { label: 'an object', json: '{"nested":[true]}', refuse: true },
]
const BOOLEAN_VALUES: BadValue[] = [
  { label: 'a word', json: text('maybe'), query: 'maybe', refuse: true },
  { label: 'an object', json: '{}', refuse: true },
]
const ENUM_VALUES: BadValue[] = [
  { label: 'an unknown value', json: text('zzz'), query: 'zzz', refuse: true },
  { label: 'an array', json: '["zzz"]', refuse: true },
]
const ARRAY_VALUES: BadValue[] = [
  { label: 'a text', json: text('x'), refuse: true },
  { label: 'an object', json: '{"0":1}', refuse: true },
]
const OBJECT_VALUES: BadValue[] = [
  { label: 'a text', json: text('x'), refuse: true },
  { label: 'an array', json: '[[1]]', refuse: true },
]

export const BAD_VALUES: Record<FieldKind, BadValue[]> = {
  id: ID_VALUES,
  ids: IDS_VALUES,
  date: DATE_VALUES,
  instant: INSTANT_VALUES,
  integer: NUMBER_VALUES,
  number: NUMBER_VALUES,
  boolean: BOOLEAN_VALUES,
  enum: ENUM_VALUES,
  string: STRING_VALUES,
  array: ARRAY_VALUES,
  object: OBJECT_VALUES,
  unknown: [{ label: 'a lone surrogate', json: '"\\ud800"', refuse: false }],
}

/** A value for a field by its name, when its schema alone cannot give a valid one. */
export type Hints = Record<string, () => unknown>

/** A value that passes the field's schema, as far as its name and schema tell. */
export function validValue(name: string, raw: JsonSchema, hints: Hints): unknown {
  const hint = hints[name]
  if (hint) return hint()
  const schema = mainSchema(raw)
  if (schema.default !== undefined) return schema.default
  if (schema.enum) return schema.enum[0]
  switch (kindOf(name, schema)) {
    case 'id':
      return 1
    case 'ids':
      return schema.type === 'string' ? '1' : [1]
    case 'instant':
      return '2026-11-25T10:00:00+01:00'
    case 'date':
      return '2026-11-25'
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1)
    case 'boolean':
      return false
    case 'array':
      return schema.minItems ? [validValue(name, schema.items ?? {}, hints)] : []
    case 'object':
      return validObject(schema, hints)
    case 'string':
      return 'Text'
    default:
      return null
  }
}

/** The required properties, and the optional ones a hint knows a value for. */
export function validObject(schema: JsonSchema, hints: Hints): Record<string, unknown> {
  const required = new Set(schema.required ?? [])
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([name]) => required.has(name) || hints[name])
      .map(([name, property]) => [name, validValue(name, property, hints)]),
  )
}

/** One field of a body, by its path of property names ('customer', 'first_name'), with its schema. */
export interface BodyField {
  path: string[]
  schema: JsonSchema
}

/** Every property of an object body, and of the objects inside it, one level of arrays deep. */
export function bodyFields(schema: JsonSchema, prefix: string[] = [], depth = 0): BodyField[] {
  const object = mainSchema(schema)
  if (!object.properties || depth > 3) return []
  return Object.entries(object.properties).flatMap(([name, property]) => {
    const path = [...prefix, name]
    const main = mainSchema(property)
    const inner = main.type === 'object' ? bodyFields(main, path, depth + 1) : []
    return [{ path, schema: property }, ...inner]
  })
}

const PLACEHOLDER = '__fuzzed_value__'

/** The valid body's JSON text with the value at `path` replaced by the raw JSON text `json`. */
export function bodyWith(valid: Record<string, unknown>, path: string[], json: string): string {
  const copy = structuredClone(valid)
  let target: Record<string, unknown> = copy
  for (const key of path.slice(0, -1)) {
    const next = target[key]
    if (!next || typeof next !== 'object' || Array.isArray(next)) target[key] = {}
    target = target[key] as Record<string, unknown>
  }
  target[path[path.length - 1]!] = PLACEHOLDER
  return JSON.stringify(copy).replace(`"${PLACEHOLDER}"`, json)
}

/** The query string of `values`, each already a string or a list of strings. */
export function queryString(values: Record<string, unknown>): string {
  const parts = Object.entries(values).flatMap(([name, value]) => {
    const list = Array.isArray(value) ? value : [value]
    return list.map((item) => `${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`)
  })
  return parts.length ? `?${parts.join('&')}` : ''
}

/** A body whose shape, not its values, is hostile, and the `code` of the 400 that must refuse it (decision 063). */
export interface HostileBody {
  label: string
  payload: string
  code: string
}

/** 100 000 keys: each a short base-36 name, so the body stays under the 1 MB limit. */
const WIDE_BODY = `{${Array.from({ length: 100_000 }, (_, index) => `"${index.toString(36)}":0`).join(',')}}`

/**
 * The hostile bodies: 4 000 levels of nesting (an 8 KB body that overflowed a recursive walk), 100 000
 * keys, and the valid body with its first key given twice (`{"a":1,"a":2}`: JSON.parse keeps the last).
 */
export function hostileBodies(valid: Record<string, unknown>): HostileBody[] {
  const [firstKey] = Object.keys(valid)
  const validText = JSON.stringify(valid)
  const duplicated =
    firstKey === undefined
      ? '{"x":1,"x":2}'
      : `{${JSON.stringify(firstKey)}:${JSON.stringify(valid[firstKey])},${validText.slice(1)}`
  return [
    {
      label: '4 000 levels deep',
      payload: `${'{"a":'.repeat(4000)}1${'}'.repeat(4000)}`,
      code: 'json_too_deep',
    },
    { label: '4 000 arrays deep', payload: `${'['.repeat(4000)}${']'.repeat(4000)}`, code: 'json_too_deep' },
    { label: '100 000 keys', payload: WIDE_BODY, code: 'json_too_many_members' },
    { label: 'a key given twice', payload: duplicated, code: 'json_duplicate_key' },
  ]
}
