/**
 * Serving figures of issue 16, from one run on this machine (decision 025, docs/performance.md):
 * - the public branch call and 14 days of availability under 50 connections, in req/s beside a hello-world
 *   Fastify server started here (ratio);
 * - public bookings/s (16 connections, each booking a free slot of its own) beside a plain single-row INSERT
 *   loop on the same database (ratio), and the double bookings it left (must be 0);
 * - the API process's CPU milliseconds per booking over that load (/proc/<pid>/stat), which, unlike
 *   bookings/s, does not count the time the process waits for a core (decision 051, "CPU per booking");
 * - SQL round trips of one booking, branch call and availability call (apps/api/src/db/round-trips.ts).
 * The API runs compiled (apps/api/dist, `npm run build` first) in its own process, with the demo seeded, on
 * PGlite and, with BENCH_DATABASE_URL (or TEST_DATABASE_URL), on PostgreSQL. Load comes from autocannon in
 * this process and goes to 127.0.0.1 only. BENCH_SECONDS (default 10) sets each load's length.
 * Run alone with `node --import tsx bench/serve.bench-run.ts`.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { DEMO_BRANCH_SLUG } from '@rezervo/shared/constants'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '../apps/api/src/app'
import { loadConfig } from '../apps/api/src/config'
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client'
import { countRoundTrips } from '../apps/api/src/db/round-trips'
import { freePort, scratchPostgres } from './startup.bench-run'

const repoRoot = resolve(import.meta.dirname, '..')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const READ_CONNECTIONS = 50
/**
 * 16 by default; BENCH_BOOKING_CONNECTIONS=1 gives the CPU of one booking with no other waiting for a core,
 * which is the figure a profile of the booking path reads best.
 */
const BOOKING_CONNECTIONS = Number(process.env.BENCH_BOOKING_CONNECTIONS ?? 16)
const MAX_BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 600)
const APP_SECRET = 'bench-secret-bench-secret-bench-secret'
const AVAILABILITY_DAYS = 14
/** `bookings`: only the booking load (and what follows it), for profiling the booking path alone. */
const ONLY = process.env.BENCH_ONLY
/** `postgres`: skip PGlite (BENCH_DATABASE_URL or TEST_DATABASE_URL needed). */
/** Extra node flags for the API process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it. */
const API_NODE_ARGS = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean)
/**
 * The compiled API to load, from the repository's root: another build (a copy of apps/api/dist from before a
 * change, kept beside it so its relative paths hold) runs back to back with this one.
 */
const API_ENTRY = process.env.BENCH_API_ENTRY ?? 'apps/api/dist/server.js'
const NOT_MEASURED: LoadFigure = { reqPerSec: 0, p50Ms: 0, p99Ms: 0, non2xx: 0, errors: 0, timeouts: 0 }

export interface LoadFigure {
  reqPerSec: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  errors: number
  timeouts: number
}

export interface EngineFigures {
  database: string
  branch: LoadFigure
  availability: LoadFigure
  bookings: LoadFigure & { booked: number; refused: number; cpuMsPerBooking?: number }
  insertsPerSec: number
  insertClients: number
  /** Where the machine's CPU goes per booking and per plain INSERT ("CPU per operation" below). */
  cpu: { booking?: CpuPerOperation; insert?: CpuPerOperation }
  doubleBookings: number
  roundTrips: { booking: number; branchFirst: number; branchAgain: number; availability: number }
  /** Warnings the API process printed under load (none expected). */
  warnings: string[]
}

/**
 * CPU milliseconds one operation costs, by process: the API (PGlite's thread included), the PostgreSQL
 * backends serving it (read from /proc when the server runs on this machine; absent otherwise), and this
 * process, which generates the load (autocannon, or the INSERT loop's pg client).
 */
export interface CpuPerOperation {
  api: number
  postgres?: number
  loadGenerator: number
}

export const cpuTotal = (cpu: CpuPerOperation) => cpu.api + (cpu.postgres ?? 0) + cpu.loadGenerator

export interface ServeFigures {
  helloWorld: LoadFigure
  engines: EngineFigures[]
}

/** Resolves once the process has ended: by itself (exitCode) or by a signal (signalCode, the drill's SIGKILL). */
const stopped = (child: ChildProcess) =>
  new Promise<void>((done) =>
    child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done()),
  )

export async function startProcess(args: string[], env: Record<string, string>, healthPath: string) {
  const port = await freePort()
  let output = ''
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    // APP_URL (required in production) is the address it listens on, unless the caller names another.
    env: {
      ...process.env,
      APP_URL: `http://127.0.0.1:${port}`,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const started = performance.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`)
    if (performance.now() - started > 180_000) throw new Error(`no healthy server in 3 minutes:\n${output}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}${healthPath}`)).ok) break
    } catch {}
    await new Promise((done) => setTimeout(done, 50))
  }
  return {
    url: `http://127.0.0.1:${port}`,
    /** CPU milliseconds (user + system) the process has used so far; undefined where /proc is missing. */
    cpuMs: () => processCpuMs(child.pid),
    /** The process's warnings (Node's, with their stack under --trace-warnings), one block each. */
    warnings: () => output.split(/\n(?=\(node:\d+\))/).filter((block) => /Warning/.test(block)),
    async stop() {
      child.kill('SIGTERM')
      await stopped(child)
    },
    /** Ends it at once, as a crash or the OOM killer would (the failure drill). */
    kill() {
      child.kill('SIGKILL')
    },
  }
}

/** This process's user + system CPU milliseconds so far. */
const ownCpuMs = () => {
  const usage = process.cpuUsage()
  return (usage.user + usage.system) / 1000
}

/**
 * The summed CPU milliseconds of the PostgreSQL backends connected to the database at `url`, by pid, from
 * /proc; undefined when the server's processes are not on this machine (or /proc is missing). A backend that
 * started during a measurement counts from zero; one that ended is lost (the pools here keep theirs).
 */
async function postgresBackendsCpuMs(url: string): Promise<Map<number, number> | undefined> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database()',
    )
    const byPid = new Map<number, number>()
    for (const { pid } of rows) {
      const ms = processCpuMs(pid)
      if (ms === undefined) return undefined
      byPid.set(pid, ms)
    }
    return byPid
  } finally {
    await client.end()
  }
}

/** What the backends used between two readings of postgresBackendsCpuMs. */
function postgresCpuBetween(
  before: Map<number, number> | undefined,
  after: Map<number, number> | undefined,
): number | undefined {
  if (!before || !after) return undefined
  let used = 0
  for (const [pid, ms] of after) used += ms - (before.get(pid) ?? 0)
  return used
}

/**
 * User + system CPU time of a process from /proc/<pid>/stat (fields 14 and 15, in clock ticks of 10 ms on
 * Linux): what the process itself burnt, whatever else the machine is doing.
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The command name (field 2) is in parentheses and may hold spaces; the fields after it are plain.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return ticks * 10
}

const HELLO_WORLD = `import Fastify from 'fastify'
const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ host: process.env.HOST, port: Number(process.env.PORT) })
process.on('SIGTERM', () => app.close().then(() => process.exit(0)))`

function loadFigure(result: autocannon.Result): LoadFigure {
  return {
    reqPerSec: result.requests.total / (result.duration || SECONDS),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

/** GETs one URL from 50 connections for BENCH_SECONDS, after a short warm-up. */
export async function loadGet(url: string): Promise<LoadFigure> {
  await autocannon({ url, connections: 10, duration: 1, headers: { accept: 'application/json' } })
  return loadFigure(
    await autocannon({
      url,
      connections: READ_CONNECTIONS,
      duration: SECONDS,
      headers: { accept: 'application/json', 'accept-encoding': 'br, gzip' },
    }),
  )
}

interface DemoBranch {
  itemId: number
  slotMinutes: number
  horizonDays: number
}

export async function demoBranch(baseUrl: string): Promise<DemoBranch> {
  const branch = (await (await fetch(`${baseUrl}/api/v1/branches/slug/${DEMO_BRANCH_SLUG}`)).json()) as {
    booking_rules: { horizon_days: number }
    item_categories: { items: { id: number; duration_minutes: number; buffer_after_minutes: number }[] }[]
  }
  const items = branch.item_categories.flatMap((category) => category.items)
  const shortest = items.sort(
    (a, b) => a.duration_minutes + a.buffer_after_minutes - (b.duration_minutes + b.buffer_after_minutes),
  )[0]
  if (!shortest) throw new Error('the demo branch offers no items')
  return {
    itemId: shortest.id,
    slotMinutes: shortest.duration_minutes + shortest.buffer_after_minutes,
    horizonDays: branch.booking_rules.horizon_days,
  }
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000)

const availabilityPath = (itemId: number, from: Date, days: number) =>
  `/api/v1/branches/slug/${DEMO_BRANCH_SLUG}/availability?item_ids=${itemId}&worker_id=any&from=${isoDay(from)}&to=${isoDay(addDays(from, days - 1))}`

/** Free starts for the whole horizon, each worker's picked so that no two of them overlap. */
export async function bookableSlots(baseUrl: string, branch: DemoBranch) {
  const slots: { startsAt: string; workerId: number }[] = []
  const nextFree = new Map<number, number>()
  const today = new Date()
  for (let offset = 0; offset < branch.horizonDays; offset += 31) {
    const days = Math.min(31, branch.horizonDays - offset)
    const answer = (await (
      await fetch(`${baseUrl}${availabilityPath(branch.itemId, addDays(today, offset), days)}`)
    ).json()) as { days?: { slots: { starts_at: string; worker_ids: number[] }[] }[] }
    for (const slot of (answer.days ?? []).flatMap((day) => day.slots)) {
      const start = Date.parse(slot.starts_at)
      for (const workerId of slot.worker_ids) {
        if ((nextFree.get(workerId) ?? 0) > start) continue
        slots.push({ startsAt: slot.starts_at, workerId })
        nextFree.set(workerId, start + branch.slotMinutes * 60_000)
      }
    }
  }
  return slots
}

/** A session with its CSRF token, as the booking page gets before it submits. */
export async function csrfSession(baseUrl: string) {
  const response = await fetch(`${baseUrl}/sanctum/csrf-cookie`)
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';', 1)[0] ?? '')
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length)
  if (!xsrf) throw new Error('no XSRF-TOKEN cookie')
  return { cookie: cookies.join('; '), xsrf }
}

let bookingCounter = 0
export const bookingBody = (itemId: number, slot: { startsAt: string; workerId: number }) => {
  const n = ++bookingCounter
  return {
    n,
    body: JSON.stringify({
      item_ids: [itemId],
      worker_id: slot.workerId,
      starts_at: slot.startsAt,
      first_name: 'Bench',
      surname: 'Zákazník',
      email: `bench-${process.pid}-${n}@example.cz`,
      phone: `+420${700_000_000 + n}`,
      consent: true,
      locale: 'cs',
    }),
  }
}
/** The booking page's headers: JSON, CSRF token and cookie, its Idempotency-Key, and the client's address. */
export const bookingHeaders = (
  session: { cookie: string; xsrf: string },
  idempotencyKey: string,
  n: number,
) => ({
  'content-type': 'application/json',
  accept: 'application/json',
  'x-requested-with': 'XMLHttpRequest',
  'x-xsrf-token': decodeURIComponent(session.xsrf),
  cookie: session.cookie,
  'idempotency-key': idempotencyKey,
  'x-forwarded-for': addressOf(n),
})

/** A client address per booking (sent as X-Forwarded-For, no traffic goes there), so no per-address limit bites. */
export const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

async function loadBookings(
  baseUrl: string,
  branch: DemoBranch,
  slots: { startsAt: string; workerId: number }[],
) {
  const session = await csrfSession(baseUrl)
  const queue = slots.slice(0, MAX_BOOKINGS)
  let next = 0
  // autocannon's own duration ends on its once-a-second tick, so 600 bookings in 3.2 s would count as 4 s: the
  // rate is taken from the first request to the last answer instead.
  const startedAt = performance.now()
  let lastAnswerAt = startedAt
  const result = await autocannon({
    url: baseUrl,
    connections: BOOKING_CONNECTIONS,
    amount: queue.length,
    requests: [
      {
        method: 'POST',
        path: `/api/v1/branches/slug/${DEMO_BRANCH_SLUG}/reservations`,
        setupRequest: (request) => {
          const slot = queue[next++ % queue.length]!
          const { n, body } = bookingBody(branch.itemId, slot)
          return {
            ...request,
            body,
            headers: bookingHeaders(session, randomUUID(), n),
          }
        },
        onResponse: () => {
          lastAnswerAt = performance.now()
        },
      },
    ],
  })
  const figure = loadFigure(result)
  const booked = result['2xx']
  const seconds = (lastAnswerAt - startedAt) / 1000 || result.duration || 1
  return { ...figure, reqPerSec: booked / seconds, booked, refused: result.non2xx }
}

export async function doubleBookings(database: DatabaseHandle): Promise<number> {
  const rows = await database.db.execute<{ n: number }>(sql`
    select count(*)::int as n from reservations a join reservations b
      on a.worker_id = b.worker_id and a.id < b.id
     and a.starts_at < b.ends_at and b.starts_at < a.ends_at
     where a.cancelled_at is null and b.cancelled_at is null`)
  const list = (Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows) as { n: number }[]
  return list[0]?.n ?? -1
}

/** A plain single-row INSERT from `clients` loops for BENCH_SECONDS: what the database does with no app. */
async function insertLoop(target: {
  url?: string
  database: DatabaseHandle
}): Promise<{ tps: number; clients: number; cpu?: CpuPerOperation }> {
  const deadline = () => performance.now() + SECONDS * 1000
  if (target.url) {
    const pool = new pg.Pool({ connectionString: target.url, max: BOOKING_CONNECTIONS })
    // An idle client that the server drops (the scratch database's DROP ... WITH (FORCE)) is no failure here.
    pool.on('error', () => {})
    await pool.query(
      'create table if not exists bench_insert_probe (id bigserial primary key, note text not null)',
    )
    // The pool's clients connect before the clock starts, so every backend is there for both readings.
    await Promise.all(Array.from({ length: BOOKING_CONNECTIONS }, () => pool.query('select 1')))
    const postgresBefore = await postgresBackendsCpuMs(target.url)
    const ownBefore = ownCpuMs()
    let done = 0
    const until = deadline()
    const started = performance.now()
    await Promise.all(
      Array.from({ length: BOOKING_CONNECTIONS }, async () => {
        while (performance.now() < until) {
          await pool.query('insert into bench_insert_probe (note) values ($1)', ['bench'])
          done++
        }
      }),
    )
    const tps = done / ((performance.now() - started) / 1000)
    const ownUsed = ownCpuMs() - ownBefore
    const postgresUsed = postgresCpuBetween(postgresBefore, await postgresBackendsCpuMs(target.url))
    await pool.query('drop table bench_insert_probe')
    await pool.end()
    const cpu: CpuPerOperation = {
      api: 0,
      ...(postgresUsed === undefined ? {} : { postgres: postgresUsed / done }),
      loadGenerator: ownUsed / done,
    }
    return { tps, clients: BOOKING_CONNECTIONS, cpu }
  }
  // PGlite has one connection: the loop is serial, as every request of the API is on it.
  const { db } = target.database
  await db.execute(
    sql`create table if not exists bench_insert_probe (id bigserial primary key, note text not null)`,
  )
  let done = 0
  const until = deadline()
  const started = performance.now()
  // Embedded PGlite runs in this process (its worker thread included): all of the INSERT's CPU is here.
  const ownBefore = ownCpuMs()
  while (performance.now() < until) {
    await db.execute(sql`insert into bench_insert_probe (note) values (${'bench'})`)
    done++
  }
  const tps = done / ((performance.now() - started) / 1000)
  const cpu: CpuPerOperation = { api: 0, loadGenerator: (ownCpuMs() - ownBefore) / done }
  await db.execute(sql`drop table bench_insert_probe`)
  return { tps, clients: 1, cpu }
}

/** Round trips of one request each, counted in this process on the same database (the server stopped). */
async function countRequests(
  database: DatabaseHandle,
  branch: DemoBranch,
  slot: { startsAt: string; workerId: number },
) {
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      APP_SECRET,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      OUTBOX_WORKER: 'false',
      APP_URL: 'http://127.0.0.1',
      WEB_DIST_DIR: '/nonexistent',
    }),
    database,
    logger: false,
  })
  await app.ready()
  try {
    const branchUrl = `/api/v1/branches/slug/${DEMO_BRANCH_SLUG}`
    const branchFirst = await countRoundTrips(() => app.inject({ url: branchUrl }))
    const branchAgain = await countRoundTrips(() => app.inject({ url: branchUrl }))
    const availability = await countRoundTrips(() =>
      app.inject({ url: availabilityPath(branch.itemId, new Date(), AVAILABILITY_DAYS) }),
    )
    const csrf = await app.inject({ url: '/sanctum/csrf-cookie' })
    const cookies = csrf.cookies as { name: string; value: string }[]
    const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? ''
    const { n, body } = bookingBody(branch.itemId, slot)
    const booking = await countRoundTrips(() =>
      app.inject({
        method: 'POST',
        url: `${branchUrl}/reservations`,
        remoteAddress: addressOf(n),
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          'x-xsrf-token': xsrf,
          cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
          'idempotency-key': randomUUID(),
        },
        payload: body,
      }),
    )
    if (booking.value.statusCode !== 201)
      throw new Error(`the counted booking answered ${booking.value.statusCode}: ${booking.value.body}`)
    return {
      booking: booking.roundTrips,
      branchFirst: branchFirst.roundTrips,
      branchAgain: branchAgain.roundTrips,
      availability: availability.roundTrips,
    }
  } finally {
    await app.close()
  }
}

async function measureEngine(name: string, target: { dataDir: string; url: string }): Promise<EngineFigures> {
  const server = await startProcess(
    ['--enable-source-maps', ...API_NODE_ARGS, API_ENTRY],
    {
      NODE_ENV: 'production',
      APP_SECRET,
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.url,
      LOG_LEVEL: 'warn',
      OUTBOX_WORKER: 'false',
      TRUST_PROXY: '1',
      // A warning (the pg driver's "client.query() when already executing", say) comes with where it came from.
      NODE_OPTIONS: '--trace-warnings --trace-deprecation',
    },
    '/api/health',
  )
  let branch: DemoBranch
  let figures: Omit<
    EngineFigures,
    'insertsPerSec' | 'insertClients' | 'doubleBookings' | 'roundTrips' | 'warnings' | 'cpu'
  >
  let spare: { startsAt: string; workerId: number } | undefined
  let bookingCpu: CpuPerOperation | undefined
  try {
    branch = await demoBranch(server.url)
    const slots = await bookableSlots(server.url, branch)
    spare = slots.at(-1)
    const onlyBookings = ONLY === 'bookings'
    const branchLoad = onlyBookings
      ? NOT_MEASURED
      : await loadGet(`${server.url}/api/v1/branches/slug/${DEMO_BRANCH_SLUG}`)
    const availabilityLoad = onlyBookings
      ? NOT_MEASURED
      : await loadGet(`${server.url}${availabilityPath(branch.itemId, new Date(), AVAILABILITY_DAYS)}`)
    const postgresBefore = target.url ? await postgresBackendsCpuMs(target.url) : undefined
    const ownBefore = ownCpuMs()
    const cpuBefore = server.cpuMs()
    const bookingLoad = await loadBookings(server.url, branch, slots.slice(0, -1))
    const cpuAfter = server.cpuMs()
    const ownAfter = ownCpuMs()
    const postgresUsed = target.url
      ? postgresCpuBetween(postgresBefore, await postgresBackendsCpuMs(target.url))
      : undefined
    const booked = bookingLoad.booked
    const cpuMsPerBooking =
      cpuBefore !== undefined && cpuAfter !== undefined && booked > 0
        ? (cpuAfter - cpuBefore) / booked
        : undefined
    const bookings = { ...bookingLoad, cpuMsPerBooking }
    bookingCpu =
      cpuMsPerBooking === undefined
        ? undefined
        : {
            api: cpuMsPerBooking,
            ...(postgresUsed === undefined ? {} : { postgres: postgresUsed / booked }),
            loadGenerator: (ownAfter - ownBefore) / booked,
          }
    figures = { database: name, branch: branchLoad, availability: availabilityLoad, bookings }
  } finally {
    await server.stop()
  }
  const warnings = server.warnings()
  const database = await openDatabase(
    target.url ? { url: target.url, poolMax: 20 } : { dataDir: target.dataDir },
  )
  try {
    const doubles = await doubleBookings(database)
    if (!spare) throw new Error('no free slot left for the counted booking')
    const roundTrips = await countRequests(database, branch, spare)
    const inserts = await insertLoop({ url: target.url || undefined, database })
    return {
      ...figures,
      insertsPerSec: inserts.tps,
      insertClients: inserts.clients,
      cpu: { booking: bookingCpu, insert: inserts.cpu },
      doubleBookings: doubles,
      roundTrips,
      warnings,
    }
  } finally {
    await database.close()
  }
}

/**
 * Every figure; undefined without the compiled API. `print` gets the lines of each part as soon as it is
 * measured, so a failure later in the run keeps what was measured before it.
 */
export async function runServeBench(
  print: (line: string) => void = () => {},
): Promise<ServeFigures | undefined> {
  if (!existsSync(join(repoRoot, API_ENTRY))) return undefined
  const hello = await startProcess(['--input-type=module', '-e', HELLO_WORLD], {}, '/')
  let helloWorld: LoadFigure
  try {
    helloWorld = await loadGet(`${hello.url}/`)
  } finally {
    await hello.stop()
  }
  for (const line of formatHelloWorld(helloWorld)) print(line)
  const engines: EngineFigures[] = []
  const scratch = mkdtempSync(join(tmpdir(), 'rezervo-serve-bench-'))
  try {
    if (process.env.BENCH_ENGINES !== 'postgres') {
      engines.push(await measureEngine('PGlite', { dataDir: join(scratch, 'pglite'), url: '' }))
      for (const line of formatEngine(engines.at(-1)!, helloWorld.reqPerSec)) print(line)
    }
    const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
    if (serverUrl) {
      const database = await scratchPostgres(serverUrl)
      try {
        engines.push(await measureEngine('PostgreSQL', { dataDir: scratch, url: database.url }))
        for (const line of formatEngine(engines.at(-1)!, helloWorld.reqPerSec)) print(line)
      } finally {
        await database.drop()
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  return { helloWorld, engines }
}

const load = (figure: LoadFigure) =>
  `${Math.round(figure.reqPerSec)} req/s, p50 ${figure.p50Ms} ms, p99 ${figure.p99Ms} ms` +
  (figure.non2xx || figure.errors || figure.timeouts
    ? ` (${figure.non2xx} non-2xx, ${figure.errors} errors, ${figure.timeouts} timeouts)`
    : '')
const ratio = (part: number, whole: number) => (whole ? (part / whole).toFixed(3) : 'n/a')

export function formatHelloWorld(helloWorld: LoadFigure): string[] {
  return [
    `serving (Node ${process.versions.node}, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}; ${READ_CONNECTIONS} connections, ${SECONDS} s each):`,
    `  hello-world Fastify: ${load(helloWorld)}`,
  ]
}

export function formatEngine(engine: EngineFigures, hello: number): string[] {
  return [
    `  ${engine.database} (load average ${loadavg()[0]?.toFixed(1)}):`,
    `    branch call: ${load(engine.branch)}; ÷ hello-world ${ratio(engine.branch.reqPerSec, hello)} (target ≥ 0.20)`,
    `    availability, ${AVAILABILITY_DAYS} days: ${load(engine.availability)}; ÷ hello-world ${ratio(engine.availability.reqPerSec, hello)} (target ≥ 0.05)`,
    `    bookings: ${engine.bookings.reqPerSec.toFixed(1)}/s, API CPU ${engine.bookings.cpuMsPerBooking?.toFixed(2) ?? 'n/a'} ms/booking (${engine.bookings.booked} booked, ${engine.bookings.refused} refused, ${engine.bookings.errors} errors, ${BOOKING_CONNECTIONS} connections, p50 ${engine.bookings.p50Ms} ms, p99 ${engine.bookings.p99Ms} ms); ` +
      `plain INSERT ${Math.round(engine.insertsPerSec)}/s (${engine.insertClients} client${engine.insertClients > 1 ? 's' : ''}); ratio ${ratio(engine.bookings.reqPerSec, engine.insertsPerSec)} (target ≥ 0.05); double bookings ${engine.doubleBookings}`,
    ...formatCpu(engine),
    `    SQL round trips: booking ${engine.roundTrips.booking} (target ≤ 8), branch call ${engine.roundTrips.branchFirst} then ${engine.roundTrips.branchAgain} (≤ 1, 0 cached), availability ${engine.roundTrips.availability} (≤ 3)`,
    `    warnings of the API process: ${engine.warnings.length === 0 ? 'none' : engine.warnings.length}`,
    ...engine.warnings.map((warning) => `      ${warning.trim().split('\n').join('\n      ')}`),
  ]
}

/**
 * Where the CPU goes: when both loads keep the machine's cores busy, bookings/s ÷ INSERT/s cannot exceed
 * (CPU of one INSERT) ÷ (CPU of one booking), whatever the number of processes (decision 058).
 */
function formatCpu(engine: EngineFigures): string[] {
  const { booking, insert } = engine.cpu
  if (!booking || !insert) return []
  const parts = (cpu: CpuPerOperation, apiName: string) =>
    [
      cpu.api ? `${apiName} ${cpu.api.toFixed(2)}` : '',
      cpu.postgres === undefined ? '' : `PostgreSQL ${cpu.postgres.toFixed(2)}`,
      `load generator ${cpu.loadGenerator.toFixed(2)}`,
    ]
      .filter(Boolean)
      .join(' + ')
  const comparable = (booking.postgres === undefined) === (insert.postgres === undefined)
  return [
    `    CPU per booking: ${parts(booking, 'API')} = ${cpuTotal(booking).toFixed(2)} ms; per INSERT: ${parts(insert, 'API')} = ${cpuTotal(insert).toFixed(3)} ms` +
      (comparable ? `; CPU-bound ceiling of the ratio ${ratio(cpuTotal(insert), cpuTotal(booking))}` : ''),
  ]
}

const isEntryModule = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href
if (isEntryModule) {
  const figures = await runServeBench(console.log)
  if (!figures) console.log('no compiled API; run `npm run build` first')
}
