import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps } from '../app-deps'
import type { DatabaseOrTransaction } from '../db/client'
import { isDatabaseUnavailable } from '../db/errors'
import { countJobRun } from '../lib/metrics'
import type { NotificationChannels } from './channels'
import {
  type ClaimedMessage,
  claimDueMessages,
  findMessagesById,
  markMessageFailed,
  markMessageSent,
  releaseClaims,
  scheduleMessageRetry,
} from './outbox-queue-repository'
import { decideRetry, retryPolicyOf } from './retry-policy'
import { queueSmsCreditsExhausted } from './sms-credits-notice'

/** Messages claimed and sent together; each is bounded by the send deadline, so a batch fits in its lease. */
const BATCH_SIZE = 10

export interface MailDelivery {
  /**
   * Wakes the worker to send what was just queued and returns at once; call it after the transaction that
   * queued the message has committed. Failures are kept on the outbox row, never thrown.
   */
  deliverSoon(): void
  /** Waits until a running pass has finished (tests, shutdown). */
  idle(): Promise<void>
}

export interface OutboxWorker extends MailDelivery {
  /** One full pass now (scheduled jobs such as reminders, then every due message); tests move the clock first. */
  runOnce(): Promise<void>
  /** Starts the poll loop. */
  start(): void
  /**
   * Stops claiming and waits for the pass in flight, so its outcomes are recorded before the database closes.
   * Sends still unanswered after `graceMs` are given up: their messages go back to queued, due at once, so
   * another process sends them now rather than after the lease (at least once, as after a crash).
   */
  stop(graceMs?: number): Promise<void>
}

/**
 * Work done at the start of each scheduled pass, before delivery (queueing due reminders). Its function's name
 * is its name in the metrics (job lag and failures, decision 066).
 */
export type ScheduledJob = (deps: AppDeps, now: Date) => Promise<unknown>

/**
 * Spends one SMS credit of the company for the message (the billing feature's, handed in by the app, decision
 * 032): `spent` false when none is left; `firstRefusal` true once per running dry, when the owners are told.
 */
export type SpendSmsCredit = (
  db: DatabaseOrTransaction,
  companyId: number,
  outboxMessageId: number,
  now: Date,
) => Promise<{ spent: boolean; firstRefusal: boolean }>

/** The delivery log's reason for an SMS not sent for want of credit. */
export const NO_SMS_CREDIT = 'Nedostatek kreditu'

export interface OutboxWorkerOptions {
  channels: NotificationChannels
  /** Without it (tests of delivery alone) SMS cost nothing. */
  spendSmsCredit?: SpendSmsCredit
  log: FastifyBaseLogger
  jobs?: ScheduledJob[]
  /** False in a process that must not deliver (OUTBOX_WORKER=false): wake-ups do nothing, runOnce still works. */
  enabled?: boolean
  random?: () => number
}

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)) || 'unknown error'

/** Rejects when `work` outlasts `ms`; its result is then ignored (the send may still complete, see README). */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${Math.round(ms / 1000)} s`)), ms)
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

/**
 * Messages sent while the database went away, whose `sent` could not be recorded (decision 072). Recorded
 * first thing in the worker's next pass, and never sent again by this process: a claim of its own expired
 * lease records it instead. Only another process's claim after the lease, or this one's death, sends one twice.
 */
function unrecordedSends(deps: AppDeps, log: FastifyBaseLogger) {
  const sentAt = new Map<number, Date>()
  return {
    remember(id: number, at: Date) {
      sentAt.set(id, at)
    },
    /** Records them all; throws (ending the pass) while the database is still away. */
    async recordAll() {
      if (sentAt.size === 0) return
      const { db } = deps.database
      const ids = [...sentAt.keys()]
      for (const row of await findMessagesById(db, ids)) {
        const at = sentAt.get(row.id)
        // Still 'sending' (under its claim, or another's that has not answered yet): it was sent.
        if (at && row.state === 'sending') await markMessageSent(db, row, at)
      }
      for (const id of ids) sentAt.delete(id)
      log.info({ outboxIds: ids }, 'recorded sends made while the database was away')
    },
    /** A message claimed again that this process already sent: recorded, not sent again. */
    async recordIfSent(message: ClaimedMessage) {
      const at = sentAt.get(message.id)
      if (!at) return false
      await markMessageSent(deps.database.db, message, at)
      sentAt.delete(message.id)
      return true
    },
  }
}

/**
 * The durable delivery worker over outbox_messages, running inside the app process. Each pass claims due
 * rows under a lease (outbox-queue-repository.ts), sends them outside any transaction, and records sent,
 * a retry with back-off, or failed after the last try. Several processes on one PostgreSQL can run it.
 */
export function createOutboxWorker(deps: AppDeps, options: OutboxWorkerOptions): OutboxWorker {
  const { channels, log } = options
  const enabled = options.enabled ?? true
  const policy = retryPolicyOf(deps.config.outbox)
  const leaseMs = deps.config.outbox.leaseSeconds * 1000
  // Half the lease: the outcome is recorded before another process may take the message over.
  const sendDeadlineMs = Math.max(500, leaseMs / 2)
  let running: Promise<void> | undefined
  let again = false
  let againWithJobs = false
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  /** Claimed messages whose outcome is not recorded yet: what stop() hands back if it cannot wait for them. */
  const inHand = new Map<number, ClaimedMessage>()
  const unrecorded = unrecordedSends(deps, log)

  async function send(message: ClaimedMessage) {
    if (message.channel === 'email') return channels.email.deliver(message)
    return channels.sms.deliver({ to: message.recipient, text: message.textBody })
  }

  /** False when the SMS may not go: it is recorded failed "Nedostatek kreditu", and the owners hear once. */
  async function paidFor(message: ClaimedMessage) {
    if (message.channel !== 'sms' || !message.companyId || !options.spendSmsCredit) return true
    const { db } = deps.database
    const now = deps.clock.now()
    const { spent, firstRefusal } = await options.spendSmsCredit(db, message.companyId, message.id, now)
    if (spent) return true
    await markMessageFailed(db, message, NO_SMS_CREDIT, now)
    if (firstRefusal) await queueSmsCreditsExhausted(db, message.companyId, deps.config.appUrl)
    return false
  }

  async function deliver(message: ClaimedMessage) {
    const { db } = deps.database
    if (!(await paidFor(message))) return
    try {
      await withDeadline(send(message), sendDeadlineMs)
    } catch (error) {
      const reason = reasonOf(error)
      const now = deps.clock.now()
      const decision = decideRetry(policy, message.tries, options.random)
      // The bodies hold sign-in links, so only the id, the kind and the failure are logged.
      log.warn({ outboxId: message.id, kind: message.kind, tries: message.tries, reason }, 'delivery failed')
      if (decision.giveUp) await markMessageFailed(db, message, reason, now)
      else await scheduleMessageRetry(db, message, reason, new Date(now.getTime() + decision.delayMs), now)
      return
    }
    // Recorded right after the provider accepted; if this write is lost, the lease expires and the message
    // is sent again (at least once, never lost) unless this process records it first (unrecordedSends).
    const sentAt = deps.clock.now()
    try {
      await markMessageSent(db, message, sentAt)
    } catch (error) {
      if (isDatabaseUnavailable(error)) unrecorded.remember(message.id, sentAt)
      throw error
    }
  }

  async function deliverDueMessages() {
    await unrecorded.recordAll()
    let batch: ClaimedMessage[]
    do {
      if (stopped) return
      batch = await claimDueMessages(deps.database.db, deps.clock.now(), leaseMs, BATCH_SIZE)
      if (stopped) {
        // Stopped while the claim was on its way: nothing of it was sent, so it goes back untried.
        await releaseClaims(deps.database.db, batch, deps.clock.now(), { tried: false })
        return
      }
      for (const message of batch) inHand.set(message.id, message)
      const outcomes = await Promise.allSettled(
        batch.map(async (message) => {
          try {
            if (!(await unrecorded.recordIfSent(message))) await deliver(message)
          } finally {
            inHand.delete(message.id)
          }
        }),
      )
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') log.error({ err: outcome.reason }, 'recording a delivery failed')
      }
    } while (batch.length === BATCH_SIZE && !stopped)
  }

  async function pass(withJobs: boolean) {
    do {
      const runJobs = withJobs || againWithJobs
      again = false
      againWithJobs = false
      withJobs = false
      if (runJobs) {
        for (const job of options.jobs ?? []) {
          if (stopped) return
          try {
            await job(deps, deps.clock.now())
            countJobRun(job.name || 'unnamed', true)
          } catch (error) {
            countJobRun(job.name || 'unnamed', false)
            log.error({ err: error }, 'scheduled job failed')
          }
        }
      }
      await deliverDueMessages()
    } while (again && !stopped)
  }

  function kick(withJobs: boolean): Promise<void> {
    if (running) {
      again = true
      againWithJobs ||= withJobs
      return running
    }
    running = pass(withJobs)
      .catch((error) => log.error({ err: error }, 'outbox pass stopped'))
      .finally(() => {
        running = undefined
      })
    return running
  }

  function scheduleTick() {
    if (stopped) return
    timer = setTimeout(async () => {
      await kick(true)
      scheduleTick()
    }, deps.config.outbox.pollIntervalMs)
    timer.unref()
  }

  return {
    deliverSoon() {
      if (enabled && !stopped) void kick(false)
    },
    idle: async () => {
      await running
    },
    runOnce: () => kick(true),
    start() {
      if (!enabled || stopped || timer) return
      void kick(true)
      scheduleTick()
    },
    async stop(graceMs = Number.POSITIVE_INFINITY) {
      stopped = true
      clearTimeout(timer)
      if (!running) return
      let graceTimer: NodeJS.Timeout | undefined
      const graceOver = new Promise<'grace over'>((resolve) => {
        if (Number.isFinite(graceMs)) graceTimer = setTimeout(() => resolve('grace over'), graceMs)
      })
      const outcome = await Promise.race([running, graceOver])
      clearTimeout(graceTimer)
      if (outcome !== 'grace over' || inHand.size === 0) return
      const handedBack = [...inHand.values()]
      inHand.clear()
      await releaseClaims(deps.database.db, handedBack, deps.clock.now(), { tried: true })
      log.warn(
        { outboxIds: handedBack.map((message) => message.id) },
        'shutting down: unanswered sends handed back to the queue',
      )
    },
  }
}
