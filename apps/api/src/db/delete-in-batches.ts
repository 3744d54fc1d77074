import { inArray, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { DatabaseOrTransaction } from './client'

/**
 * Deletes at most `batch` rows that match `where`, picked by their key: housekeeping (expired sessions, ended
 * rate-limit windows, old idempotency keys, unused photos) then never turns into one long delete that holds
 * locks while requests wait.
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
