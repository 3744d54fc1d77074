import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { AppDeps } from '../app-deps'
import { createUnusedImagesJob } from '../media/unused-images-job'
import type { NotificationChannels } from './channels'
import { channelsFromConfig } from './channels-from-config'
import { createOutboxWorker, type MailDelivery, type OutboxWorker } from './outbox-worker'
import { queueDueReminders } from './reminders/reminder-job'

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker under the name the features that queue email already use. */
    mailDelivery: MailDelivery
    outboxWorker: OutboxWorker
  }
}

export interface NotificationWorkerOptions {
  deps: AppDeps
  /** Tests replace a provider (a transport that fails on purpose); otherwise they come from the config. */
  channels?: Partial<NotificationChannels>
}

/** Runs the outbox worker in this process (unless OUTBOX_WORKER=false) from ready until close. */
export const notificationWorkerPlugin = fp(
  async (app: FastifyInstance, options: NotificationWorkerOptions) => {
    const { deps } = options
    const channels = { ...channelsFromConfig(deps.config), ...options.channels }
    const worker = createOutboxWorker(deps, {
      channels,
      log: app.log,
      // The worker's loop is the process's one scheduler, so housekeeping rides along.
      jobs: [queueDueReminders, createUnusedImagesJob()],
      enabled: deps.config.outboxWorker,
    })
    app.decorate('outboxWorker', worker)
    app.decorate('mailDelivery', worker)
    app.addHook('onReady', async () => worker.start())
    // preClose runs while the database is still open, so a delivery in flight can record its outcome.
    app.addHook('preClose', async () => worker.stop())
    app.addHook('onClose', async () => channels.email.close())
  },
)
