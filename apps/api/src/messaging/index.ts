/**
 * Messaging, the one way the API sends email and SMS: typed messages in, outbox rows out, and the worker that
 * delivers them (SMTP, the SMS gateway or the development mailbox), with reminders, the delivery log and the
 * notification settings. Features import this entry only (decision 012).
 */
export { ICS_CONTENT_TYPE, icsFilename, reservationIcs, reservationUid } from './calendar-file'
export {
  type AccountHolder,
  bookingConfirmedOutboxRows,
  type Message,
  type MessageContext,
  type QueuedChannels,
  queueMessage,
  sendsCustomerConfirmation,
  withdrawReservationChangeNotice,
} from './message-kinds'
export { type OutboxBacklog, readOutboxBacklog } from './outbox-queue-repository'
export { hasCustomerConfirmationEmail } from './outbox-repository'
export type { MailDelivery, OutboxWorker, ScheduledJob } from './outbox-worker'
export type { OutboxInsert } from './queue-email'
export {
  branchRouteSlugs,
  cancellableUntil,
  type LoadReservationFacts,
  type ReservationFacts,
  visitTimes,
} from './reservation-facts'
export { isValidReservationToken, signReservationToken } from './reservation-token'
export { decideRetry, type RetryPolicy } from './retry-policy'
export { registerNotificationRoutes } from './routes'
export { type NotificationSettingsRow, notificationSettingsFromJson } from './settings-repository'
export { deadlineText } from './templates/reservation-summary'
export { type MessagingWorkerOptions, messagingWorkerPlugin } from './worker-plugin'
