/**
 * The failure drill of issue 39 (`npm run bench -- drill`, after `npm run build`): not a test, a rehearsal
 * with figures. Three compiled API instances behind HAProxy (Debian's), on a PostgreSQL 15 primary with a
 * streaming replica for the lag-tolerant reads (DATABASE_READ_URL, decision 064), both made here with initdb
 * and pg_basebackup. Booking clients go through HAProxy the whole time, each booking with its Idempotency-Key
 * and retried with it (as the booking page does) when the connection fails or a 5xx comes back. Faults: one
 * instance killed (SIGKILL), then the primary restarted. Reported: acknowledged bookings lost (must be 0),
 * double bookings (must be 0), the share of failed requests in each phase, and the seconds from each fault to
 * the last failure it caused. PgBouncer is left out until the API's named statements suit its transaction
 * mode (the outage work); BENCH_DRILL_SECONDS (default 10) sets each phase's length.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEMO_BRANCH_SLUG } from '@rezervo/shared/constants'
import { openDatabase } from '../apps/api/src/db/client'
import { poolOf } from '../apps/api/src/db/pool-of'
import { startReplicaPair } from '../apps/api/src/testing/replica-pair'
import {
  bookableSlots,
  bookingBody,
  bookingHeaders,
  csrfSession,
  demoBranch,
  doubleBookings,
  startProcess,
} from './serve.bench-run'
import { freePort } from './startup.bench-run'

const PHASE_SECONDS = Number(process.env.BENCH_DRILL_SECONDS ?? 10)
const CLIENTS = 6
const INSTANCES = 3

interface Attempt {
  at: number
  /** The HTTP status, or 0 when no answer came (a refused or reset connection, a time-out). */
  status: number
}

const failedAttempt = (attempt: Attempt) => attempt.status === 0 || attempt.status >= 500

export interface DrillPhase {
  name: string
  requests: number
  failed: number
  /** The failures by status (0: no answer). */
  failures: Record<string, number>
  /** Seconds from the fault to its last failed request; 0 when it caused none. */
  recoverySeconds: number
}

export interface DrillFigures {
  phases: DrillPhase[]
  acknowledged: number
  lost: number
  doubleBookings: number
  loadAverage: number[]
}

function haproxyConfig(port: number, instances: { port: number }[]) {
  return [
    'global',
    '  maxconn 1000',
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    '  timeout client 30s',
    '  timeout server 30s',
    // A connection refused by a dead instance is tried again elsewhere; nothing was sent, so a POST too.
    '  retries 3',
    '  option redispatch',
    'frontend rezervo',
    `  bind 127.0.0.1:${port}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    ...instances.map(
      (instance, index) => `  server api${index} 127.0.0.1:${instance.port} check inter 500ms fall 2 rise 2`,
    ),
    '',
  ].join('\n')
}

export async function runDrill(log: (line: string) => void = console.log): Promise<DrillFigures> {
  const folder = mkdtempSync(join(tmpdir(), 'rezervo-drill-'))
  const pair = await startReplicaPair()
  log(`drill: primary on ${pair.primaryPort}, replica on ${pair.standbyPort}`)
  const instances: Awaited<ReturnType<typeof startProcess>>[] = []
  let haproxy: ChildProcess | undefined
  try {
    for (let index = 0; index < INSTANCES; index++) {
      instances.push(
        await startProcess(
          ['apps/api/dist/server.js'],
          {
            NODE_ENV: 'development',
            DATABASE_URL: pair.primaryUrl,
            DATABASE_READ_URL: pair.standbyUrl,
            // The first seeds the demo; the others find it.
            SEED_DEMO: index === 0 ? 'true' : 'false',
            TRUST_PROXY: '1',
            LOG_LEVEL: 'error',
          },
          '/api/health',
        ),
      )
    }
    const proxyPort = await freePort()
    const ports = instances.map((instance) => ({ port: Number(new URL(instance.url).port) }))
    writeFileSync(join(folder, 'haproxy.cfg'), haproxyConfig(proxyPort, ports))
    haproxy = spawn('haproxy', ['-f', join(folder, 'haproxy.cfg'), '-db'], { stdio: 'ignore' })
    const baseUrl = `http://127.0.0.1:${proxyPort}`
    await waitUntil(async () => (await fetch(`${baseUrl}/api/health`)).ok, 30_000)
    const load = await bookingLoad(baseUrl)
    const phases: DrillPhase[] = []
    // Each fault's window runs until the next fault, long enough for the instances to be well again.
    const phase = async (name: string, seconds: number, fault?: () => Promise<void>) => {
      const from = load.attempts.length
      const startedAt = performance.now()
      await fault?.()
      await sleepUntil(startedAt + seconds * 1000)
      const seen = load.attempts.slice(from)
      const failures = seen.filter(failedAttempt)
      const byStatus: Record<string, number> = {}
      for (const failure of failures) byStatus[failure.status] = (byStatus[failure.status] ?? 0) + 1
      phases.push({
        name,
        requests: seen.length,
        failed: failures.length,
        failures: byStatus,
        recoverySeconds: failures.length > 0 ? (failures.at(-1)!.at - startedAt) / 1000 : 0,
      })
      log(`drill: ${name} done`)
    }
    await phase('steady', PHASE_SECONDS)
    await phase('one instance killed (SIGKILL)', PHASE_SECONDS, async () => instances[1]!.kill())
    await phase('primary restarted (pg_ctl stop -m fast, start)', 2 * PHASE_SECONDS, () =>
      pair.restartPrimary(),
    )
    await load.stop()

    const database = await openDatabase({ url: pair.primaryUrl, poolMax: 2 })
    try {
      const { rows } = await poolOf(database.db).query<{ id: number }>(
        'SELECT id FROM reservations WHERE id = any($1::int[])',
        [load.acknowledged],
      )
      return {
        phases,
        acknowledged: load.acknowledged.length,
        lost: load.acknowledged.length - rows.length,
        doubleBookings: await doubleBookings(database),
        loadAverage: loadavg(),
      }
    } finally {
      await database.close()
    }
  } finally {
    haproxy?.kill()
    await Promise.all(instances.map((instance) => instance.stop().catch(() => {})))
    await pair.stop()
    rmSync(folder, { recursive: true, force: true })
  }
}

/**
 * CLIENTS booking loops through the proxy, each booking a slot of its own. A booking is retried with the same
 * Idempotency-Key while the connection fails or a 5xx answers, so one acknowledgement is one reservation;
 * every attempt is recorded with its time.
 */
async function bookingLoad(baseUrl: string) {
  const branch = await demoBranch(baseUrl)
  const slots = await bookableSlots(baseUrl, branch)
  const session = await csrfSession(baseUrl)
  const attempts: Attempt[] = []
  const acknowledged: number[] = []
  let next = 0
  let stopped = false
  const book = async (slot: (typeof slots)[number]) => {
    const { n, body } = bookingBody(branch.itemId, slot)
    const key = randomUUID()
    for (let attempt = 0; attempt < 50 && !stopped; attempt++) {
      let status = 0
      let answer: { reservation?: { id: number } } = {}
      try {
        const response = await fetch(`${baseUrl}/api/v1/branches/slug/${DEMO_BRANCH_SLUG}/reservations`, {
          method: 'POST',
          body,
          headers: bookingHeaders(session, key, n),
          signal: AbortSignal.timeout(10_000),
        })
        status = response.status
        answer = (await response.json()) as typeof answer
      } catch {}
      attempts.push({ at: performance.now(), status })
      if (status === 201 && answer.reservation) acknowledged.push(answer.reservation.id)
      if (status > 0 && status < 500) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const loops = Array.from({ length: CLIENTS }, async () => {
    while (!stopped && next < slots.length) await book(slots[next++]!)
  })
  return {
    attempts,
    acknowledged,
    async stop() {
      stopped = true
      await Promise.all(loops)
    },
  }
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    try {
      if (await condition()) return
    } catch {}
    if (performance.now() > deadline) throw new Error('the proxy did not answer')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())))

export function formatDrill(figures: DrillFigures): string[] {
  const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 })
  return [
    ...figures.phases.map(
      (phase) =>
        `drill ${phase.name}: ${phase.requests} booking requests, ${phase.failed} failed (${percent.format(phase.requests ? phase.failed / phase.requests : 0)}${phase.failed ? `; by status ${JSON.stringify(phase.failures)}` : ''}), recovered ${phase.recoverySeconds.toFixed(1)} s after the fault (its last failure)`,
    ),
    `drill: ${figures.acknowledged} bookings acknowledged, ${figures.lost} of them lost (target 0), ${figures.doubleBookings} double bookings (target 0); load average ${figures.loadAverage.map((value) => value.toFixed(2)).join(' ')}`,
  ]
}
