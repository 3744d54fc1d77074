import { and, eq, gt, lte, type SQL, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { deleteBatchByAddress } from '../db/delete-in-batches'
import { paramsOf, type Slots } from '../db/prepared'
import { rateLimits } from '../db/schema'

export interface WindowCount {
  hits: number
  resetAt: Date
}

/**
 * Counts one hit in a fixed window with a single upsert, so API processes sharing the database count
 * together: a window that has ended starts again at one hit.
 */
export async function incrementWindow(
  db: DatabaseOrTransaction,
  key: string,
  now: Date,
  windowEndsAt: Date,
): Promise<WindowCount> {
  const nowParam = sql`${now.toISOString()}::timestamptz`
  const ended = sql`${rateLimits.resetAt} <= ${nowParam}`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: windowEndsAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
  if (!row) throw new Error(`rate limit upsert returned no row for ${key}`)
  return row
}

/**
 * Counts one hit in each of several windows in one statement (one round trip): the upsert of incrementWindow
 * for every key at once. Ended windows are the housekeeping job's to sweep (sweepEndedWindows, decision 071).
 */
export async function incrementWindows(
  db: DatabaseOrTransaction,
  windows: readonly { key: string; windowEndsAt: Date }[],
  now: Date,
): Promise<Map<string, WindowCount>> {
  const parts = windowCountingSql(paramsOf(windowCountingValues(windows, now)))
  const result = await db.execute(sql`with counted as (${parts.upsert})
    select key, hits, reset_at from counted`)
  return windowCountsOf((result as unknown as { rows: CountedWindowRow[] }).rows)
}

/** A counted window as the upsert of windowCountingSql returns it (JSON or a row: reset_at may be a string). */
export interface CountedWindowRow {
  key: string
  hits: number
  reset_at: string | Date
}

/** The values of windowCountingSql's placeholders (or parameters): one array entry per window. */
export function windowCountingValues(windows: readonly { key: string; windowEndsAt: Date }[], now: Date) {
  return {
    rateLimitKeys: windows.map((window) => window.key),
    rateLimitResetAts: windows.map((window) => window.windowEndsAt.toISOString()),
    rateLimitNow: now.toISOString(),
  }
}

export type WindowCountingValues = ReturnType<typeof windowCountingValues>

/**
 * Counting hits in several windows as a statement for a caller's CTE, written against `slots`
 * (placeholdersOf or paramsOf of windowCountingValues): `upsert` counts one hit per key and returns
 * `key, hits, reset_at` (read them with windowCountsOf). With `when`, nothing is counted unless it holds. The
 * windows are arrays, so the text is the same for any number of them (a prepared statement keeps one shape,
 * decision 053). Nothing is swept here: a request never pays for other keys' ended windows (decision 071).
 */
export function windowCountingSql(
  slots: Slots<WindowCountingValues>,
  when: SQL = sql`true`,
): { upsert: SQL } {
  const now = sql`${slots.rateLimitNow}::timestamptz`
  const upsert = sql`insert into rate_limits (key, hits, reset_at)
    select v.key, 1, v.reset_at
    from unnest(${slots.rateLimitKeys}::text[], ${slots.rateLimitResetAts}::timestamptz[]) as v(key, reset_at)
    where ${when}
    on conflict (key) do update set
      hits = case when rate_limits.reset_at <= ${now} then 1 else rate_limits.hits + 1 end,
      reset_at = case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end
    returning key, hits, reset_at`
  return { upsert }
}

export function windowCountsOf(rows: readonly CountedWindowRow[]): Map<string, WindowCount> {
  return new Map(rows.map((row) => [row.key, { hits: row.hits, resetAt: new Date(row.reset_at) }]))
}

/**
 * Takes one of a window's `maxHits` slots in a single upsert, or none when they are all taken: the check and
 * the count are one statement, so concurrent callers (in one process or many sharing the database) can never
 * take more slots than there are. A window that has ended starts again with this hit. Undefined when refused;
 * a refusal is not counted.
 */
export async function takeWindowSlot(
  db: DatabaseOrTransaction,
  key: string,
  now: Date,
  windowEndsAt: Date,
  maxHits: number,
): Promise<WindowCount | undefined> {
  const nowParam = sql`${now.toISOString()}::timestamptz`
  const ended = sql`${rateLimits.resetAt} <= ${nowParam}`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: windowEndsAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
      setWhere: sql`${ended} or ${rateLimits.hits} < ${maxHits}`,
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
  return row
}

/** Gives back a slot taken with takeWindowSlot (the attempt turned out not to count), if its window is open. */
export async function releaseWindowSlot(db: DatabaseOrTransaction, key: string, now: Date) {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)))
}

/** The count of a window that is still open, or undefined. */
export async function findOpenWindow(
  db: DatabaseOrTransaction,
  key: string,
  now: Date,
): Promise<WindowCount | undefined> {
  const [row] = await db
    .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)))
  return row
}

export async function deleteWindow(db: DatabaseOrTransaction, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}

/**
 * Deletes at most `batch` windows that ended by `now`, read off `rate_limits_reset_at_idx`: the housekeeping
 * job's batch (decision 071). Answers how many went. A window restarted meanwhile stays.
 */
export async function sweepEndedWindows(
  db: DatabaseOrTransaction,
  now: Date,
  batch: number,
): Promise<number> {
  return deleteBatchByAddress(db, rateLimits, lte(rateLimits.resetAt, now), batch)
}
