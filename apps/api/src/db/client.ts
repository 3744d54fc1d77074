import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { type Listen, listenPglite, listenPostgres } from './listen'
import { recordRoundTrip } from './round-trips'
import * as schema from './schema'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction handle has the same query API; repositories accept either. */
export type DatabaseOrTransaction = Parameters<Parameters<Database['transaction']>[0]>[0] | Database

export type DatabaseKind = 'pglite' | 'postgres'

export interface DatabaseHandle {
  db: Database
  kind: DatabaseKind
  /** Runs `fn` while holding a cluster-wide lock, so concurrent starts migrate one at a time. */
  withMigrationLock<T>(fn: (db: Database) => Promise<T>): Promise<T>
  /**
   * Calls `onNotice` for each NOTIFY on `channel` (listen.ts), `onState(true)` once listening and
   * `onState(false)` when the listening connection is lost (it reconnects). Answers how to stop.
   */
  listen: Listen
  /** PostgreSQL's connection string (another handle on the same database opens with it); none on PGlite. */
  url?: string
  /**
   * Holds a cluster-wide lock named `key` until the returned release is called, so writers in every process
   * take turns on it (the If-Match check and write of one record, decision 027). PGlite: one process, no-op.
   */
  lockRecord(key: string): Promise<() => Promise<void>>
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite. */
  url?: string | undefined
  /** PGlite data folder; 'memory' keeps everything in memory (tests). */
  dataDir?: string
  /** A PGlite data dump to start from (tests start from one migrated template). */
  loadDataDir?: Blob | File
  poolMax?: number
}

const MIGRATION_LOCK_ID = 7_311_001
/** The first half of a record lock's two-part advisory key; the second is hashtext(record key). */
const RECORD_LOCK_SPACE = 7_311_002
/**
 * Record locks wait and are held on connections of their own, so a request holding one can still take
 * connections of the main pool for its write: many locked records at once never starve the writes.
 */
const RECORD_LOCK_CONNECTIONS = 4

/** Drizzle tells its logger of every statement it sends; that is the round-trip counter's hook. */
const countingLogger = { logQuery: (query: string) => recordRoundTrip(query) }

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolMax ?? 10)
  return openPglite(options)
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const dataDir = options.dataDir ?? 'memory'
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true })
  const client = await PGlite.create({
    ...(dataDir === 'memory' ? {} : { dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { btree_gist },
  })
  countTransactionEnds(client)
  const db = drizzlePglite({
    client,
    schema,
    casing: 'snake_case',
    logger: countingLogger,
  }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    // PGlite has a single connection inside this process, so there is nobody to race with.
    withMigrationLock: (fn) => fn(db),
    listen: (channel, onNotice, onState) => listenPglite(client, channel, onNotice, onState),
    lockRecord: async () => async () => {},
    close: () => client.close(),
  }
}

async function openPostgres(url: string, poolMax: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax })
  const lockPool = new pg.Pool({ connectionString: url, max: RECORD_LOCK_CONNECTIONS })
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  lockPool.on('error', () => {})
  // On pg, Drizzle sends BEGIN and COMMIT itself, so its logger sees them.
  const db = drizzlePostgres({
    client: pool,
    schema,
    casing: 'snake_case',
    logger: countingLogger,
  }) as unknown as Database
  return {
    db,
    kind: 'postgres',
    url,
    listen: (channel, onNotice, onState) => listenPostgres(url, channel, onNotice, onState),
    async withMigrationLock(fn) {
      const client = await pool.connect()
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
        const locked = drizzlePostgres({ client, schema, casing: 'snake_case' }) as unknown as Database
        return await fn(locked)
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
        client.release()
      }
    },
    async lockRecord(key) {
      const client = await lockPool.connect()
      try {
        await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [RECORD_LOCK_SPACE, key])
      } catch (error) {
        client.release(error as Error)
        throw error
      }
      return async () => {
        try {
          await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [RECORD_LOCK_SPACE, key])
          client.release()
        } catch (error) {
          // Closing the connection drops its locks.
          client.release(error as Error)
        }
      }
    },
    close: async () => {
      await Promise.all([pool.end(), lockPool.end()])
    },
  }
}

/** PGlite runs BEGIN and COMMIT (or ROLLBACK) inside client.transaction, out of Drizzle's sight: count them there. */
function countTransactionEnds(client: PGlite) {
  const transaction = client.transaction.bind(client)
  client.transaction = async (callback) => {
    recordRoundTrip('begin')
    try {
      return await transaction(callback)
    } finally {
      recordRoundTrip('commit')
    }
  }
}
