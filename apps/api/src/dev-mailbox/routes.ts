import { type DevMailboxMessage, devMailboxSchema } from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../app-deps'
import { findNewestOutboxMessages } from './repository'

const MAILBOX_SIZE = 100

/**
 * GET /api/dev/mailbox: the stored emails and SMS, so that without a mail server a new user can still
 * follow their link. Registered only outside production, where the path is an ordinary 404.
 */
export async function registerDevMailboxRoutes(app: FastifyInstance, deps: AppDeps) {
  if (deps.config.env === 'production') return
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'The development mailbox: the newest 100 stored emails and SMS (not in production)',
        response: { 200: devMailboxSchema },
      },
    },
    async () => {
      const rows = await findNewestOutboxMessages(deps.database.db, MAILBOX_SIZE)
      const messages: DevMailboxMessage[] = rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        created_at: row.createdAt.toISOString(),
      }))
      return { messages }
    },
  )
}
