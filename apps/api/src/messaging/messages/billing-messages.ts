import { isLocale } from '../../plugins/locale'
import { queueEmails } from '../queue-email'
import { findOwnerEmails } from '../recipient-repository'
import { type CardPaymentFailedFacts, cardPaymentFailedMessage } from '../templates/card-payment-failed'
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
