import { join } from 'node:path'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core'
import type pg from 'pg'
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

/**
 * Applies the SQL migrations inside the transaction `client` has open, with drizzle's own migrator and its
 * table, so that they commit or roll back with the caller's work (db:move creates the schema and fills it in
 * one transaction). The migrator wraps its statements in a transaction of its own; here that transaction is the
 * caller's, since a BEGIN or COMMIT of its own would end the caller's. The data migrations are not run: they
 * change rows, and the caller brings its own.
 */
export async function runSchemaMigrationsInTransaction(client: pg.Client | pg.PoolClient): Promise<void> {
  const db = drizzle({ client })
  const session = db._.session
  const insideCallersTransaction = Object.assign(Object.create(session) as PgSession, {
    transaction: (work: (tx: unknown) => Promise<unknown>) => work(db),
  })
  await new PgDialect().migrate(readMigrationFiles({ migrationsFolder }), insideCallersTransaction, {
    migrationsFolder,
  })
}
