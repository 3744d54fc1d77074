import { desc } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { outboxMessages } from '../db/schema'

export async function findNewestOutboxMessages(db: DatabaseOrTransaction, limit: number) {
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
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit)
}
