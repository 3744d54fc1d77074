import { mkdirSync } from 'node:fs'
import { drizzle } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { type Listen, listenOnConnection, notificationHub } from './listen'
import { startPgliteServer } from './pglite-server'
import { allowNamedStatements } from './prepared'
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
  /** PGlite only: the data folder as an uncompressed tar, to start another database from (tests). */
  dumpDataDir?(): Promise<Uint8Array>
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite. */
  url?: string | undefined
  /** PGlite data folder; 'memory' keeps everything in memory (tests). */
  dataDir?: string
  /** A PGlite data dump to start from (tests start from one migrated template). */
  loadDataDir?: Uint8Array
  /** PostgreSQL only: PGlite runs one statement at a time and is reached through a single connection. */
  poolMax?: number
}

/** The advisory lock migrations run under; db:move holds it while it fills a database, so a start waits. */
export const MIGRATION_LOCK_ID = 7_311_001
/** The first half of a record lock's two-part advisory key; the second is hashtext(record key). */
const RECORD_LOCK_SPACE = 7_311_002
/**
 * Record locks wait and are held on connections of their own, so a request holding one can still take
 * connections of the main pool for its write: many locked records at once never starve the writes.
 */
const RECORD_LOCK_CONNECTIONS = 4
/**
 * Connections PGlite's socket server accepts: the pool's one, one per listen() (each app listens three times:
 * the branch cache, the directory and availability; a test may run two apps on one database) and spares for a connection replacing a broken one before
 * the server has noticed the old one close. It runs the statements of all of them one at a time and lets
 * nobody in while a connection has a transaction open.
 */
const PGLITE_CONNECTIONS = 10

/**
 * How a PostgreSQL server's connections are made (decision 072): a connect that gets no answer gives up after
 * 10 s (the pool's wait for a free connection too), within the request timeout, so a request answers 503
 * instead of hanging; TCP keepalive notices a peer that vanished without closing (a cut network) while idle.
 */
const SERVER_CONNECTION = {
  connectionTimeoutMillis: 10_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} satisfies pg.PoolConfig

/**
 * node-postgres emits `error` on a client whose connection breaks, also while it is checked out for a
 * query, when the pool's own handler is not attached: unhandled, that error ends the process (issue 38).
 * The query in flight fails by itself and its caller answers 503 (isDatabaseUnavailable); the pool drops the
 * broken client and connects a new one when asked. So every client gets a listener that only notes it.
 */
function survivesConnectionErrors(pool: pg.Pool) {
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
}

/**
 * Drizzle tells its logger of every statement it sends, BEGIN and COMMIT too, with its parameters: the hook of
 * the round-trip counter and of the scale audit's capture.
 */
const countingLogger = { logQuery: (query: string, params: unknown[]) => recordRoundTrip(query, params) }

/**
 * Both engines are reached the same way, through a `pg` pool and drizzle-orm/node-postgres: a PostgreSQL
 * server by its URL, embedded PGlite through the Unix socket of the thread it runs in (decision 024).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const handle = openPool('postgres', {
      ...SERVER_CONNECTION,
      connectionString: options.url,
      max: options.poolMax ?? 10,
    })
    const lockPool = new pg.Pool({
      ...SERVER_CONNECTION,
      connectionString: options.url,
      max: RECORD_LOCK_CONNECTIONS,
    })
    survivesConnectionErrors(lockPool)
    return {
      ...handle,
      url: options.url,
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
      async close() {
        await Promise.all([handle.close(), lockPool.end()])
      },
    }
  }
  const dataDir = options.dataDir ?? 'memory'
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true })
  const server = await startPgliteServer({
    dataDir: dataDir === 'memory' ? undefined : dataDir,
    loadDataDir: options.loadDataDir,
    maxConnections: PGLITE_CONNECTIONS,
  })
  // One connection: PGlite has a single session, so a transaction holds the database, and statements
  // from elsewhere wait for the pool's connection instead of landing inside someone else's transaction.
  // It stays open (no idle timeout) but does not keep the process alive, as an in-process database would not.
  const handle = openPool('pglite', {
    ...server.connection,
    max: 1,
    idleTimeoutMillis: 0,
    allowExitOnIdle: true,
  })
  return {
    ...handle,
    // One process on PGlite (its data folder opens in one only), so there is nobody to take turns with.
    lockRecord: async () => async () => {},
    dumpDataDir: () => server.dumpDataDir(),
    async close() {
      await handle.close()
      await server.close()
    },
  }
}

function openPool(kind: DatabaseKind, config: pg.PoolConfig): Omit<DatabaseHandle, 'lockRecord'> {
  const pool = new pg.Pool(config)
  // A client losing its connection, idle or busy, must not crash the process; the pool replaces it.
  survivesConnectionErrors(pool)
  const db = drizzle({
    client: pool,
    schema,
    casing: 'snake_case',
    logger: countingLogger,
  }) as unknown as Database
  // PGlite's one session is shared by every connection: named statements would collide there (prepared.ts).
  if (kind === 'postgres') allowNamedStatements(db)
  // Notifications reach whichever connection hears them (listen.ts): the pool's are heard as well.
  const hub = notificationHub()
  pool.on('connect', (client) => client.on('notification', hub.deliver))
  return {
    db,
    kind,
    async withMigrationLock(fn) {
      const client = await pool.connect()
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
        const locked = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Database
        return await fn(locked)
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
        client.release()
      }
    },
    listen: (channel, onNotice, onState) => listenOnConnection(config, hub, channel, onNotice, onState),
    close: () => pool.end(),
  }
}
