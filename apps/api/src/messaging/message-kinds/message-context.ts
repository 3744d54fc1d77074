import type { AppConfig } from '../../config'
import type { DatabaseOrTransaction } from '../../db/client'

/** What queueing a message may use: the caller's transaction, the configuration (links) and the time. */
export interface MessageContext {
  /** The transaction of the change that causes the message, so the message exists exactly when it commits. */
  db: DatabaseOrTransaction
  config: AppConfig
  now: Date
}

/** What was queued, by channel (the history of a business cancellation records it). */
export interface QueuedChannels {
  email: boolean
  sms: boolean
}
