/** Delivery moved to the Notifications feature (notifications/outbox-worker.ts); the accounts feature names it here. */
export type { MailDelivery } from './outbox-worker'
