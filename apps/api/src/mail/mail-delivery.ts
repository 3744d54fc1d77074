import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import nodemailer from 'nodemailer'
import type { AppDeps } from '../app-deps'
import { claimDueEmails, markOutboxFailed, markOutboxSent } from './outbox-repository'

const BATCH_SIZE = 20

export interface MailDelivery {
  /**
   * Starts sending queued email in the background and returns at once; call it after the transaction
   * that queued the email has committed. Failures are logged and kept on the outbox row, never thrown.
   */
  deliverSoon(): void
  /** Waits for a running delivery (tests, shutdown). */
  idle(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    mailDelivery: MailDelivery
  }
}

/**
 * A minimal SMTP deliverer for queued outbox emails. Without SMTP_URL it does nothing and the emails stay
 * in the database for the development mailbox. The Notifications feature replaces it with a durable
 * worker (retries, back-off); until then a failed email is marked 'failed'.
 */
export function createMailDelivery(deps: AppDeps, log: FastifyBaseLogger): MailDelivery & { close(): void } {
  const { smtpUrl, mailFrom } = deps.config
  if (!smtpUrl) return { deliverSoon() {}, idle: async () => {}, close() {} }
  const transport = nodemailer.createTransport(smtpUrl)
  let running: Promise<void> | undefined
  let requestedAgain = false

  async function sendDueEmails() {
    const { db } = deps.database
    let batch: Awaited<ReturnType<typeof claimDueEmails>>
    do {
      requestedAgain = false
      batch = await claimDueEmails(db, deps.clock.now(), BATCH_SIZE)
      for (const message of batch) {
        try {
          await transport.sendMail({
            from: mailFrom,
            to: message.recipient,
            subject: message.subject ?? '',
            text: message.textBody,
            ...(message.htmlBody ? { html: message.htmlBody } : {}),
            attachments: message.attachments.map(({ filename, contentType, content }) => ({
              filename,
              contentType,
              content,
            })),
          })
          await markOutboxSent(db, message.id, deps.clock.now())
        } catch (error) {
          // The bodies hold sign-in links, so only the id, the kind and the failure are logged.
          log.error({ err: error, outboxId: message.id, kind: message.kind }, 'email delivery failed')
          const reason = error instanceof Error ? error.message : String(error)
          await markOutboxFailed(db, message.id, reason, deps.clock.now())
        }
      }
    } while (requestedAgain || batch.length === BATCH_SIZE)
  }

  return {
    deliverSoon() {
      if (running) {
        requestedAgain = true
        return
      }
      running = sendDueEmails()
        .catch((error) => log.error({ err: error }, 'email delivery stopped'))
        .finally(() => {
          running = undefined
        })
    },
    idle: async () => {
      await running
    },
    close: () => transport.close(),
  }
}

export const mailDeliveryPlugin = fp(async (app: FastifyInstance, options: { deps: AppDeps }) => {
  const delivery = createMailDelivery(options.deps, app.log)
  app.decorate('mailDelivery', delivery)
  // preClose runs while the database is still open, so a delivery in flight can record its outcome.
  app.addHook('preClose', async () => {
    await delivery.idle()
  })
  app.addHook('onClose', async () => delivery.close())
})
