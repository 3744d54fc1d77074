import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { countLagTolerantRead } from '../lib/metrics'
import type { Database } from './client'
import { poolOf } from './pool-of'
import { allowNamedStatements } from './prepared'
import { recordRoundTrip } from './round-trips'
import * as schema from './schema'

/**
 * Where the reads that may be served by a streaming replica go (decision 064): the public branch call and page,
 * the directory, availability on a cache miss, statistics. Every write, and every read in a request that
 * writes, stays on the primary (`deps.database.db`).
 */
export interface LagTolerantReads {
  /**
   * Runs `read` on the replica once it has replayed everything the primary had flushed when this was called,
   * so it sees every write that was answered before, as the primary would; on the primary when there is no
   * replica, when it cannot be asked, or when it has not caught up within `REPLICA_WAIT_MS`.
   */
  run<T>(read: (db: Database) => Promise<T>): Promise<T>
  /** How many reads each side served since the start (tests, the metrics). */
  readonly served: { replica: number; primary: number }
  close(): Promise<void>
}

/** The longest a read waits for the replica to catch up before the primary serves it instead. */
export const REPLICA_WAIT_MS = 1000
const POLL_MS = 2

/** No replica: every read on the primary. */
export function primaryReads(primary: Database): LagTolerantReads {
  const served = { replica: 0, primary: 0 }
  return {
    served,
    run(read) {
      served.primary++
      countLagTolerantRead('primary')
      return read(primary)
    },
    close: async () => {},
  }
}

/** Reads on the replica at `url` (DATABASE_READ_URL) when it has caught up, else on `primary`. */
export function replicaReads(primary: Database, url: string, poolMax: number): LagTolerantReads {
  const pool = new pg.Pool({ connectionString: url, max: poolMax })
  // An idle connection lost (the replica restarting) must not end the process; the pool replaces it.
  pool.on('error', () => {})
  const replica = drizzle({
    client: pool,
    schema,
    casing: 'snake_case',
    logger: { logQuery: (query: string, params: unknown[]) => recordRoundTrip(query, params) },
  }) as unknown as Database
  allowNamedStatements(replica)
  const served = { replica: 0, primary: 0 }

  /** Whether the replica has replayed up to where the primary stands now, waiting for it a little. */
  async function caughtUp(): Promise<boolean> {
    const { rows } = await poolOf(primary).query<{ lsn: string }>(
      'SELECT pg_current_wal_flush_lsn()::text AS lsn',
    )
    const deadline = performance.now() + REPLICA_WAIT_MS
    for (;;) {
      // NULL: not in recovery, so nothing to wait for (a primary given as the read URL).
      const { rows: replayed } = await pool.query<{ done: boolean | null }>(
        'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done',
        [rows[0]!.lsn],
      )
      if (replayed[0]!.done !== false) return true
      if (performance.now() > deadline) return false
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  }

  return {
    served,
    async run(read) {
      // Checked before the read begins, so its snapshot is taken after the replay it waited for.
      const onReplica = await caughtUp().catch(() => false)
      const servedBy = onReplica ? 'replica' : 'primary'
      served[servedBy]++
      countLagTolerantRead(servedBy)
      return read(onReplica ? replica : primary)
    },
    close: () => pool.end(),
  }
}
