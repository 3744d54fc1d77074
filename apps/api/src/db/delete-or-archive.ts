import type { DeleteResult } from '@rezervo/shared'
import type { Database, DatabaseOrTransaction } from './client'
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from './errors'

/**
 * Deletes a record, or archives it when something still refers to it (reservations, their items, payments),
 * so history is never lost. The database decides: a foreign key blocks the delete, the transaction rolls
 * back, and the record is archived instead. That cannot race with a reservation made meanwhile, as a
 * separate "is it referenced?" query could.
 */
export async function deleteOrArchive(
  db: Database,
  id: number,
  hardDelete: (tx: DatabaseOrTransaction) => Promise<void>,
  archive: (db: DatabaseOrTransaction) => Promise<void>,
): Promise<DeleteResult> {
  try {
    await db.transaction(async (tx) => hardDelete(tx))
    return { id, outcome: 'deleted' }
  } catch (error) {
    if (pgErrorCode(error) !== PG_FOREIGN_KEY_VIOLATION) throw error
    await archive(db)
    return { id, outcome: 'archived' }
  }
}
