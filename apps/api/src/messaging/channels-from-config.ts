import type { AppConfig } from '../config'
import type { NotificationChannels } from './channels'
import { databaseMailboxTransport, developmentSmsOutbox } from './development-channels'
import { createHttpSmsGateway } from './http-sms-gateway'
import { createSmtpTransport } from './smtp-transport'

/** The real providers when configured, else the development mailbox and outbox. */
export function channelsFromConfig(config: AppConfig): NotificationChannels {
  return {
    email: config.smtpUrl
      ? createSmtpTransport(config.smtpUrl, config.mailFrom, config.outbox.leaseSeconds)
      : databaseMailboxTransport,
    sms: config.smsGatewayUrl
      ? createHttpSmsGateway(config.smsGatewayUrl, config.smsGatewayKey)
      : developmentSmsOutbox,
  }
}
