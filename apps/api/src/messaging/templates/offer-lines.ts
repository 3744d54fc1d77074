import { type CustomerOffer, deadlineSentence, type Locale } from '@rezervo/shared'
import { emailTexts } from './email-texts'

/** The button of a customer's reservation email: it names only what the link can still do. */
export function manageActionLabel(offer: CustomerOffer, locale: Locale): string {
  const text = emailTexts(locale)
  if (!offer.cancelOnline) return text('offer.view')
  return text(offer.changeOnline ? 'offer.viewRescheduleOrCancel' : 'offer.viewOrCancel')
}

/** One reservation's deadline for online changes: the instant, on the branch's clock, and the visit's start. */
export interface OfferDeadline {
  cancellableUntil: Date
  startsAt: Date
  timeZone: string
}

/**
 * What the customer can still do and how, as at the time the email is sent (customerOffer): while the deadline
 * lies ahead, the branch's rule with its concrete end ("Rezervaci můžete zrušit nebo přesunout nejpozději 24
 * hodin před začátkem, tj. do čtvrtka 12. 3. 9:30."), and the branch's phone for what is left; once it has
 * passed, that nothing can be done online any more, and the phone (decisions 028 and 031).
 */
export function offerNote(offer: CustomerOffer, deadline: OfferDeadline, locale: Locale): string {
  const { cancellableUntil, startsAt, timeZone } = deadline
  const hours = Math.round((startsAt.getTime() - cancellableUntil.getTime()) / 3_600_000)
  const rule = deadlineSentence(hours, cancellableUntil, timeZone, locale)
  const text = emailTexts(locale)
  const branch = offer.phone
    ? text('offer.branchByPhone', { phone: offer.phone })
    : text('offer.branchDirectly')
  if (!offer.cancelOnline) return text('offer.closed', { branch })
  if (offer.changeOnline) return text('offer.laterByBranch', { rule, branch })
  // Only cancelling is still online: the rule names that action alone.
  const cancelRule = rule.replace(text('offer.ruleBoth'), text('offer.ruleCancelOnly'))
  return text('offer.changeByBranch', { rule: cancelRule, branch })
}
