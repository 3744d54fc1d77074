import type pg from 'pg'
import type { Database } from './client'

/**
 * The `pg` pool under a Drizzle database (drizzle-orm/node-postgres keeps it as `$client`): its counts of busy,
 * idle and waiting connections (metrics), or a connection of its own (db:move's cursor).
 */
export function poolOf(db: Database): pg.Pool {
  return (db as unknown as { $client: pg.Pool }).$client
}
