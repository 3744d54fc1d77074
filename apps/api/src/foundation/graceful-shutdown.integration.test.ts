import { Agent, request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '@rezervo/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runMigrations } from '../db/migrate'
import { outboxMessages } from '../db/schema'
import { queueEmail } from '../messaging/queue-email'
import {
  createServerDatabase,
  freePort,
  type ServerDatabase,
  type ServerProcess,
  serverEnvironment,
  startServerProcess,
  waitFor,
  waitForHealthy,
} from '../testing/server-process'
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink'

/** More than one claim batch (10): the messages past the first batch are never claimed. */
const MESSAGES = 12
const SHUTDOWN_TIMEOUT_SECONDS = 3

/** How a TCP connection attempt ends: accepted, or refused because nothing listens any more. */
function tryConnect(port: number): Promise<'accepted' | 'refused'> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve('accepted')
    })
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve('refused') : reject(error),
    )
  })
}

/**
 * Starts a sign-in of the demo owner over a keep-alive connection and sends only the start of its body, so
 * the server holds the request until `finish()` sends the rest. Resolves once the server has logged it.
 */
async function startSlowSignIn(baseUrl: string, server: ServerProcess) {
  const csrf = await fetch(`${baseUrl}/sanctum/csrf-cookie`)
  const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!)
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length)
  const body = JSON.stringify({ email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD })
  const signIn = httpRequest(`${baseUrl}/login`, {
    method: 'POST',
    agent: new Agent({ keepAlive: true }),
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      cookie: cookies.join('; '),
      'x-xsrf-token': xsrf,
      'x-requested-with': 'XMLHttpRequest',
    },
  })
  const status = new Promise<number>((resolve, reject) => {
    signIn.once('response', (response) => {
      response.resume()
      response.once('end', () => resolve(response.statusCode ?? 0))
    })
    signIn.once('error', reject)
  })
  signIn.write(body.slice(0, 10))
  await waitFor(
    () => /"url":"\/login"/.test(server.output()),
    10_000,
    'the sign-in at the server',
    server.output,
  )
  return {
    /** Sends the rest of the body; resolves with the answer's status. */
    finish() {
      signIn.end(body.slice(10))
      return status
    },
  }
}

async function sigterm(server: ServerProcess) {
  server.child.kill('SIGTERM')
  await waitFor(
    () => server.output().includes('SIGTERM received'),
    10_000,
    'the server to start stopping',
    server.output,
  )
}

/**
 * The compiled server, as `npm start` runs it, stopped with SIGTERM while a sign-in is still arriving and the
 * outbox worker waits on a mail provider that holds its answers: the listener closes at once, the sign-in
 * completes, the worker's unanswered claims go back to the queue at the deadline, and the process exits 0.
 */
describe('graceful shutdown on SIGTERM', () => {
  let sink: SmtpSink
  let serverDatabase: ServerDatabase
  let server: ServerProcess | undefined

  beforeAll(async () => {
    // The provider answers only after the test is over: every send is still in flight at the deadline.
    sink = await startSmtpSink({ acceptDelayMs: 120_000 })
    serverDatabase = await createServerDatabase('shutdown')
    const database = await serverDatabase.open()
    await runMigrations(database)
    for (let index = 0; index < MESSAGES; index++) {
      await queueEmail(database.db, {
        kind: 'test',
        to: `shutdown${index}@example.cz`,
        subject: `Zpráva ${index}`,
        text: `Zpráva číslo ${index}`,
        html: `<p>Zpráva číslo ${index}</p>`,
      })
    }
    await database.close()
  })

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL')
      await server.exited
    }
    await sink?.close()
    await serverDatabase?.remove()
  })

  it('refuses new connections, finishes the request in flight, hands back claims and exits 0', {
    timeout: 120_000,
  }, async () => {
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const started = startServerProcess(
      serverEnvironment(port, serverDatabase, {
        SEED_DEMO: 'true',
        DEMO_UPCOMING_DAYS: '0',
        LOG_LEVEL: 'info',
        SMTP_URL: sink.url,
        OUTBOX_POLL_INTERVAL_MS: '200',
        SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS),
      }),
    )
    server = started
    await waitForHealthy(started, baseUrl)
    // The worker has claimed a batch and every message of it waits for the provider's answer.
    await waitFor(() => sink.pending() === 10, 30_000, 'the first batch at the provider', started.output)

    // A sign-in whose body is still on its way: the server has the request, its handler waits for the rest.
    const signIn = await startSlowSignIn(baseUrl, started)

    const stoppingAt = Date.now()
    await sigterm(started)
    expect(await tryConnect(port)).toBe('refused')

    // The request that was in flight still completes.
    expect(await signIn.finish()).toBe(204)

    expect(await started.exited).toBe(0)
    // The provider never answered, so the process waited for the deadline, not for the 120 s answer.
    const stoppedAfterMs = Date.now() - stoppingAt
    expect(stoppedAfterMs).toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_SECONDS * 1000 - 500)
    expect(stoppedAfterMs).toBeLessThan(SHUTDOWN_TIMEOUT_SECONDS * 1000 + 4000)
    expect(sink.received).toEqual([])

    // The claims it held are queued again and due now: another instance sends them at once, not after the lease.
    const database = await serverDatabase.open()
    try {
      const rows = await database.db.select().from(outboxMessages)
      expect(rows).toHaveLength(MESSAGES)
      expect(rows.filter((row) => row.state !== 'queued')).toEqual([])
      const handedBack = rows.filter((row) => row.tries === 1)
      expect(handedBack).toHaveLength(10)
      for (const row of handedBack) {
        expect(row.lockedUntil).toBeNull()
        expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now())
      }
      expect(rows.filter((row) => row.tries === 0)).toHaveLength(MESSAGES - 10)
    } finally {
      await database.close()
    }
  })
  it('exits as soon as the last request is answered, not after the keep-alive timeout', {
    timeout: 120_000,
  }, async () => {
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const started = startServerProcess(
      serverEnvironment(port, serverDatabase, {
        SEED_DEMO: 'true',
        DEMO_UPCOMING_DAYS: '0',
        LOG_LEVEL: 'info',
        OUTBOX_WORKER: 'false',
        SHUTDOWN_TIMEOUT_SECONDS: '30',
      }),
    )
    server = started
    await waitForHealthy(started, baseUrl)
    const signIn = await startSlowSignIn(baseUrl, started)
    await sigterm(started)
    expect(await signIn.finish()).toBe(204)
    const answeredAt = Date.now()
    expect(await started.exited).toBe(0)
    // The connection stays open after the answer (keep-alive); the server closes it rather than wait.
    expect(Date.now() - answeredAt).toBeLessThan(5000)
  })
})
