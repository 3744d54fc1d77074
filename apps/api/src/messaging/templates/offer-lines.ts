import type { CustomerOffer, Locale } from '@rezervo/shared'

/** The button of a customer's reservation email: it names only what the link can still do. */
export function manageActionLabel(offer: CustomerOffer, locale: Locale): string {
  if (locale === 'cs') {
    if (!offer.cancelOnline) return 'Zobrazit rezervaci'
    return offer.changeOnline ? 'Zobrazit, změnit nebo zrušit rezervaci' : 'Zobrazit nebo zrušit rezervaci'
  }
  if (!offer.cancelOnline) return 'View the reservation'
  return offer.changeOnline ? 'View, change or cancel the reservation' : 'View or cancel the reservation'
}

/**
 * What the customer can still do and how, as at the time the email is sent (customerOffer): the online
 * cancellation with its deadline while it lies ahead, and the branch's phone for what is left.
 */
export function offerNote(offer: CustomerOffer, deadline: string, locale: Locale): string {
  if (locale === 'cs') {
    const branch = offer.phone ? `s provozovnou na telefonu ${offer.phone}` : 'přímo s provozovnou'
    if (!offer.cancelOnline) {
      return `Online už rezervaci zrušit nelze. Změnu nebo zrušení prosím domluvte ${branch}.`
    }
    const later = offer.changeOnline ? 'Pozdější zrušení' : 'Změnu nebo pozdější zrušení'
    return `Rezervaci můžete zrušit online do ${deadline}. ${later} prosím domluvte ${branch}.`
  }
  const branch = offer.phone ? `call the business on ${offer.phone}` : 'contact the business directly'
  if (!offer.cancelOnline) {
    return `The reservation can no longer be cancelled online. To change or cancel it, please ${branch}.`
  }
  const later = offer.changeOnline ? 'To cancel later' : 'To change it or cancel later'
  return `You can cancel online until ${deadline}. ${later}, please ${branch}.`
}
