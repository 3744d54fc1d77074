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
  waitFor,
} from '../testing/server-process'
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink'
import { queueEmail } from './queue-email'

const MESSAGES = 30

/**
 * The real server, killed with SIGKILL in the middle of delivering, then started again on the same database:
 * every queued email must reach the SMTP server, and none twice.
 *
 * What "none twice" rests on: a message is marked sent right after the SMTP server accepts it, and a message
 * left in 'sending' by the dead process is claimed again only after its lease (3 s here). The one window
 * left is a crash between the server's acceptance and that update (milliseconds; on a 2-core machine under a
 * load of 20, with PGlite in its own thread behind a socket, over 100 ms: decision 024); a message caught there
 * is sent again after the lease (at least once, never lost). The test kills while a batch waits for the slow
 * server's answer and the previous batch was accepted over 300 ms before, i.e. outside that window, which
 * is where nearly every crash of a process that spends its time waiting on SMTP lands.
 */
describe('delivery survives a killed server', () => {
  let sink: SmtpSink
  let serverDatabase: ServerDatabase
  let env: Record<string, string> = {}
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
    env = serverEnvironment(await freePort(), serverDatabase, {
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
    await waitFor(
      () => sink.received.length >= 5 && sink.pending() > 0 && sink.sinceLastAccept() > 300,
      90_000,
      'the first deliveries',
      first.output,
    )
    first.child.kill('SIGKILL')
    await first.exited
    const beforeCrash = sink.received.length
    expect(beforeCrash).toBeLessThan(MESSAGES)

    const second = startServer()
    await waitFor(
      () => countsById().size === MESSAGES,
      90_000,
      'every message after the restart',
      second.output,
    )
    // Longer than the lease: a message that the dead process had in hand would show up twice by now.
    await new Promise((resolve) => setTimeout(resolve, 4000))
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
