import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../config'
import { openDatabase } from '../db/client'
import { runMigrations } from '../db/migrate'
import { outboxMessages } from '../db/schema'
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink'
import { queueEmail } from './queue-email'

const MESSAGES = 30

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      )
    })
  })
}

async function waitFor(condition: () => boolean, timeoutMs: number, what: string, output: () => string) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${output()}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/**
 * The real server, killed with SIGKILL in the middle of delivering, then started again on the same database:
 * every queued email must reach the SMTP server, and none twice.
 *
 * What "none twice" rests on: a message is marked sent right after the SMTP server accepts it, and a message
 * left in 'sending' by the dead process is claimed again only after its lease (3 s here). The one window
 * left is a crash between the server's acceptance and that update (milliseconds); a message caught there is
 * sent again after the lease (at least once, never lost). The test kills while a batch waits for the slow
 * server's answer and the previous batch was accepted over 100 ms before, i.e. outside that window, which
 * is where nearly every crash of a process that spends its time waiting on SMTP lands.
 */
describe('delivery survives a killed server', () => {
  let sink: SmtpSink
  let dataDir: string
  let databaseName: string | undefined
  const serverUrl = process.env.TEST_DATABASE_URL
  const env: Record<string, string> = {}
  let log = ''
  let server: ChildProcess | undefined

  beforeAll(async () => {
    sink = await startSmtpSink({ acceptDelayMs: 200 })
    dataDir = mkdtempSync(join(tmpdir(), 'rezervo-crash-'))
    let databaseUrl = ''
    if (serverUrl) {
      databaseName = `rezervo_crash_${process.pid}_${Date.now()}`
      const admin = new pg.Client({ connectionString: serverUrl })
      await admin.connect()
      await admin.query(`CREATE DATABASE "${databaseName}"`)
      await admin.end()
      const url = new URL(serverUrl)
      url.pathname = `/${databaseName}`
      databaseUrl = url.toString()
    }
    // The messages are queued before the server starts (PGlite allows one process at a time).
    const database = await openDatabase(databaseUrl ? { url: databaseUrl, poolMax: 2 } : { dataDir })
    await runMigrations(database)
    for (let index = 0; index < MESSAGES; index++) {
      await queueEmail(database.db, {
        kind: 'test',
        to: `crash${index}@example.cz`,
        subject: `Zpráva ${index}`,
        text: `Zpráva číslo ${index}`,
        html: `<p>Zpráva číslo ${index}</p>`,
      })
    }
    await database.close()
    const port = await freePort()
    Object.assign(env, {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SMTP_URL: sink.url,
      OUTBOX_WORKER: 'true',
      OUTBOX_POLL_INTERVAL_MS: '200',
      OUTBOX_LEASE_SECONDS: '3',
    })
  })

  afterAll(async () => {
    if (server && server.exitCode === null) server.kill('SIGKILL')
    await sink?.close()
    rmSync(dataDir, { recursive: true, force: true })
    if (serverUrl && databaseName) {
      const admin = new pg.Client({ connectionString: serverUrl })
      await admin.connect()
      await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`)
      await admin.end()
    }
  })

  function startServer() {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.on('data', (chunk) => {
      log += chunk
    })
    child.stderr?.on('data', (chunk) => {
      log += chunk
    })
    server = child
    return child
  }
  const exited = (child: ChildProcess) =>
    new Promise<void>((resolve) =>
      child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
    )
  const countsById = () => {
    const counts = new Map<number, number>()
    for (const mail of sink.received) counts.set(mail.outboxId!, (counts.get(mail.outboxId!) ?? 0) + 1)
    return counts
  }

  it('delivers every message exactly once across a SIGKILL and a restart', { timeout: 150_000 }, async () => {
    const first = startServer()
    await waitFor(
      () => sink.received.length >= 5 && sink.pending() > 0 && sink.sinceLastAccept() > 100,
      90_000,
      'the first deliveries',
      () => log,
    )
    first.kill('SIGKILL')
    await exited(first)
    const beforeCrash = sink.received.length
    expect(beforeCrash).toBeLessThan(MESSAGES)

    const second = startServer()
    await waitFor(
      () => countsById().size === MESSAGES,
      90_000,
      'every message after the restart',
      () => log,
    )
    // Longer than the lease: a message that the dead process had in hand would show up twice by now.
    await new Promise((resolve) => setTimeout(resolve, 4000))
    second.kill('SIGTERM')
    await exited(second)

    const counts = countsById()
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: MESSAGES }, (_, i) => i + 1),
    )
    expect([...counts.entries()].filter(([, count]) => count > 1)).toEqual([])
    for (const mail of sink.received) expect(mail.raw).toMatch(/^Subject: /m)

    const database = await openDatabase(
      databaseName && serverUrl
        ? { url: Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString(), poolMax: 1 }
        : { dataDir },
    )
    try {
      const rows = await database.db.select().from(outboxMessages)
      expect(rows.every((row) => row.state === 'sent')).toBe(true)
      // The messages the killed process had in hand were tried a second time.
      expect(rows.filter((row) => row.tries === 2).length).toBeGreaterThan(0)
    } finally {
      await database.close()
    }
  })
})
