import { type CustomerOffer, deadlineSentence, type Locale } from '@rezervo/shared'

/** The button of a customer's reservation email: it names only what the link can still do. */
export function manageActionLabel(offer: CustomerOffer, locale: Locale): string {
  if (locale === 'cs') {
    if (!offer.cancelOnline) return 'Zobrazit rezervaci'
    return offer.changeOnline ? 'Zobrazit, přesunout nebo zrušit rezervaci' : 'Zobrazit nebo zrušit rezervaci'
  }
  if (!offer.cancelOnline) return 'View the reservation'
  return offer.changeOnline ? 'View, reschedule or cancel the reservation' : 'View or cancel the reservation'
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
  if (locale === 'cs') {
    const branch = offer.phone ? `s provozovnou na telefonu ${offer.phone}` : 'přímo s provozovnou'
    if (!offer.cancelOnline) {
      return `Online už rezervaci nelze zrušit ani přesunout. Změnu nebo zrušení prosím domluvte ${branch}.`
    }
    if (offer.changeOnline) return `${rule} Pozdější změnu nebo zrušení prosím domluvte ${branch}.`
    return `${rule.replace('zrušit nebo přesunout', 'zrušit')} Změnu prosím domluvte ${branch}.`
  }
  const branch = offer.phone ? `call the business on ${offer.phone}` : 'contact the business directly'
  if (!offer.cancelOnline) {
    return `The reservation can no longer be cancelled or rescheduled online. To change or cancel it, please ${branch}.`
  }
  if (offer.changeOnline) return `${rule} To change or cancel it later, please ${branch}.`
  return `${rule.replace('cancel or reschedule', 'cancel')} To change it, please ${branch}.`
}
