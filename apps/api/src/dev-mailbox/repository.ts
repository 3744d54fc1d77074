import { desc } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { outboxMessages } from '../db/schema'

export async function findNewestOutboxMessages(db: DatabaseOrTransaction, limit: number) {
  // Newest queued first: ids follow the order of queueing, which created_at from two clocks may not.
  return db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      textBody: outboxMessages.textBody,
      htmlBody: outboxMessages.htmlBody,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.id))
    .limit(limit)
}
