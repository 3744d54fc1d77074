import type { ClaimedMessage } from './outbox-queue-repository'

/**
 * Where a claimed message goes. `deliver` resolves once the provider has accepted the message and throws
 * otherwise; the error's message becomes the row's last_error, so it must never contain secrets.
 */
export interface EmailTransport {
  readonly name: string
  deliver(message: ClaimedMessage): Promise<void>
  close(): void
}

export interface SmsGateway {
  readonly name: string
  deliver(sms: { to: string; text: string }): Promise<void>
}

export interface NotificationChannels {
  email: EmailTransport
  sms: SmsGateway
}
