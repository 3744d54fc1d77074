import { eq } from 'drizzle-orm'
import type { Database, DatabaseOrTransaction } from '../client'
import { dataMigrations } from '../schema'

/** A change of stored data that needs application code, such as libphonenumber-js, rather than SQL. */
export interface DataMigration {
  /** Recorded in data_migrations once applied; never rename one that has shipped. */
  name: string
  run(tx: DatabaseOrTransaction): Promise<void>
}

/**
 * Applies, in order, the data migrations not yet recorded, each in its own transaction together with its
 * record, so a crash leaves it either whole or not started. Runs after the SQL migrations, under their lock.
 */
export async function runDataMigrations(
  db: Database,
  migrations: readonly DataMigration[],
): Promise<string[]> {
  const applied: string[] = []
  for (const migration of migrations) {
    const done = await db
      .select({ name: dataMigrations.name })
      .from(dataMigrations)
      .where(eq(dataMigrations.name, migration.name))
    if (done.length > 0) continue
    await db.transaction(async (tx) => {
      await migration.run(tx)
      await tx.insert(dataMigrations).values({ name: migration.name })
    })
    applied.push(migration.name)
  }
  return applied
}
