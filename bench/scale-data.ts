/**
 * Generates "3 years of a busy salon chain" (issue 39) into a migrated PostgreSQL database: one company with
 * 50 branches and 500 workers (10 a branch, every day 08:00–20:00 Prague time), 10 services, and at `--scale 1`
 * 5 million reservations over the 1,095 days before AUDIT_NOW and the 30 after, a million customers, an item,
 * a history entry and an outbox message per reservation, a payment for 70 % of the past ones, and the
 * steady-state idempotency keys (a day at one booking a second) and rate-limit rows. `--scale 0.1` is a tenth of
 * the history (the chain's shape stays); `--scale 0` is the chain with no history: the audit's empty database.
 *
 * Fast: every history table is one `INSERT … SELECT` over generate_series with the triggers and foreign-key
 * checks off (session_replication_role = replica) and its secondary indexes and the exclusion constraint
 * dropped during the load and built again after, then VACUUM ANALYZE (index-only scans need the visibility
 * map). Bench only, never in the test command:
 *
 *   node --import tsx bench/scale-data.ts --url postgres://root@127.0.0.1:5432/h_scale_big --scale 0.1
 */
import { parseArgs } from 'node:util'
import pg from 'pg'
import { openDatabase } from '../apps/api/src/db/client'
import { runMigrations } from '../apps/api/src/db/migrate'
import { hashPassword } from '../apps/api/src/lib/password-hash'

/** The instant the history is built around; the audit's fixed clock. A Monday, 07:00 in Prague. */
export const AUDIT_NOW = '2026-12-07T06:00:00.000Z'
export const OWNER_EMAIL = 'majitel@retezec.example.cz'
export const OWNER_PASSWORD = 'Heslo123!'
export const BRANCH_SLUG_PREFIX = 'retezec-pobocka-'

const BRANCHES = 50
const WORKERS_PER_BRANCH = 10
const ITEMS = 10
/** Sessions: the visitors' and staff's of the last two weeks (a CSRF cookie makes one too). */
const FULL = {
  reservations: 5_000_000,
  customers: 1_000_000,
  idempotencyKeys: 86_400,
  rateLimits: 7_500,
  sessions: 50_000,
}
const DAYS_BACK = 1_095
const DAYS_AHEAD = 30
/** Reservations start at 07:00 UTC plus whole hours, 45 minutes each: never overlapping within a worker. */
const FIRST_START_HOUR_UTC = 7

/** Tables whose rows grow with a chain's history; their indexes are built after the load. */
export const HISTORY_TABLES = [
  'customers',
  'reservations',
  'reservation_items',
  'reservation_history',
  'payments',
  'outbox_messages',
  'idempotency_keys',
  'rate_limits',
  'sessions',
] as const

export interface ScaleCounts {
  reservations: number
  customers: number
  idempotencyKeys: number
  rateLimits: number
  sessions: number
}

export function countsAt(scale: number): ScaleCounts {
  const at = (full: number) => Math.round(full * scale)
  return {
    reservations: at(FULL.reservations),
    customers: Math.max(at(FULL.customers), scale > 0 ? 1 : 0),
    idempotencyKeys: at(FULL.idempotencyKeys),
    rateLimits: at(FULL.rateLimits),
    sessions: at(FULL.sessions),
  }
}

type Run = (text: string, values?: unknown[]) => Promise<pg.QueryResult>

async function insertChain(run: Run): Promise<{ companyId: number }> {
  const passwordHash = await hashPassword(OWNER_PASSWORD)
  const owner = await run(
    `INSERT INTO users (first_name, surname, email, password_hash, locale, email_verified_at)
     VALUES ('Olga', 'Majitelová', $1, $2, 'cs', $3) RETURNING id`,
    [OWNER_EMAIL, passwordHash, AUDIT_NOW],
  )
  const company = await run(
    `INSERT INTO companies (name, billing_email, iban) VALUES ('Řetězec salonů s.r.o.', $1, 'CZ6508000000192000145399')
     RETURNING id`,
    [OWNER_EMAIL],
  )
  const companyId = company.rows[0].id as number
  await run(`INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, 'owner')`, [
    companyId,
    owner.rows[0].id,
  ])
  await run(`UPDATE users SET last_company_id = $1 WHERE id = $2`, [companyId, owner.rows[0].id])
  await run(`INSERT INTO subscriptions (company_id, plan_id, status) VALUES ($1, 'profi', 'active')`, [
    companyId,
  ])
  await run(`INSERT INTO notification_settings (company_id) VALUES ($1) ON CONFLICT DO NOTHING`, [companyId])
  await run(
    `INSERT INTO branches (company_id, name, slug, street, house_number, city, zip, email)
     SELECT $1, 'Salon ' || n, $2 || n, 'Národní', n::text, 'Praha', '110 00', 'pobocka' || n || '@example.cz'
     FROM generate_series(1, ${BRANCHES}) n`,
    [companyId, BRANCH_SLUG_PREFIX],
  )
  await run(
    `INSERT INTO branch_opening_hours (branch_id, iso_weekday, start_minute, end_minute)
     SELECT b.id, d, 480, 1200 FROM branches b, generate_series(1, 7) d WHERE b.company_id = $1`,
    [companyId],
  )
  await run(
    `INSERT INTO items (company_id, name, duration_minutes, price_czk, position)
     SELECT $1, 'Služba ' || n, 45, 300 + 50 * n, n FROM generate_series(1, ${ITEMS}) n`,
    [companyId],
  )
  // Worker n (0-based) works at branch n / 10; the temporary table maps n to the ids for the history below.
  await run(`CREATE TABLE scale_workers (n integer PRIMARY KEY, worker_id integer, branch_id integer)`)
  await run(
    `INSERT INTO workers (company_id, name, positions)
     SELECT $1, 'Pracovník ' || n, '["Kadeřník"]' FROM generate_series(0, ${BRANCHES * WORKERS_PER_BRANCH - 1}) n`,
    [companyId],
  )
  await run(
    `INSERT INTO scale_workers
     SELECT (row_number() OVER (ORDER BY w.id) - 1)::int, w.id, NULL FROM workers w WHERE w.company_id = $1`,
    [companyId],
  )
  await run(
    `UPDATE scale_workers s SET branch_id = b.id
     FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM branches WHERE company_id = $1) b
     WHERE b.k = s.n / ${WORKERS_PER_BRANCH}`,
    [companyId],
  )
  await run(
    `INSERT INTO worker_branches (worker_id, branch_id) SELECT worker_id, branch_id FROM scale_workers`,
  )
  await run(
    `INSERT INTO working_hours (worker_id, branch_id, iso_weekday, start_minute, end_minute)
     SELECT worker_id, branch_id, d, 480, 1200 FROM scale_workers, generate_series(1, 7) d`,
  )
  await run(
    `INSERT INTO worker_items (worker_id, item_id)
     SELECT s.worker_id, i.id FROM scale_workers s, items i WHERE i.company_id = $1`,
    [companyId],
  )
  return { companyId }
}

/** The definitions of a table's secondary indexes and its exclusion constraints, to build again after a load. */
async function dropSecondaryIndexes(run: Run, table: string): Promise<string[]> {
  const constraints = await run(
    `SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
     WHERE conrelid = $1::regclass AND contype = 'x'`,
    [table],
  )
  const indexes = await run(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indrelid = $1::regclass AND NOT x.indisprimary
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.oid)`,
    [table],
  )
  const rebuild: string[] = []
  for (const row of constraints.rows) {
    await run(`ALTER TABLE ${table} DROP CONSTRAINT ${row.conname}`)
    rebuild.push(`ALTER TABLE ${table} ADD CONSTRAINT ${row.conname} ${row.def}`)
  }
  for (const row of indexes.rows) {
    await run(`DROP INDEX ${row.name}`)
    rebuild.push(row.def)
  }
  return rebuild
}

async function insertHistory(run: Run, companyId: number, counts: ScaleCounts): Promise<void> {
  const workerCount = BRANCHES * WORKERS_PER_BRANCH
  const days = DAYS_BACK + DAYS_AHEAD
  await run(
    `INSERT INTO customers (company_id, first_name, surname, email, phone, search_text, consent_at, created_at)
     SELECT $1, 'Jana' || n, 'Zákaznice' || n, 'zakaznice' || n || '@example.cz', '+420' || (600000000 + n),
       lower('jana' || n || ' zakaznice' || n || ' zakaznice' || n || '@example.cz +420' || (600000000 + n)),
       $2::timestamptz - make_interval(days => ${DAYS_BACK}), $2::timestamptz - make_interval(days => n % ${DAYS_BACK})
     FROM generate_series(1, ${counts.customers}) n`,
    [companyId, AUDIT_NOW],
  )
  // Reservation i is worker i % 500's k-th (k = i / 500), spread evenly over a grid of the span's days × the
  // hours a day needs: grid position k × grid / perWorker (distinct for distinct k), day and hour of it.
  const perWorker = Math.max(1, Math.ceil(counts.reservations / workerCount))
  const hoursADay = Math.ceil(perWorker / days)
  const position = `((i / ${workerCount})::bigint * ${days * hoursADay} / ${perWorker})`
  await run(
    `INSERT INTO reservations (company_id, branch_id, worker_id, customer_id, starts_at, ends_at, price_czk, source,
       notify_client, reminder_send_at, reminder_sent_at, cancelled_at, cancelled_by, attendance, created_at, updated_at)
     SELECT $1, w.branch_id, w.worker_id, c.first + ((g.i::bigint * 7919) % ${counts.customers})::int, g.starts, g.starts + interval '45 minutes',
       350 + 50 * (g.i % ${ITEMS}), CASE WHEN g.i % 5 < 2 THEN 'online' ELSE 'business' END, true,
       g.starts - interval '1 day', CASE WHEN g.starts < $2::timestamptz THEN g.starts - interval '1 day' END,
       CASE WHEN g.i % 20 = 0 THEN g.starts - interval '2 days' END, CASE WHEN g.i % 20 = 0 THEN 'customer' END,
       CASE WHEN g.starts < $2::timestamptz AND g.i % 20 <> 0 THEN CASE WHEN g.i % 33 = 1 THEN 'no_show' ELSE 'arrived' END END,
       g.starts - interval '5 days', g.starts - interval '5 days'
     FROM (SELECT i, $2::timestamptz - make_interval(days => ${DAYS_BACK})
                  + make_interval(days => (${position} / ${hoursADay})::int)
                  - make_interval(hours => extract(hour FROM $2::timestamptz)::int)
                  + make_interval(hours => ${FIRST_START_HOUR_UTC} + (${position} % ${hoursADay})::int) AS starts
           FROM generate_series(0, ${counts.reservations - 1}) i) g
     JOIN scale_workers w ON w.n = g.i % ${workerCount}
     CROSS JOIN (SELECT min(id) AS first FROM customers WHERE company_id = $1) c`,
    [companyId, AUDIT_NOW],
  )
  await run(
    `INSERT INTO reservation_items (reservation_id, item_id, name, duration_minutes, buffer_after_minutes, price_czk)
     SELECT r.id, i.id, i.name, 45, 0, r.price_czk FROM reservations r
     JOIN items i ON i.company_id = $1 AND i.price_czk = r.price_czk WHERE r.company_id = $1`,
    [companyId],
  )
  await run(
    `INSERT INTO reservation_history (reservation_id, actor, action, changes, created_at)
     SELECT id, CASE WHEN source = 'online' THEN 'customer' ELSE 'business' END, 'created', '{}', created_at
     FROM reservations WHERE company_id = $1`,
    [companyId],
  )
  await run(
    `INSERT INTO payments (company_id, reservation_id, amount_czk, method, paid_at)
     SELECT $1, id, price_czk, CASE WHEN id % 2 = 0 THEN 'card' ELSE 'cash' END, ends_at FROM reservations
     WHERE company_id = $1 AND starts_at < $2::timestamptz AND cancelled_at IS NULL AND id % 10 < 7`,
    [companyId, AUDIT_NOW],
  )
  await run(
    `INSERT INTO outbox_messages (company_id, channel, kind, recipient, subject, text_body, state, tries,
       next_attempt_at, sent_at, reservation_id, reservation_sequence, dedupe_key, created_at, updated_at)
     SELECT $1, 'email', 'reservation_reminder', 'zakaznice' || customer_id || '@example.cz', 'Připomínka rezervace',
       'Dobrý den, připomínáme Vaši rezervaci ' || to_char(starts_at, 'DD.MM.YYYY HH24:MI') || '. Těšíme se na Vás.',
       CASE WHEN starts_at < $2::timestamptz THEN 'sent' ELSE 'queued' END, 1, reminder_send_at,
       CASE WHEN starts_at < $2::timestamptz THEN reminder_send_at END, id, 0, 'reminder:' || id, created_at, created_at
     FROM reservations WHERE company_id = $1`,
    [companyId, AUDIT_NOW],
  )
  await run(
    `INSERT INTO idempotency_keys (scope, key, status_code, response, created_at)
     SELECT 'booking:' || ($1::int + n % ${BRANCHES}), gen_random_uuid()::text, 201, '{"data":{"id":0}}',
       $2::timestamptz - make_interval(secs => n)
     FROM generate_series(1, ${counts.idempotencyKeys}) n`,
    [companyId, AUDIT_NOW],
  )
  await run(
    `INSERT INTO rate_limits (key, hits, reset_at)
     SELECT 'booking:ip:10.' || (n / 65536) || '.' || (n / 256 % 256) || '.' || (n % 256), 1,
       $1::timestamptz + make_interval(secs => n % 3600)
     FROM generate_series(1, ${counts.rateLimits}) n`,
    [AUDIT_NOW],
  )
}

async function insertSessions(run: Run, counts: ScaleCounts): Promise<void> {
  await run(
    `INSERT INTO sessions (id, csrf_token, data, last_activity_at, expires_at, created_at)
     SELECT encode(sha256(n::text::bytea), 'hex'), md5(n::text), '{}', $1::timestamptz - make_interval(mins => n % 20160),
       $1::timestamptz - make_interval(mins => n % 20160) + interval '14 days', $1::timestamptz - make_interval(mins => n % 20160)
     FROM generate_series(1, ${counts.sessions}) n`,
    [AUDIT_NOW],
  )
}

export async function generateScaleData(
  url: string,
  scale: number,
  log: (line: string) => void,
): Promise<void> {
  const handle = await openDatabase({ url })
  await runMigrations(handle)
  await handle.close()
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const run: Run = async (text, values) => {
    const started = performance.now()
    const result = await client.query(text, values)
    const seconds = (performance.now() - started) / 1000
    if (seconds > 2) log(`  ${seconds.toFixed(1)} s: ${text.trim().split('\n')[0]!.slice(0, 90)}`)
    return result
  }
  try {
    const existing = await run(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [OWNER_EMAIL])
    if (existing.rows[0].n > 0) throw new Error(`${url} already holds the chain; give an empty database`)
    const counts = countsAt(scale)
    log(`scale ${scale}: ${JSON.stringify(counts)}`)
    await run(`SET maintenance_work_mem = '512MB'`)
    await run(`SET synchronous_commit = off`)
    await run('BEGIN')
    // Triggers (the availability NOTIFY per row) and foreign-key checks off for the load: the rows are made right.
    await run(`SET LOCAL session_replication_role = replica`)
    const { companyId } = await insertChain(run)
    const rebuild: string[] = []
    for (const table of HISTORY_TABLES) rebuild.push(...(await dropSecondaryIndexes(run, table)))
    await insertHistory(run, companyId, counts)
    await insertSessions(run, counts)
    log('history inserted; building indexes')
    for (const statement of rebuild) await run(statement)
    await run(`DROP TABLE scale_workers`)
    await run('COMMIT')
    await run('VACUUM ANALYZE')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, scale: { type: 'string', default: '1' } },
  })
  const url = values.url ?? process.env.BENCH_DATABASE_URL
  if (!url) {
    console.error('Usage: node --import tsx bench/scale-data.ts --url postgres://… [--scale 0.1]')
    process.exit(2)
  }
  const started = performance.now()
  await generateScaleData(url, Number(values.scale), console.log)
  console.log(`generated in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}
