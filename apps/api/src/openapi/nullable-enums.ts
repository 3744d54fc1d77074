/**
 * OpenAPI 3.0 says `nullable: true` does not widen an `enum`: a nullable enum must list null itself, or a
 * validator (and a client generated from the document) refuses the null the API returns (`attendance: null`).
 * The zod schemas' nullable enums come out without it, so the finished document gets it here (decision 073).
 */
export function withNullInNullableEnums<T>(node: T): T {
  if (Array.isArray(node)) {
    for (const item of node) withNullInNullableEnums(item)
    return node
  }
  if (node === null || typeof node !== 'object') return node
  const schema = node as Record<string, unknown>
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null]
  for (const value of Object.values(schema)) withNullInNullableEnums(value)
  return node
}
