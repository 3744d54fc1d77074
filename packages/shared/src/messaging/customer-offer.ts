import { formatPhone } from '../validation/phone'

/** What a message about an upcoming reservation may offer its customer, decided when it is sent. */
export interface CustomerOffer {
  /** The customer's link still cancels: the message may name the deadline and offer the link for it. */
  cancelOnline: boolean
  /** The customer can still move the visit themselves online. */
  changeOnline: boolean
  /**
   * The branch's phone for people to read, when something (a change, or a cancellation after the deadline)
   * can only be arranged with the branch and the branch has a phone; otherwise null.
   */
  phone: string | null
}

export interface CustomerOfferFacts {
  /** When the message is sent (a reminder's send time, a confirmation's booking time). */
  now: Date
  /** The cancellation deadline: the link refuses from this instant on. */
  cancellableUntil: Date
  /** Until when the customer may move the visit online; null or absent while there is no online change. */
  changeableUntil?: Date | null
  branchPhone: string | null
}

/**
 * Offers only what the customer can still do at the time the message is sent: a reminder sent at or after the
 * cancellation deadline offers no online cancellation (the link would answer that it is too late), and a
 * change is offered online only when one exists. What cannot be done online goes through the branch's phone.
 */
export function customerOffer(facts: CustomerOfferFacts): CustomerOffer {
  const at = facts.now.getTime()
  const cancelOnline = at < facts.cancellableUntil.getTime()
  const changeOnline = facts.changeableUntil != null && at < facts.changeableUntil.getTime()
  const needsBranch = !cancelOnline || !changeOnline
  const phone = needsBranch && facts.branchPhone ? formatPhone(facts.branchPhone) : null
  return { cancelOnline, changeOnline, phone }
}

/** Which built-in reminder SMS fits the offer (the texts are in sms-texts.ts). */
export type ReminderSmsVariant = 'changeOrCancel' | 'cancel' | 'call' | 'view'

export function reminderSmsVariant(offer: CustomerOffer): ReminderSmsVariant {
  if (offer.cancelOnline) return offer.changeOnline ? 'changeOrCancel' : 'cancel'
  return offer.phone ? 'call' : 'view'
}
