import { sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'

/** A real round trip to the database: throws when it cannot answer. */
export async function pingDatabase(db: DatabaseOrTransaction) {
  await db.execute(sql`select 1`)
}
