import type { EmailTransport, SmsGateway } from './channels'

/**
 * Without SMTP_URL an email is "delivered" to the database mailbox: the row itself, which /dev/mailbox shows.
 * Marking it sent keeps the delivery log honest about what happened to it.
 */
export const databaseMailboxTransport: EmailTransport = {
  name: 'database-mailbox',
  deliver: async () => {},
  close: () => {},
}

/** Without SMS_GATEWAY_URL an SMS stays in the development outbox (the same mailbox) and counts as sent. */
export const developmentSmsOutbox: SmsGateway = {
  name: 'development-outbox',
  deliver: async () => {},
}
