import pg from 'pg'
import { qualified, type TableShape } from './table-catalog'

/**
 * Makes a session print values the same way on both engines, so that rows travel as text and fingerprint alike:
 * time zone, date and interval styles, shortest exact floats and bytea in hex are all session settings.
 */
export async function useComparableText(client: pg.ClientBase): Promise<void> {
  await client.query(
    "SET TimeZone = 'UTC'; SET DateStyle = 'ISO, YMD'; SET IntervalStyle = 'postgres'; " +
      "SET extra_float_digits = 1; SET bytea_output = 'hex'",
  )
}

/** Rows fetched from the source at a time, fewer when rows are large (photos are up to 5 MB each). */
const MAX_BATCH_ROWS = 1000
/** Characters of JSON sent to the target in one INSERT. */
const BATCH_CHARACTERS = 8 * 1024 * 1024

/**
 * Copies one table's rows from `source` to `target`, both inside their transactions: a cursor on the source reads
 * each row as JSON, and each batch goes to the target as one parameter that json_populate_recordset turns back
 * into the table's row type, every value through its type's own input function. Identity columns keep their
 * values (OVERRIDING SYSTEM VALUE); generated columns are computed again. Answers the number of rows copied.
 */
export async function copyTableRows(
  source: pg.ClientBase,
  target: pg.ClientBase,
  table: TableShape,
): Promise<number> {
  const columns = table.columns.map((column) => pg.escapeIdentifier(column)).join(', ')
  const insert =
    `INSERT INTO ${qualified(table.name)} (${columns}) OVERRIDING SYSTEM VALUE ` +
    `SELECT ${columns} FROM json_populate_recordset(NULL::${qualified(table.name)}, $1::json)`
  await source.query(
    `DECLARE rezervo_move NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${qualified(table.name)} t`,
  )
  let copied = 0
  let fetchRows = MAX_BATCH_ROWS
  try {
    for (;;) {
      const { rows } = await source.query<{ row: string }>(`FETCH ${fetchRows} FROM rezervo_move`)
      if (rows.length === 0) break
      let batch: string[] = []
      let characters = 0
      for (const { row } of rows) {
        if (batch.length > 0 && characters + row.length > BATCH_CHARACTERS) {
          await target.query(insert, [`[${batch.join(',')}]`])
          batch = []
          characters = 0
        }
        batch.push(row)
        characters += row.length
      }
      await target.query(insert, [`[${batch.join(',')}]`])
      copied += rows.length
      const averageCharacters = rows.reduce((sum, { row }) => sum + row.length, 0) / rows.length
      fetchRows = Math.max(1, Math.min(MAX_BATCH_ROWS, Math.floor(BATCH_CHARACTERS / averageCharacters)))
    }
  } finally {
    await source.query('CLOSE rezervo_move')
  }
  return copied
}

export interface TableFingerprint {
  rows: number
  /** md5 of the sorted md5s of the rows' text: equal on both sides only if every row is. */
  checksum: string
}

/**
 * A table's row count and checksum. The rows' md5s are sorted in byte order (COLLATE "C"), so neither the
 * physical order of the rows nor either server's collation changes the answer.
 */
export async function fingerprintTable(client: pg.ClientBase, name: string): Promise<TableFingerprint> {
  const { rows } = await client.query<{ rows: string; checksum: string }>(
    `SELECT count(*)::text AS rows,
       md5(coalesce(string_agg(row_md5, '' ORDER BY row_md5 COLLATE "C"), '')) AS checksum
     FROM (SELECT md5(t::text) AS row_md5 FROM ${qualified(name)} t) hashed`,
  )
  return { rows: Number(rows[0]!.rows), checksum: rows[0]!.checksum }
}
