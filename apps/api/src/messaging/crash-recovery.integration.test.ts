import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runMigrations } from '../db/migrate'
import { outboxMessages } from '../db/schema'
import {
  createServerDatabase,
  freePort,
  type ServerDatabase,
  type ServerProcess,
  serverEnvironment,
  startServerProcess,
} from '../testing/server-process'
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink'
import { waitUntil } from '../testing/wait'
import { queueEmail } from './queue-email'

const MESSAGES = 30
const METRICS_TOKEN = 'crash-recovery-metrics-token'

/** The outbox's queued and sending messages, as the server's /metrics counts them from the table. */
async function outboxPending(baseUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(`${baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
    if (!response.ok) return undefined
    const line = /^rezervo_outbox_pending_messages (\d+)$/m.exec(await response.text())
    return line ? Number(line[1]) : undefined
  } catch {
    // Not listening yet.
    return undefined
  }
}

/**
 * The real server, killed with SIGKILL in the middle of delivering, then started again on the same database:
 * every queued email must reach the SMTP server, and none twice.
 *
 * What "none twice" rests on: a message is marked sent right after the SMTP server accepts it, and a message
 * left in 'sending' by the dead process is claimed again only after its lease (3 s here). The one window
 * left is a crash between the server's acceptance and that update (milliseconds; on a 2-core machine under a
 * load of 20, with PGlite in its own thread behind a socket, over 100 ms: decision 024); a message caught there
 * is sent again after the lease (at least once, never lost). The test kills where nearly every crash of a
 * process that spends its time waiting on SMTP lands: while a message waits for the slow server's answer and
 * every accepted one is marked sent. It waits for exactly that (the outbox count from /metrics against the
 * sink's count), not for a time, so a loaded machine cannot move the kill into the window (decision 074).
 */
describe('delivery survives a killed server', () => {
  let sink: SmtpSink
  let serverDatabase: ServerDatabase
  let env: Record<string, string> = {}
  let baseUrl = ''
  let server: ServerProcess | undefined

  beforeAll(async () => {
    sink = await startSmtpSink({ acceptDelayMs: 500 })
    serverDatabase = await createServerDatabase('crash')
    // The messages are queued before the server starts (PGlite allows one process at a time).
    const database = await serverDatabase.open()
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
    baseUrl = `http://127.0.0.1:${port}`
    env = serverEnvironment(port, serverDatabase, {
      METRICS_TOKEN,
      SMTP_URL: sink.url,
      OUTBOX_WORKER: 'true',
      OUTBOX_POLL_INTERVAL_MS: '200',
      OUTBOX_LEASE_SECONDS: '3',
    })
  })

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL')
      await server.exited
    }
    await sink?.close()
    await serverDatabase?.remove()
  })

  function startServer() {
    server = startServerProcess(env)
    return server
  }
  const countsById = () => {
    const counts = new Map<number, number>()
    for (const mail of sink.received) counts.set(mail.outboxId!, (counts.get(mail.outboxId!) ?? 0) + 1)
    return counts
  }

  it('delivers every message exactly once across a SIGKILL and a restart', { timeout: 150_000 }, async () => {
    const first = startServer()
    // Kill while a message is held by the slow SMTP server and every accepted one is already marked sent:
    // the outbox's count, read after the sink's, must be what the sink has not accepted. Checked and killed in
    // one turn of the event loop, so the sink cannot accept another in between.
    await waitUntil(
      async () => {
        if (sink.received.length < 5 || sink.pending() === 0) return false
        const pending = await outboxPending(baseUrl)
        return pending === MESSAGES - sink.received.length && sink.pending() > 0
      },
      { timeoutMs: 90_000, intervalMs: 20, what: 'the first deliveries', details: first.output },
    )
    sink.abandonHeld()
    first.child.kill('SIGKILL')
    await first.exited
    const beforeCrash = sink.received.length
    expect(beforeCrash).toBeLessThan(MESSAGES)

    const second = startServer()
    // Every message accepted and none left queued or sending: nothing can be delivered again after this.
    await waitUntil(async () => countsById().size === MESSAGES && (await outboxPending(baseUrl)) === 0, {
      timeoutMs: 90_000,
      what: 'every message after the restart',
      details: second.output,
    })
    second.child.kill('SIGTERM')
    await second.exited

    const counts = countsById()
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: MESSAGES }, (_, i) => i + 1),
    )
    expect([...counts.entries()].filter(([, count]) => count > 1)).toEqual([])
    for (const mail of sink.received) expect(mail.raw).toMatch(/^Subject: /m)

    const database = await serverDatabase.open()
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
