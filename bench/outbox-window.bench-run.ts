/**
 * The outbox's remaining duplicate window (decision 072): how long after the SMTP server accepted an email its
 * `sent` is written. A process that dies in between (a crash, a SIGKILL, not a database outage: that one the
 * worker survives) leaves the message 'sending', and it goes out again after its lease.
 *
 * The real worker (createOutboxWorker) sends through the real SMTP transport to a local SMTP server that notes
 * when it answered 250; a trigger on the bench's own database notes, with the server's clock_timestamp(), when
 * the UPDATE to 'sent' ran (its commit follows within the same statement). Both clocks are this machine's. Two
 * shapes: one message at a time (a booking's confirmation, queued and sent on its own) and a burst (all queued
 * at once, sent in the worker's batches of 10 at a time, whose records queue for the connections).
 *
 * `npm run bench -- outbox-window`: PGlite in memory, or PostgreSQL with BENCH_OUTBOX_URL (a scratch database:
 * it is migrated and gets the bench's trigger). BENCH_OUTBOX_MESSAGES (default 100) per shape.
 */
import { loadavg } from 'node:os'
import type { FastifyBaseLogger } from 'fastify'
import { loadConfig } from '../apps/api/src/config'
import { openDatabase } from '../apps/api/src/db/client'
import { primaryReads } from '../apps/api/src/db/lag-tolerant-reads'
import { runMigrations } from '../apps/api/src/db/migrate'
import { poolOf } from '../apps/api/src/db/pool-of'
import { systemClock } from '../apps/api/src/lib/clock'
import { developmentSmsOutbox } from '../apps/api/src/messaging/development-channels'
import { createOutboxWorker } from '../apps/api/src/messaging/outbox-worker'
import { queueEmail } from '../apps/api/src/messaging/queue-email'
import { createSmtpTransport } from '../apps/api/src/messaging/smtp-transport'
import { startSmtpSink } from '../apps/api/src/testing/smtp-sink'

const MESSAGES = Number(process.env.BENCH_OUTBOX_MESSAGES ?? 100)

const NOTE_RECORDED = `
  CREATE TABLE IF NOT EXISTS bench_outbox_recorded (id integer PRIMARY KEY, recorded_at timestamptz NOT NULL);
  CREATE OR REPLACE FUNCTION bench_note_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO bench_outbox_recorded VALUES (NEW.id, clock_timestamp()) ON CONFLICT (id) DO NOTHING;
    RETURN NEW;
  END $$;
  DROP TRIGGER IF EXISTS bench_outbox_recorded ON outbox_messages;
  CREATE TRIGGER bench_outbox_recorded AFTER UPDATE OF state ON outbox_messages
    FOR EACH ROW WHEN (NEW.state = 'sent') EXECUTE FUNCTION bench_note_recorded();
`

export interface WindowFigures {
  shape: string
  messages: number
  /** Below 0 would mean the two clocks disagree (the figures are then not to be trusted). */
  minMs: number
  medianMs: number
  p95Ms: number
  maxMs: number
}

export interface OutboxWindowFigures {
  engine: 'pglite' | 'postgres'
  shapes: WindowFigures[]
  loadAverage: number[]
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN

export async function runOutboxWindowBench(): Promise<OutboxWindowFigures> {
  const url = process.env.BENCH_OUTBOX_URL
  const database = await openDatabase(url ? { url, poolMax: 10 } : { dataDir: 'memory' })
  const sink = await startSmtpSink()
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    APP_URL: 'http://localhost:3000',
    WEB_DIST_DIR: '/nonexistent',
    SMTP_URL: sink.url,
  })
  const email = createSmtpTransport(sink.url, config.mailFrom, config.outbox.leaseSeconds)
  try {
    await runMigrations(database)
    const pool = poolOf(database.db)
    await pool.query(NOTE_RECORDED)
    const deps = { config, database, reads: primaryReads(database.db), clock: systemClock }
    const log = { error() {}, warn() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger
    const worker = createOutboxWorker(deps, { channels: { email, sms: developmentSmsOutbox }, log })
    const queue = (index: number) =>
      queueEmail(database.db, {
        kind: 'test',
        to: `okno${index}@example.cz`,
        subject: `Zpráva ${index}`,
        text: `Zpráva číslo ${index}`,
        html: `<p>Zpráva číslo ${index}</p>`,
      })

    const measure = async (shape: string, ids: number[]): Promise<WindowFigures> => {
      const { rows } = await pool.query<{ id: number; at: number }>(
        'select id, extract(epoch from recorded_at)::float8 * 1000 as at from bench_outbox_recorded where id = any($1::int[])',
        [ids],
      )
      const recordedAt = new Map(rows.map((row) => [row.id, row.at]))
      const windows = sink.received
        .filter((mail) => mail.outboxId !== null && ids.includes(mail.outboxId))
        .map((mail) => (recordedAt.get(mail.outboxId!) ?? Number.NaN) - mail.acceptedAt)
        .sort((a, b) => a - b)
      if (windows.length !== ids.length || windows.some(Number.isNaN))
        throw new Error(`${shape}: ${windows.length} of ${ids.length} messages received and recorded`)
      return {
        shape,
        messages: ids.length,
        minMs: windows[0]!,
        medianMs: quantile(windows, 0.5),
        p95Ms: quantile(windows, 0.95),
        maxMs: windows.at(-1)!,
      }
    }

    const oneAtATime: number[] = []
    for (let index = 0; index < MESSAGES; index++) {
      oneAtATime.push(await queue(index))
      await worker.runOnce()
    }
    const burst: number[] = []
    for (let index = 0; index < MESSAGES; index++) burst.push(await queue(MESSAGES + index))
    await worker.runOnce()
    await worker.stop()
    return {
      engine: database.kind,
      shapes: [await measure('one at a time', oneAtATime), await measure('a burst, 10 at once', burst)],
      loadAverage: loadavg(),
    }
  } finally {
    email.close()
    await sink.close()
    await database.close()
  }
}

export function formatOutboxWindow(figures: OutboxWindowFigures): string[] {
  return [
    ...figures.shapes.map(
      (shape) =>
        `outbox duplicate window on ${figures.engine}, ${shape.shape}: SMTP acceptance to the 'sent' write min ${shape.minMs.toFixed(1)} ms, median ${shape.medianMs.toFixed(1)} ms, p95 ${shape.p95Ms.toFixed(1)} ms, max ${shape.maxMs.toFixed(1)} ms (${shape.messages} messages)`,
    ),
    `  load average ${figures.loadAverage.map((load) => load.toFixed(2)).join(' ')}`,
  ]
}
