/**
 * Benchmark of the statistics call (issue 20, decision 041) at the size of a busy salon: a year (2026) of one
 * company with one branch, 20 workers working Mon–Fri 09:00–17:00, 2,000 customers and 20,000 reservations
 * (about 4 a working day per worker; 5 % cancelled, 40 % online, 3 % no-shows, 70 % paid). It times the whole
 * statistics service (the SQL aggregates, both periods, working time from the hours) for the year and for one
 * month, and prints the query plans' scans. On PGlite by default; on PostgreSQL with BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL), in a scratch database dropped afterwards.
 * Run alone with `node --import tsx bench/statistics.bench-run.ts`.
 */
import { pathToFileURL } from 'node:url'
import { DEFAULT_TIME_ZONE } from '@rezervo/shared/constants'
import { localDatesPeriod } from '@rezervo/shared/reservations/periods'
import { eachDate, isoWeekdayOf } from '@rezervo/shared/time/iso-date'
import { zonedWallTimeToUtc } from '@rezervo/shared/time/zoned-time'
import { sql } from 'drizzle-orm'
import type { AppDeps } from '../apps/api/src/app-deps'
import { loadConfig } from '../apps/api/src/config'
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client'
import { primaryReads } from '../apps/api/src/db/lag-tolerant-reads'
import { runMigrations } from '../apps/api/src/db/migrate'
import {
  branches,
  companies,
  customers,
  items,
  payments,
  reservationItems,
  reservations,
  subscriptions,
  workerBranches,
  workers,
  workingHours,
} from '../apps/api/src/db/schema'
import type { CompanyAccess } from '../apps/api/src/http/company-access'
import { createFixedClock } from '../apps/api/src/lib/clock'
import { daysSql, servicesSql, summarySql, workerFiguresSql } from '../apps/api/src/statistics/repository'
import { getStatistics } from '../apps/api/src/statistics/service'
import { scratchPostgres } from './startup.bench-run'

const WORKERS = 20
const RESERVATIONS = 20_000
const CUSTOMERS = 2_000
const YEAR = { from: '2026-01-01', to: '2026-12-31' }
const MONTH = { from: '2026-10-01', to: '2026-10-31' }
const WARM_UP = 2
const RUNS = Number(process.env.BENCH_STATISTICS_RUNS ?? 10)
const BATCH = 1_000

export interface StatisticsFigure {
  range: string
  p50Ms: number
  p95Ms: number
  runs: number
}

export interface StatisticsBenchResult {
  database: string
  seedSeconds: number
  figures: StatisticsFigure[]
  /**
   * 'Seq Scan on reservations' and the like, from EXPLAIN of the heaviest statements for a month (a year reads
   * nearly every row, where a sequential scan is the right plan); empty is the goal.
   */
  seqScans: string[]
}

function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296
  }
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let index = 0; index < rows.length; index += BATCH) await insert(rows.slice(index, index + BATCH))
}

async function seed(database: DatabaseHandle): Promise<number> {
  const { db } = database
  const random = seededRandom(20260101)
  const [company] = await db.insert(companies).values({ name: 'Statistika s.r.o.' }).returning()
  const companyId = company!.id
  await db.insert(subscriptions).values({ companyId, planId: 'profi', status: 'active' })
  const [branch] = await db
    .insert(branches)
    .values({ companyId, name: 'Hlavní', slug: `bench-statistics-${process.pid}` })
    .returning()
  const branchId = branch!.id
  const workerRows = await db
    .insert(workers)
    .values(Array.from({ length: WORKERS }, (_, index) => ({ companyId, name: `Pracovník ${index + 1}` })))
    .returning({ id: workers.id })
  const itemRows = await db
    .insert(items)
    .values([
      { companyId, name: 'Střih', durationMinutes: 45, priceCzk: 450 },
      { companyId, name: 'Barvení', durationMinutes: 90, priceCzk: 1200 },
      { companyId, name: 'Úprava vousů', durationMinutes: 30, priceCzk: 300 },
    ])
    .returning({
      id: items.id,
      name: items.name,
      durationMinutes: items.durationMinutes,
      priceCzk: items.priceCzk,
    })
  for (const { id } of workerRows) {
    await db.insert(workerBranches).values({ workerId: id, branchId })
    await db.insert(workingHours).values(
      [1, 2, 3, 4, 5].map((isoWeekday) => ({
        workerId: id,
        branchId,
        isoWeekday,
        startMinute: 540,
        endMinute: 1020,
      })),
    )
  }
  const customerIds: number[] = []
  await inBatches(
    Array.from({ length: CUSTOMERS }, (_, index) => ({
      companyId,
      firstName: 'Zákazník',
      surname: String(index + 1),
      email: `zakaznik.${index + 1}@example.cz`,
      phone: '+420777000000',
      searchText: `zakaznik ${index + 1}`,
    })),
    async (batch) => {
      const rows = await db.insert(customers).values(batch).returning({ id: customers.id })
      customerIds.push(...rows.map((row) => row.id))
    },
  )

  // Four visits a working day per worker, on the quarter hours of 09:00–17:00, never overlapping.
  const dates = eachDate(YEAR.from, YEAR.to).filter((date) => isoWeekdayOf(date) <= 5)
  const now = new Date('2026-11-25T09:00:00Z')
  const visits: (typeof reservations.$inferInsert & { item: (typeof itemRows)[number] })[] = []
  for (let index = 0; visits.length < RESERVATIONS; index++) {
    const worker = workerRows[index % WORKERS]!
    const date = dates[Math.floor(index / WORKERS / 4) % dates.length]!
    const slot = Math.floor(index / WORKERS) % 4
    const item = itemRows[Math.floor(random() * itemRows.length)]!
    const startsAt = zonedWallTimeToUtc(date, 540 + slot * 120, DEFAULT_TIME_ZONE)
    const cancelled = random() < 0.05
    visits.push({
      companyId,
      branchId,
      workerId: worker.id,
      customerId: customerIds[Math.floor(random() * customerIds.length)]!,
      startsAt,
      endsAt: new Date(startsAt.getTime() + item.durationMinutes * 60_000),
      priceCzk: item.priceCzk,
      source: random() < 0.4 ? 'online' : 'business',
      cancelledAt: cancelled ? addDaysToDate(startsAt, -1) : null,
      cancelledBy: cancelled ? 'customer' : null,
      attendance: !cancelled && startsAt < now ? (random() < 0.03 ? 'no_show' : 'arrived') : null,
      item,
    })
  }
  await inBatches(visits, async (batch) => {
    const rows = await db
      .insert(reservations)
      .values(batch.map(({ item: _item, ...row }) => row))
      .returning({ id: reservations.id })
    await db.insert(reservationItems).values(
      rows.map((row, index) => ({
        reservationId: row.id,
        itemId: batch[index]!.item.id,
        name: batch[index]!.item.name,
        durationMinutes: batch[index]!.item.durationMinutes,
        bufferAfterMinutes: 0,
        priceCzk: batch[index]!.item.priceCzk,
      })),
    )
    const paid = rows.flatMap((row, index) => {
      const visit = batch[index]!
      if (visit.cancelledAt || visit.attendance !== 'arrived' || random() > 0.75) return []
      return [
        {
          companyId,
          reservationId: row.id,
          amountCzk: visit.priceCzk,
          method: 'cash' as const,
          paidAt: visit.endsAt!,
        },
      ]
    })
    if (paid.length) await db.insert(payments).values(paid)
  })
  await db.execute(sql`analyze`)
  return companyId
}

const addDaysToDate = (instant: Date, days: number) => new Date(instant.getTime() + days * 86_400_000)

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)]!

/**
 * The sequential scans in the plans of the statistics' own statements (apps/api/src/statistics/repository.ts)
 * for a range, as the planner chooses them on this data.
 */
async function seqScans(
  database: DatabaseHandle,
  companyId: number,
  range: { from: string; to: string },
): Promise<string[]> {
  const scope = { companyId, branchId: undefined, timeZone: DEFAULT_TIME_ZONE }
  const instants = localDatesPeriod(range.from, range.to, DEFAULT_TIME_ZONE)
  const statements = {
    summary: summarySql(scope, instants, new Date('2026-11-25T09:00:00Z')),
    days: daysSql(scope, instants),
    services: servicesSql(scope, instants),
    workers: workerFiguresSql(scope, instants),
  }
  const found: string[] = []
  for (const [name, statement] of Object.entries(statements)) {
    const result = (await database.db.execute(sql`explain ${statement}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[]
    }
    for (const row of result.rows) {
      const match = /Seq Scan on (\w+)/.exec(row['QUERY PLAN'])
      if (match) found.push(`${name}: ${match[0]}`)
    }
  }
  return found
}

export async function runStatisticsBench(
  log: (line: string) => void = () => {},
): Promise<StatisticsBenchResult> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  const scratch = serverUrl ? await scratchPostgres(serverUrl) : undefined
  const database = await openDatabase(scratch ? { url: scratch.url } : { dataDir: 'memory' })
  try {
    await runMigrations(database)
    const seeding = performance.now()
    const companyId = await seed(database)
    const seedSeconds = (performance.now() - seeding) / 1000
    log(`statistics: seeded ${RESERVATIONS} reservations in ${seedSeconds.toFixed(1)} s`)
    const deps: AppDeps = {
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        OUTBOX_WORKER: 'false',
      }),
      database,
      reads: primaryReads(database.db),
      clock: createFixedClock('2026-11-25T09:00:00Z'),
    }
    const access = { companyId, userId: 0, role: 'owner' } as CompanyAccess
    const figures: StatisticsFigure[] = []
    for (const [name, range] of [
      ['year', YEAR],
      ['month', MONTH],
    ] as const) {
      const times: number[] = []
      for (let run = 0; run < WARM_UP + RUNS; run++) {
        const started = performance.now()
        const answer = await getStatistics(deps, access, range)
        if (run >= WARM_UP) times.push(performance.now() - started)
        if (run === 0 && name === 'year' && answer.data.summary.reservations === 0)
          throw new Error('the statistics found nothing')
      }
      times.sort((a, b) => a - b)
      figures.push({ range: name, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), runs: RUNS })
    }
    return {
      database: scratch ? 'PostgreSQL' : 'PGlite',
      seedSeconds,
      figures,
      seqScans: await seqScans(database, companyId, MONTH),
    }
  } finally {
    await database.close()
    await scratch?.drop()
  }
}

export function formatStatisticsFigures(result: StatisticsBenchResult): string[] {
  return [
    ...result.figures.map(
      (figure) =>
        `statistics call (${result.database}, ${WORKERS} workers, ${RESERVATIONS} reservations in a year), ${figure.range}: p50 ${figure.p50Ms.toFixed(0)} ms, p95 ${figure.p95Ms.toFixed(0)} ms (${figure.runs} calls)`,
    ),
    `statistics plans for a month: ${result.seqScans.length ? result.seqScans.join(', ') : 'no sequential scan'}`,
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of formatStatisticsFigures(await runStatisticsBench(console.log))) console.log(line)
}
