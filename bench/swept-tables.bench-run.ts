/**
 * What the sweeps of `rate_limits` and `idempotency_keys` cost with the tables at a busy steady state (issue 39,
 * decision 071): 100,000 live rows in each (a day of one booking a second leaves about 86,000 keys), and the few
 * that expire each second. Times, per statement (median of RUNS):
 * - the sweeps every booking ran in its own statements until decision 071 (a batch of 100 of each table), once
 *   without the indexes on `rate_limits.reset_at` and `idempotency_keys.created_at` (before) and once with them;
 * - the housekeeping job's batch (decision 071) with the indexes.
 * After decision 071 a booking runs no sweep at all: its cost is the first figure gone from every booking.
 * On PGlite by default; on PostgreSQL with BENCH_DATABASE_URL (or TEST_DATABASE_URL), in a scratch database
 * dropped afterwards. Run alone with `node --import tsx bench/swept-tables.bench-run.ts`.
 */
import { pathToFileURL } from 'node:url'
import { type SQL, sql } from 'drizzle-orm'
import { sweepOldIdempotencyKeys } from '../apps/api/src/booking/idempotency-repository'
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client'
import { runMigrations } from '../apps/api/src/db/migrate'
import { sweepEndedWindows } from '../apps/api/src/rate-limit'
import { scratchPostgres } from './startup.bench-run'

const ROWS = 100_000
const RUNS = 30
const DAY_MS = 24 * 60 * 60 * 1000

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** The median time of `work` over `runs`, each after an untimed `prepare`. */
async function timed(runs: number, prepare: (run: number) => Promise<unknown>, work: () => Promise<unknown>) {
  const times: number[] = []
  for (let run = 0; run < runs; run++) {
    await prepare(run)
    const started = performance.now()
    await work()
    times.push(performance.now() - started)
  }
  return median(times)
}

/** The steady state: ROWS live rows in each table, and one row of each expiring per run (as one a second). */
async function fill(database: DatabaseHandle, now: Date) {
  const { db } = database
  await db.execute(sql`insert into rate_limits (key, hits, reset_at)
    select 'live:' || n, 1, ${now.toISOString()}::timestamptz + (n % 3600 + 1) * interval '1 second'
    from generate_series(1, ${ROWS}::int) n`)
  await db.execute(sql`insert into idempotency_keys (scope, key, status_code, response, created_at)
    select 'booking:branch:1', 'live-' || n, 201, '{"requestHash":"x","body":{"reservation":{"id":1}}}'::jsonb,
      ${now.toISOString()}::timestamptz - (n % 86000) * interval '1 second'
    from generate_series(1, ${ROWS}::int) n`)
  await db.execute(sql`analyze rate_limits`)
  await db.execute(sql`analyze idempotency_keys`)
}

/** One expired row in each table, as a second of bookings leaves behind. */
async function expireOne(database: DatabaseHandle, now: Date, run: number) {
  await database.db.execute(sql`insert into rate_limits (key, hits, reset_at)
    values (${`ended:${run}`}, 1, ${now.toISOString()}::timestamptz - interval '1 second') on conflict do nothing`)
  await database.db.execute(sql`insert into idempotency_keys (scope, key, status_code, response, created_at)
    values ('booking:branch:1', ${`old-${run}`}, 201, '{}'::jsonb,
      ${new Date(now.getTime() - DAY_MS - 1000).toISOString()}::timestamptz) on conflict do nothing`)
}

/** The two sweeps a booking ran in its statements before decision 071, as they were written. */
function bookingSweepsBefore(now: Date): SQL[] {
  return [
    sql`delete from rate_limits where key in (select key from rate_limits
      where reset_at <= ${now.toISOString()}::timestamptz and key <> all(${sql.param(['ip:x', 'email:x', 'phone:x'])}::text[])
      limit 100) returning key`,
    sql`delete from idempotency_keys where id in (select id from idempotency_keys
      where created_at < ${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz limit 100)`,
  ]
}

export interface SweptTablesFigures {
  engine: string
  withoutIndexesMs: number
  withIndexesMs: number
  jobBatchMs: number
}

export async function runSweptTablesBench(): Promise<SweptTablesFigures> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  const scratch = serverUrl ? await scratchPostgres(serverUrl) : undefined
  const database = await openDatabase(scratch ? { url: scratch.url } : { dataDir: 'memory' })
  try {
    await runMigrations(database)
    const now = new Date()
    await fill(database, now)
    const { db } = database
    // Untimed: one expiry before each timed run of the booking's two sweeps as they were.
    const sweepsOnly = (offset: number) =>
      timed(
        RUNS,
        (run) => expireOne(database, now, offset + run),
        async () => {
          for (const statement of bookingSweepsBefore(now)) await db.execute(statement)
        },
      )
    await db.execute(sql`drop index rate_limits_reset_at_idx`)
    await db.execute(sql`drop index idempotency_keys_created_at_idx`)
    const withoutIndexesMs = await sweepsOnly(0)
    await db.execute(sql`create index rate_limits_reset_at_idx on rate_limits (reset_at)`)
    await db.execute(sql`create index idempotency_keys_created_at_idx on idempotency_keys (created_at)`)
    await db.execute(sql`analyze rate_limits`)
    await db.execute(sql`analyze idempotency_keys`)
    const withIndexesMs = await sweepsOnly(RUNS)
    // The job's pass: a minute of expiries (60 of each, untimed), swept in one batch of each table.
    const jobBatchMs = await timed(
      RUNS,
      async (run) => {
        for (let second = 0; second < 60; second++)
          await expireOne(database, now, 1_000_000 + run * 60 + second)
      },
      async () => {
        await sweepEndedWindows(db, now, 1000)
        await sweepOldIdempotencyKeys(db, now, 1000)
      },
    )
    return { engine: scratch ? 'PostgreSQL' : 'PGlite', withoutIndexesMs, withIndexesMs, jobBatchMs }
  } finally {
    await database.close()
    await scratch?.drop()
  }
}

export function formatSweptTablesFigures(figures: SweptTablesFigures): string[] {
  const ms = (value: number) => `${value.toFixed(2)} ms`
  return [
    `swept tables (${figures.engine}, ${ROWS.toLocaleString('en')} live rows in each): the booking's two sweeps before decision 071 ${ms(figures.withoutIndexesMs)} without the indexes, ${ms(figures.withIndexesMs)} with them; after it a booking sweeps nothing`,
    `swept tables (${figures.engine}): the housekeeping job's batch (a minute's expiries of each table, 60 rows each) ${ms(figures.jobBatchMs)}`,
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of formatSweptTablesFigures(await runSweptTablesBench())) console.log(line)
}
