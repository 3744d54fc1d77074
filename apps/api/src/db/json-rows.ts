import { getTableColumns } from 'drizzle-orm'
import { toSnakeCase } from 'drizzle-orm/casing'
import type { PgTable } from 'drizzle-orm/pg-core'

/**
 * A table's row as Drizzle would give it, from the row's `to_jsonb` (keys in snake_case, instants as ISO
 * strings): for statements that return rows of several tables at once, as JSON beside each other.
 */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    // The client names columns in snake_case (db/client.ts) unless the schema names one itself.
    const value = json[column.keyAsName ? toSnakeCase(column.name) : column.name]
    row[key] =
      value === null || value === undefined
        ? null
        : column.dataType === 'date' && typeof value === 'string'
          ? new Date(value)
          : value
  }
  return row as T['$inferSelect']
}
