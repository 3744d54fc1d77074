import { join } from 'node:path'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { apiRoot } from '../lib/api-root'
import type { DatabaseHandle } from './client'
import { DATA_MIGRATIONS, runDataMigrations } from './data-migrations/index'

export const migrationsFolder = join(apiRoot, 'drizzle')

/**
 * Applies the SQL migrations in apps/api/drizzle (one set for both engines), then the data migrations that
 * need application code (db/data-migrations), all under one lock.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await handle.withMigrationLock(async (db) => {
    // Both engines are reached through node-postgres (db/client.ts), so one migrator serves both.
    await migrate(db as unknown as NodePgDatabase, { migrationsFolder })
    await runDataMigrations(db, DATA_MIGRATIONS)
  })
}
