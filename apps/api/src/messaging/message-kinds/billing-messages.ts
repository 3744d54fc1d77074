import { isLocale } from '../../plugins/locale'
import { queueEmails } from '../queue-email'
import { findOwnerEmails } from '../recipient-repository'
import { type CardPaymentFailedFacts, cardPaymentFailedMessage } from '../templates/card-payment-failed'
import { type CardRefundFacts, cardRefundedMessage, cardRefundOverdueMessage } from '../templates/card-refund'
import type { MessageContext, QueuedChannels } from './message-context'

/** A charge of the company's saved card failed (decision 034): billing hands over the facts. */
export interface CardPaymentFailedMessage extends CardPaymentFailedFacts {
  kind: 'card-payment-failed'
  companyId: number
}

/**
 * Tells the company's owners, each in their language, that a charge of the saved card failed, when it is
 * tried again and when the grace ends; in the caller's transaction, so the email exists exactly when the
 * failure is recorded.
 */
export async function queueCardPaymentFailed(
  { db, config }: MessageContext,
  message: CardPaymentFailedMessage,
): Promise<QueuedChannels> {
  const owners = await findOwnerEmails(db, message.companyId)
  await queueEmails(
    db,
    owners.map((owner) => ({
      kind: message.kind,
      to: owner.email,
      companyId: message.companyId,
      ...cardPaymentFailedMessage(isLocale(owner.locale) ? owner.locale : 'cs', config.appUrl, message),
    })),
  )
  return { email: owners.length > 0, sms: false }
}

/** A card payment of a refused plan change was given back (decision 056): billing hands over the facts. */
export interface CardRefundedMessage extends CardRefundFacts {
  kind: 'card-refunded'
  companyId: number
}

/** A card payment owed back is still not refunded after a day of tries (decision 056). */
export interface CardRefundOverdueMessage extends CardRefundFacts {
  kind: 'card-refund-overdue'
  companyId: number
}

/** Tells the company's owners, each in their language, that the payment was refunded; in the caller's transaction. */
export async function queueCardRefunded(
  { db, config }: MessageContext,
  message: CardRefundedMessage,
): Promise<QueuedChannels> {
  const owners = await findOwnerEmails(db, message.companyId)
  await queueEmails(
    db,
    owners.map((owner) => ({
      kind: message.kind,
      to: owner.email,
      companyId: message.companyId,
      ...cardRefundedMessage(isLocale(owner.locale) ? owner.locale : 'cs', config.appUrl, message),
    })),
  )
  return { email: owners.length > 0, sms: false }
}

/**
 * Tells the owners that the refund is still pending, and the platform's admin (PLATFORM_ADMIN_EMAIL, in Czech)
 * when the configuration names one, so the money owed is looked at by a person.
 */
export async function queueCardRefundOverdue(
  { db, config }: MessageContext,
  message: CardRefundOverdueMessage,
): Promise<QueuedChannels> {
  const owners = await findOwnerEmails(db, message.companyId)
  const recipients = [
    ...owners.map((owner) => ({ email: owner.email, locale: isLocale(owner.locale) ? owner.locale : 'cs' })),
    ...(config.platformAdminEmail ? [{ email: config.platformAdminEmail, locale: 'cs' as const }] : []),
  ]
  await queueEmails(
    db,
    recipients.map((recipient) => ({
      kind: message.kind,
      to: recipient.email,
      companyId: message.companyId,
      ...cardRefundOverdueMessage(recipient.locale, config.appUrl, message),
    })),
  )
  return { email: recipients.length > 0, sms: false }
}
