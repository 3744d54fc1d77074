import { inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { DatabaseOrTransaction } from './client'

/**
 * Deletes at most `batch` rows that match `where`, picked by their key: housekeeping (expired sessions, unused
 * photos) then never turns into one long delete that holds locks while requests wait.
 */
export async function deleteBatchWhere(
  db: DatabaseOrTransaction,
  table: PgTable,
  key: PgColumn,
  where: SQL | undefined,
  batch = 100,
) {
  const picked = db.select({ key }).from(table).where(where).limit(batch)
  await db.delete(table).where(inArray(key, picked))
}

/**
 * Deletes at most `batch` rows that match `where`, picked by their row address (ctid, a TID scan: no second
 * index lookup per row), and answers how many went. `where` is checked again on the row deleted: a row
 * updated since it was picked is a new version at another address and stays. For the housekeeping job's
 * sweeps (decision 071), whose `where` an index answers.
 */
export async function deleteBatchByAddress(
  db: DatabaseOrTransaction,
  table: PgTable,
  where: SQL,
  batch: number,
): Promise<number> {
  const result = await db.execute(sql`delete from ${table}
    where ctid = any(array(select ctid from ${table} where ${where} limit ${batch}::int)) and ${where}
    returning 1`)
  return (result as unknown as { rows: unknown[] }).rows.length
}
