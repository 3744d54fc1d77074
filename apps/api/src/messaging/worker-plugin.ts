import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { AppDeps } from '../app-deps'
import type { NotificationChannels } from './channels'
import { channelsFromConfig } from './channels-from-config'
import {
  createOutboxWorker,
  type MailDelivery,
  type OutboxWorker,
  type ScheduledJob,
  type SpendSmsCredit,
} from './outbox-worker'
import { createReminderJob } from './reminders/reminder-job'
import type { LoadReservationFacts } from './reservation-facts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker under the name the features that queue email already use. */
    mailDelivery: MailDelivery
    outboxWorker: OutboxWorker
  }
}

export interface MessagingWorkerOptions {
  deps: AppDeps
  /** The reservations module's query, which the reminders read reservations with. */
  loadReservation: LoadReservationFacts
  /** Housekeeping of other features that rides on the worker's loop (the unused-photo sweep). */
  jobs?: ScheduledJob[]
  /** The billing feature's credit check before an SMS goes (decision 032); none: SMS cost nothing. */
  spendSmsCredit?: SpendSmsCredit
  /** Tests replace a provider (a transport that fails on purpose); otherwise they come from the config. */
  channels?: Partial<NotificationChannels>
}

/** Runs the outbox worker in this process (unless OUTBOX_WORKER=false) from ready until close. */
export const messagingWorkerPlugin = fp(async (app: FastifyInstance, options: MessagingWorkerOptions) => {
  const { deps } = options
  const channels = { ...channelsFromConfig(deps.config), ...options.channels }
  const worker = createOutboxWorker(deps, {
    channels,
    log: app.log,
    ...(options.spendSmsCredit ? { spendSmsCredit: options.spendSmsCredit } : {}),
    // The worker's loop is the process's one scheduler, so housekeeping rides along.
    jobs: [createReminderJob(options.loadReservation), ...(options.jobs ?? [])],
    enabled: deps.config.outboxWorker,
  })
  app.decorate('outboxWorker', worker)
  app.decorate('mailDelivery', worker)
  app.addHook('onReady', async () => worker.start())
  // preClose runs while the database is still open, so a delivery in flight can record its outcome, or
  // past the shutdown deadline be handed back to the queue.
  app.addHook('preClose', async () => worker.stop(deps.config.shutdownTimeoutSeconds * 1000))
  app.addHook('onClose', async () => channels.email.close())
})
