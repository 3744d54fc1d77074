import { getTableColumns } from 'drizzle-orm'
import { toSnakeCase } from 'drizzle-orm/casing'
import type { PgTable } from 'drizzle-orm/pg-core'

/** One column of a table as rowFromJson reads it: the row's key, the JSON's key, and whether it is an instant. */
interface ColumnPlan {
  key: string
  jsonKey: string
  isDate: boolean
}

/**
 * Each table's columns, worked out once per process: the booking path reads rows of several tables from JSON
 * on every booking, and listing a table's columns and snake-casing their names each time was measurable CPU
 * (issue 16, decision 051's "CPU per booking").
 */
const plans = new WeakMap<PgTable, ColumnPlan[]>()

function planOf(table: PgTable): ColumnPlan[] {
  let plan = plans.get(table)
  if (!plan) {
    plan = Object.entries(getTableColumns(table)).map(([key, column]) => ({
      key,
      // The client names columns in snake_case (db/client.ts) unless the schema names one itself.
      jsonKey: column.keyAsName ? toSnakeCase(column.name) : column.name,
      isDate: column.dataType === 'date',
    }))
    plans.set(table, plan)
  }
  return plan
}

/**
 * A table's row as Drizzle would give it, from the row's `to_jsonb` (keys in snake_case, instants as ISO
 * strings): for statements that return rows of several tables at once, as JSON beside each other.
 */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {}
  for (const { key, jsonKey, isDate } of planOf(table)) {
    const value = json[jsonKey]
    row[key] =
      value === null || value === undefined
        ? null
        : isDate && typeof value === 'string'
          ? new Date(value)
          : value
  }
  return row as T['$inferSelect']
}
