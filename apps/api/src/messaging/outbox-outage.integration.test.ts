import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AppDeps } from '../app-deps'
import type { DatabaseHandle } from '../db/client'
import { primaryReads } from '../db/lag-tolerant-reads'
import { outboxMessages } from '../db/schema'
import { createFixedClock } from '../lib/clock'
import { type DatabaseBehindCutProxy, databaseBehindCutProxy } from '../testing/cut-proxy'
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink'
import { testConfig } from '../testing/test-app'
import { createTestDatabase } from '../testing/test-database'
import { waitUntil } from '../testing/wait'
import type { EmailTransport } from './channels'
import { developmentSmsOutbox } from './development-channels'
import { createOutboxWorker, type OutboxWorker } from './outbox-worker'
import { queueEmail } from './queue-email'
import { createSmtpTransport } from './smtp-transport'

const LEASE_SECONDS = 60
const RECORD_FAILED = 'recording a delivery failed'
const RECORDED_LATER = 'recorded sends made while the database was away'

/** The worker's log as a list of its messages, to wait for "the record failed" and see what followed. */
function recordingLog() {
  const messages: string[] = []
  const note = (first: unknown, second?: unknown) => {
    messages.push(typeof first === 'string' ? first : String(second ?? ''))
  }
  const log = {
    level: 'info',
    fatal: note,
    error: note,
    warn: note,
    info: note,
    debug: note,
    trace: note,
    silent: () => {},
    child: () => log,
  }
  return { messages, log: log as unknown as FastifyBaseLogger }
}

/**
 * The outbox half of issue 38 (decision 072): an email accepted by the SMTP server just as the database went
 * away, so its `sent` could not be written. The worker reaches the database through a proxy the test cuts the
 * moment the provider has accepted, before the worker writes the record: a real connection breaking at the
 * one point that matters, on either engine. When the database is back, the message must be recorded as sent
 * (at the time it was accepted) and never reach the SMTP server again, even once its lease has run out.
 */
describe('an email sent while the database went away (decision 072)', () => {
  let database: DatabaseHandle
  let behindProxy: DatabaseBehindCutProxy
  let sink: SmtpSink
  let worker: OutboxWorker | undefined
  let transport: EmailTransport | undefined
  const clock = createFixedClock('2026-11-23T08:00:00.000Z')

  beforeAll(async () => {
    database = await createTestDatabase()
    behindProxy = await databaseBehindCutProxy(database)
    sink = await startSmtpSink()
  }, 60_000)

  afterEach(async () => {
    behindProxy.proxy.refuse(false)
    await worker?.stop()
    transport?.close()
    worker = undefined
    transport = undefined
  })

  afterAll(async () => {
    await behindProxy?.close()
    await sink?.close()
    await database?.close()
  })

  /** The poll loop of a worker on the proxied database, whose SMTP server's first acceptance cuts the proxy. */
  function startWorker(log: FastifyBaseLogger) {
    const config = testConfig({
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
      OUTBOX_POLL_INTERVAL_MS: '100',
    })
    const deps: AppDeps = {
      config,
      database: behindProxy.database,
      reads: primaryReads(behindProxy.database.db),
      clock,
    }
    const smtp = createSmtpTransport(sink.url, config.mailFrom, LEASE_SECONDS)
    let databaseUp = true
    transport = {
      name: 'smtp, the database cut on its first acceptance',
      async deliver(message) {
        await smtp.deliver(message)
        if (databaseUp) {
          databaseUp = false
          behindProxy.proxy.refuse(true)
        }
      },
      close: () => smtp.close(),
    }
    worker = createOutboxWorker(deps, { channels: { email: transport, sms: developmentSmsOutbox }, log })
    worker.start()
  }

  const queueTestEmail = (to: string) =>
    queueEmail(database.db, { kind: 'test', to, subject: `Pro ${to}`, text: 'Text', html: '<p>Text</p>' })
  const rowOf = async (id: number) =>
    (await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!
  const timesReceived = (id: number) => sink.received.filter((mail) => mail.outboxId === id).length

  /** Starts the worker and waits until its send was accepted and the write of `sent` failed. */
  async function sendIntoTheOutage(id: number) {
    const { messages, log } = recordingLog()
    startWorker(log)
    await waitUntil(() => messages.includes(RECORD_FAILED), {
      what: 'the send accepted and its record failed',
      details: () => messages.join('\n'),
    })
    expect(timesReceived(id)).toBe(1)
    expect(await rowOf(id)).toMatchObject({ state: 'sending', tries: 1, sentAt: null })
    return messages
  }

  const recordedAsSent = (id: number) =>
    waitUntil(
      async () => {
        const row = await rowOf(id)
        return row.state === 'sent' && row
      },
      { what: 'the message recorded as sent' },
    )

  it('records it on the first pass once the database is back, within its lease', async () => {
    const id = await queueTestEmail('kratky-vypadek@example.cz')
    const acceptedAt = clock.now()
    const messages = await sendIntoTheOutage(id)

    behindProxy.proxy.refuse(false)
    // Within the lease nothing claims it again: without the worker's memory it would stay 'sending' here.
    expect(await recordedAsSent(id)).toMatchObject({ tries: 1, sentAt: acceptedAt, lastError: null })
    // Logged right after the write, which the query above may see before the worker hears it committed.
    await waitUntil(() => messages.includes(RECORDED_LATER), { what: 'the worker noting the late record' })
    expect(timesReceived(id)).toBe(1)
  })

  it('does not send it again when the outage outlasted its lease (the issue: 10 emails went twice)', async () => {
    const id = await queueTestEmail('dlouhy-vypadek@example.cz')
    const acceptedAt = clock.now()
    const messages = await sendIntoTheOutage(id)

    // The lease runs out while the database is still away: by the table, the message is due again.
    clock.advance((LEASE_SECONDS + 1) * 1000)
    behindProxy.proxy.refuse(false)
    // Recorded by the next pass with the time it was accepted; a second send would have come first
    // (it is received before it is recorded), so the count below is final.
    expect(await recordedAsSent(id)).toMatchObject({ tries: 1, sentAt: acceptedAt, lastError: null })
    // Logged right after the write, which the query above may see before the worker hears it committed.
    await waitUntil(() => messages.includes(RECORDED_LATER), { what: 'the worker noting the late record' })
    expect(timesReceived(id)).toBe(1)
  })
})
