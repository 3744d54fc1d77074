/**
 * Rows of a table inserted as a part of a caller's statement built once (db/prepared.ts, decision 053): the
 * public booking's emails go into the outbox as a CTE of its reservation's statement (decision 070).
 */
import { sql } from 'drizzle-orm'
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import type { DatabaseOrTransaction } from './client'
import type { PlaceholderValues, PreparedPart } from './prepared'

/**
 * The insert of `rows` into `table`, not sent. Each row's value is a placeholder (`<prefix><row>_<column>`)
 * filled through its column's encoder (JSON, dates); a null is written as null in the text instead, so the
 * text's shape is the rows' columns and which of them are null. Undefined when there are no rows.
 */
export function rowsInsertPart<Table extends PgTable>(
  table: Table,
  prefix: string,
  rows: readonly Record<string, unknown>[],
): PreparedPart<DatabaseOrTransaction> | undefined {
  if (rows.length === 0) return undefined
  const placeholderValues: PlaceholderValues = {}
  const shapes: string[] = []
  for (const [index, row] of rows.entries()) {
    const columns: string[] = []
    for (const [column, value] of Object.entries(row)) {
      if (value === undefined) continue
      if (value === null) columns.push(`${column}=null`)
      else {
        columns.push(column)
        placeholderValues[`${prefix}${index}_${column}`] = value
      }
    }
    shapes.push(columns.join('+'))
  }
  return {
    shape: `${prefix}:${shapes.join(';')}`,
    values: placeholderValues,
    build: (db) =>
      db
        .insert(table)
        .values(
          shapes.map(
            (shape, index) =>
              Object.fromEntries(
                shape
                  .split('+')
                  .map((column) =>
                    column.endsWith('=null')
                      ? [column.slice(0, -'=null'.length), sql`null`]
                      : [column, sql.placeholder(`${prefix}${index}_${column}`)],
                  ),
              ) as PgInsertValue<Table>,
          ),
        )
        .getSQL(),
  }
}
