/**
 * The scale audit of issue 39 (`npm run bench -- scale`): every hot call of the API (the booking's write path,
 * a move, an availability miss, the branch page call, the calendar, the overview, the statistics, the
 * customer and reservation lists) is made through the real app on two PostgreSQL databases, the chain with
 * no history (`--scale 0` of bench/scale-data.ts) and the chain with its 3 years (`--scale 1`, or a fraction).
 * The statements are the app's own: the database client's logger hook (db/round-trips.ts) captures each one
 * with its parameters. Each captured statement is then run again under `EXPLAIN (ANALYZE, BUFFERS)`, in order,
 * in a transaction rolled back afterwards (a write's own effect is undone first inside it, so its INSERT meets
 * the state it met), three times; the median is compared. Printed per statement: the time on both databases,
 * the scans of the generated one, and flags for a sequential scan of a table that grows with history and for
 * a statement more than twice as slow as on the empty database.
 *
 * Databases: BENCH_SCALE_EMPTY_URL and BENCH_SCALE_URL (each generated first if it lacks the chain, the latter
 * at BENCH_SCALE, default 1). Not a test: figures for docs/performance.md.
 */
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import { buildApp } from '../apps/api/src/app'
import { loadConfig } from '../apps/api/src/config'
import { openDatabase } from '../apps/api/src/db/client'
import { runMigrations } from '../apps/api/src/db/migrate'
import { captureStatements, type SentStatement } from '../apps/api/src/db/round-trips'
import { createFixedClock } from '../apps/api/src/lib/clock'
import { HttpSession } from '../apps/api/src/testing/http-session'
import {
  type ExplainedPlan,
  isSlowerThanTwiceEmpty,
  scanLines,
  seqScansOnGrowingTables,
  statementMs,
} from './plan-scans'
import { AUDIT_NOW, BRANCH_SLUG_PREFIX, generateScaleData, OWNER_EMAIL, OWNER_PASSWORD } from './scale-data'

const REPLAYS = 3
const BRANCH_SLUG = `${BRANCH_SLUG_PREFIX}1`
/** The booking's day: tomorrow, 18:00 and 19:00 Prague time, after the generated history's hours. */
const BOOKED_AT = '2026-12-08T17:00:00.000Z'
const MOVED_TO = '2026-12-08T18:00:00.000Z'

export interface AuditedStatement {
  call: string
  index: number
  sql: string
  ms: number
  /** Why ANALYZE could not run it (the plan is then EXPLAIN's alone, and ms is NaN). */
  error?: string
  scans: string[]
  seqScans: string[]
  plan: ExplainedPlan
}

export interface AuditedCall {
  call: string
  status: number
  requestMs: number
  statements: AuditedStatement[]
}

interface Chain {
  companyId: number
  branchId: number
  workerId: number
  itemId: number
}

/** Whether a statement can be explained (BEGIN, COMMIT, SET and the like cannot). */
const explainable = (sql: string) => /^\s*(with|select|insert|update|delete|values)\b/i.test(sql)

async function chainOf(client: pg.Client): Promise<Chain> {
  const { rows } = await client.query(
    `SELECT b.company_id, b.id AS branch_id,
       (SELECT worker_id FROM worker_branches WHERE branch_id = b.id ORDER BY worker_id LIMIT 1) AS worker_id,
       (SELECT id FROM items WHERE company_id = b.company_id ORDER BY id LIMIT 1) AS item_id
     FROM branches b WHERE b.slug = $1`,
    [BRANCH_SLUG],
  )
  const row = rows[0]
  return { companyId: row.company_id, branchId: row.branch_id, workerId: row.worker_id, itemId: row.item_id }
}

/** Removes the audit's booking (of this run or of one that stopped half-way), so every run books the same. */
async function removeAuditBookings(client: pg.Client, chain: Chain): Promise<void> {
  const booked = `SELECT id FROM reservations WHERE worker_id = $1 AND starts_at IN ($2, $3)`
  const values = [chain.workerId, BOOKED_AT, MOVED_TO]
  await client.query(`DELETE FROM outbox_messages WHERE reservation_id IN (${booked})`, values)
  await client.query(`DELETE FROM reservations WHERE id IN (${booked})`, values)
}

/**
 * Runs the captured statements again under EXPLAIN ANALYZE in one transaction, after `undo`, and rolls back.
 * A statement ANALYZE cannot run (it depends on a value the first run drew) is explained without it.
 */
async function replay(
  client: pg.Client,
  sent: SentStatement[],
  undo: (client: pg.Client) => Promise<void>,
): Promise<{ plan: ExplainedPlan; ms: number; error?: string }[]> {
  const results: { plan: ExplainedPlan; ms: number; error?: string }[] = []
  await client.query('BEGIN')
  try {
    await undo(client)
    for (const [index, statement] of sent.entries()) {
      if (!explainable(statement.sql)) continue
      await client.query(`SAVEPOINT s${index}`)
      try {
        const { rows } = await client.query(
          `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.sql}`,
          statement.params as unknown[],
        )
        const plan = (rows[0]['QUERY PLAN'] as ExplainedPlan[])[0]!
        results[index] = { plan, ms: statementMs(plan) }
      } catch (error) {
        await client.query(`ROLLBACK TO SAVEPOINT s${index}`)
        const { rows } = await client.query(
          `EXPLAIN (FORMAT JSON) ${statement.sql}`,
          statement.params as unknown[],
        )
        results[index] = {
          plan: (rows[0]['QUERY PLAN'] as ExplainedPlan[])[0]!,
          ms: Number.NaN,
          error: (error as Error).message,
        }
      }
    }
  } finally {
    await client.query('ROLLBACK')
  }
  return results
}

const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : Number.NaN
}

interface AuditCall {
  name: string
  request: (chain: Chain, previous: Map<string, LightMyRequestResponse>) => Promise<LightMyRequestResponse>
  /** Undoes the call's own writes inside the replay's transaction, so they can be made again. */
  undo?: (client: pg.Client, response: LightMyRequestResponse) => Promise<void>
  /** Read before the call, for `undo` (the row as it was). */
  before?: (
    client: pg.Client,
    chain: Chain,
    previous: Map<string, LightMyRequestResponse>,
  ) => Promise<unknown>
}

function auditCalls(owner: HttpSession, visitor: HttpSession, phone: string): AuditCall[] {
  const company = (chain: Chain) => `/api/v1/companies/${chain.companyId}`
  const bookingKey = crypto.randomUUID()
  const bookedId = (previous: Map<string, LightMyRequestResponse>) =>
    previous.get('booking')!.json().reservation.id
  let movedFrom: Record<string, unknown> | undefined
  let movedId: number | undefined
  let outboxBefore = 0
  return [
    { name: 'branch page', request: () => visitor.get(`/api/v1/branches/slug/${BRANCH_SLUG}`) },
    {
      name: 'availability miss (14 days)',
      request: (chain) =>
        visitor.get(
          `/api/v1/branches/slug/${BRANCH_SLUG}/availability?${new URLSearchParams({
            item_ids: String(chain.itemId),
            worker_id: 'any',
            from: AUDIT_NOW.slice(0, 10),
            to: '2026-12-20',
          })}`,
        ),
    },
    {
      name: 'booking',
      request: (chain) =>
        visitor.post(
          `/api/v1/branches/slug/${BRANCH_SLUG}/reservations`,
          {
            item_ids: [chain.itemId],
            worker_id: chain.workerId,
            starts_at: BOOKED_AT,
            first_name: 'Jan',
            surname: 'Novák',
            email: `jan.novak.${bookingKey.slice(0, 8)}@example.cz`,
            phone,
            note: null,
            consent: true,
            locale: 'cs',
            website: '',
          },
          { headers: { 'idempotency-key': bookingKey } },
        ),
      // The booking's rows go (its items and history with it); the customer stays, so the replay finds them.
      undo: async (client, response) => {
        const id = response.json().reservation.id
        await client.query('DELETE FROM outbox_messages WHERE reservation_id = $1', [id])
        await client.query('DELETE FROM reservations WHERE id = $1', [id])
        await client.query('DELETE FROM idempotency_keys WHERE key = $1', [bookingKey])
      },
    },
    {
      name: 'move',
      before: async (client, _chain, previous) => {
        const { rows } = await client.query(
          'SELECT starts_at, ends_at, ics_sequence, updated_at, reminder_send_at FROM reservations WHERE id = $1',
          [bookedId(previous)],
        )
        movedFrom = rows[0]
        movedId = bookedId(previous)
        const outbox = await client.query('SELECT coalesce(max(id), 0) AS id FROM outbox_messages')
        outboxBefore = outbox.rows[0].id
      },
      request: (chain, previous) =>
        owner.request({
          method: 'PATCH',
          url: `${company(chain)}/reservations/${bookedId(previous)}`,
          payload: { starts_at: MOVED_TO },
        }),
      // The reservation back where it was, without the messages the move queued (their keys would clash).
      undo: async (client) => {
        await client.query('DELETE FROM outbox_messages WHERE id > $1 AND reservation_id = $2', [
          outboxBefore,
          movedId,
        ])
        const row = movedFrom!
        await client.query(
          `UPDATE reservations SET starts_at = $2, ends_at = $3, ics_sequence = $4, updated_at = $5,
             reminder_send_at = $6 WHERE id = $1`,
          [movedId, row.starts_at, row.ends_at, row.ics_sequence, row.updated_at, row.reminder_send_at],
        )
      },
    },
    {
      name: 'calendar (a week of a branch)',
      request: (chain) =>
        owner.get(
          `${company(chain)}/reservations/calendar?branch_id=${chain.branchId}&from=2026-12-07&to=2026-12-13`,
        ),
    },
    {
      name: 'reservation list (a month, first page)',
      request: (chain) => owner.get(`${company(chain)}/reservations?from=2026-11-01&to=2026-11-30`),
    },
    {
      name: 'overview (a branch)',
      request: (chain) => owner.get(`${company(chain)}/overview?branch_id=${chain.branchId}&date=2026-12-07`),
    },
    {
      name: 'overview (the company)',
      request: (chain) => owner.get(`${company(chain)}/overview?date=2026-12-07`),
    },
    {
      name: 'statistics (a month of a branch)',
      request: (chain) =>
        owner.get(`${company(chain)}/statistics?from=2026-11-01&to=2026-11-30&branch_id=${chain.branchId}`),
    },
    {
      name: 'statistics (a month of the company)',
      request: (chain) => owner.get(`${company(chain)}/statistics?from=2026-11-01&to=2026-11-30`),
    },
    { name: 'customer list (first page)', request: (chain) => owner.get(`${company(chain)}/customers`) },
    {
      name: 'customer list (search)',
      request: (chain) => owner.get(`${company(chain)}/customers?search=zakaznice4242`),
    },
  ]
}

/** Audits one database: the calls through the app, then each call's statements explained. */
export async function auditDatabase(url: string, log: (line: string) => void): Promise<AuditedCall[]> {
  const database = await openDatabase({ url })
  // The branch's schema (new indexes are built here, on a generated database before its first audit).
  const migrating = performance.now()
  await runMigrations(database)
  const migratedMs = performance.now() - migrating
  if (migratedMs > 1_000)
    log(`  migrations took ${(migratedMs / 1000).toFixed(0)} s on ${new URL(url).pathname}`)
  const clock = createFixedClock(AUDIT_NOW)
  const app: FastifyInstance = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      OUTBOX_WORKER: 'false',
      APP_URL: 'http://localhost:3000',
      WEB_DIST_DIR: '/nonexistent',
      DATABASE_URL: url,
    }),
    database,
    clock,
    logger: false,
  })
  await app.ready()
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const chain = await chainOf(client)
    await removeAuditBookings(client, chain)
    const owner = new HttpSession(app, { remoteAddress: '10.0.0.1' })
    const login = await owner.post('/login', { email: OWNER_EMAIL, password: OWNER_PASSWORD })
    if (login.statusCode !== 204)
      throw new Error(`the owner's login answered ${login.statusCode}: ${login.body}`)
    // A new address and phone each run: the booking limits count per address and phone, and the clock is fixed.
    const run = Math.floor(Math.random() * 60_000)
    const visitor = new HttpSession(app, { remoteAddress: `10.200.${run >> 8}.${run & 255}` })
    await visitor.csrfCookie()
    const previous = new Map<string, LightMyRequestResponse>()
    const audited: AuditedCall[] = []
    for (const call of auditCalls(owner, visitor, `+420 7${String(run).padStart(8, '0')}`)) {
      await call.before?.(client, chain, previous)
      const started = performance.now()
      const { value: response, sent } = await captureStatements(() => call.request(chain, previous))
      const requestMs = performance.now() - started
      if (response.statusCode >= 400)
        throw new Error(`${call.name} answered ${response.statusCode}: ${response.body.slice(0, 300)}`)
      previous.set(call.name, response)
      const runs = []
      for (let run = 0; run < REPLAYS; run++)
        runs.push(
          await replay(
            client,
            sent,
            (replayClient) => call.undo?.(replayClient, response) ?? Promise.resolve(),
          ),
        )
      const statements: AuditedStatement[] = []
      for (const [index, statement] of sent.entries()) {
        const last = runs[REPLAYS - 1]![index]
        if (!last) continue
        const seqScans = seqScansOnGrowingTables(last.plan)
        statements.push({
          call: call.name,
          index,
          sql: statement.sql,
          ms: median(runs.map((run) => run[index]?.ms ?? Number.NaN)),
          ...(last.error ? { error: last.error } : {}),
          scans: scanLines(last.plan),
          seqScans,
          plan: last.plan,
        })
      }
      audited.push({ call: call.name, status: response.statusCode, requestMs, statements })
    }
    await removeAuditBookings(client, chain)
    return audited
  } finally {
    await client.end()
    await app.close()
    await database.close()
  }
}

const oneLine = (sql: string, length = 110) => sql.replace(/\s+/g, ' ').trim().slice(0, length)

/** The report: per call and statement, both times, the generated database's scans and the flags. */
export function formatAudit(empty: AuditedCall[], generated: AuditedCall[]): string[] {
  const lines: string[] = []
  const flagged: string[] = []
  for (const call of generated) {
    const emptyCall = empty.find((candidate) => candidate.call === call.call)
    lines.push(
      `${call.call}: HTTP ${call.status}, request ${emptyCall?.requestMs.toFixed(1) ?? '?'} ms empty → ${call.requestMs.toFixed(1)} ms generated`,
    )
    // The same statement of the call on the empty database: the same text, its n-th occurrence (the empty
    // database may send fewer statements, e.g. no payments to read for no reservations).
    const seen = new Map<string, number>()
    for (const statement of call.statements) {
      const occurrence = seen.get(statement.sql) ?? 0
      seen.set(statement.sql, occurrence + 1)
      const before = emptyCall?.statements.filter((candidate) => candidate.sql === statement.sql)[occurrence]
      const emptyMs = before?.ms ?? Number.NaN
      const flags = [...statement.seqScans.map((scan) => `SEQ SCAN OF A GROWING TABLE: ${scan}`)]
      if (isSlowerThanTwiceEmpty(emptyMs, statement.ms)) flags.push('MORE THAN 2× THE EMPTY DATABASE')
      if (statement.error) flags.push(`not analysed: ${statement.error}`)
      lines.push(
        `  #${statement.index} ${emptyMs.toFixed(2)} → ${statement.ms.toFixed(2)} ms  ${oneLine(statement.sql)}`,
      )
      for (const scan of statement.scans) lines.push(`      ${scan}`)
      for (const flag of flags) {
        lines.push(`      !! ${flag}`)
        flagged.push(`${call.call} #${statement.index}: ${flag}`)
      }
    }
  }
  lines.push(
    flagged.length ? `${flagged.length} findings:` : 'no findings: no growing table scanned, none over 2×',
  )
  for (const finding of flagged) lines.push(`  ${finding}`)
  return lines
}

async function chainIn(url: string, scale: number, log: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const { rows } = await client
    .query('SELECT 1 FROM users WHERE email = $1', [OWNER_EMAIL])
    .catch(() => ({ rows: [] as unknown[] }))
  await client.end()
  if (rows.length === 0) await generateScaleData(url, scale, log)
}

export async function runScaleAudit(log: (line: string) => void): Promise<string[] | undefined> {
  const emptyUrl = process.env.BENCH_SCALE_EMPTY_URL
  const generatedUrl = process.env.BENCH_SCALE_URL
  if (!emptyUrl || !generatedUrl) return undefined
  await chainIn(emptyUrl, 0, log)
  await chainIn(generatedUrl, Number(process.env.BENCH_SCALE ?? 1), log)
  const empty = await auditDatabase(emptyUrl, log)
  const generated = await auditDatabase(generatedUrl, log)
  return formatAudit(empty, generated)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const lines = await runScaleAudit(console.log)
  if (!lines) console.log('scale audit: set BENCH_SCALE_EMPTY_URL and BENCH_SCALE_URL (PostgreSQL databases)')
  else for (const line of lines) console.log(line)
}
