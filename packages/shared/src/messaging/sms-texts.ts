import type { Locale } from '../constants'
import type { ReminderSmsVariant } from './customer-offer'
import type { PlaceholderValues } from './placeholders'

/**
 * The built-in reminder, one per offer (customerOffer at the send time): it names the link for what the link
 * can still do, and the branch's phone once the customer can only call.
 */
export const REMINDER_SMS_TEXTS: Record<ReminderSmsVariant, Record<Locale, string>> = {
  changeOrCancel: {
    cs: 'Připomínáme rezervaci {service} {date} v {time} ({branch}). Změna nebo zrušení: {link}',
    en: 'Reminder: {service} on {date} at {time} ({branch}). Change or cancel: {link}',
  },
  cancel: {
    cs: 'Připomínáme rezervaci {service} {date} v {time} ({branch}). Zrušení online: {link}',
    en: 'Reminder: {service} on {date} at {time} ({branch}). Cancel online: {link}',
  },
  call: {
    cs: 'Připomínáme rezervaci {service} {date} v {time} ({branch}). Změny a zrušení na tel. {phone}',
    en: 'Reminder: {service} on {date} at {time} ({branch}). To change or cancel, call {phone}',
  },
  view: {
    cs: 'Připomínáme rezervaci {service} {date} v {time} ({branch}). Podrobnosti: {link}',
    en: 'Reminder: {service} on {date} at {time} ({branch}). Details: {link}',
  },
}

/**
 * Built-in SMS texts, used when a company has not written its own. {reason} is empty without a reason. The
 * reminder shown here is the one sent before the deadline (cancel or move online); the sender picks the variant of
 * REMINDER_SMS_TEXTS that fits the time it sends.
 */
export const DEFAULT_SMS_TEXTS: Record<'cancellation' | 'reminder' | 'change', Record<Locale, string>> = {
  cancellation: {
    cs: 'Vaše rezervace {date} v {time} ({branch}) byla zrušena. {reason} Nový termín: {link}',
    en: 'Your reservation on {date} at {time} ({branch}) has been cancelled. {reason} Book again: {link}',
  },
  reminder: REMINDER_SMS_TEXTS.changeOrCancel,
  change: {
    cs: 'Vaše rezervace se změnila: {service} {date} v {time} ({branch}). Podrobnosti: {link}',
    en: 'Your reservation has changed: {service} on {date} at {time} ({branch}). Details: {link}',
  },
}

/** How a cancellation reason reads inside the SMS ('Důvod: Nemoc.'). */
export function reasonSentence(reason: string | null, locale: Locale): string {
  const text = reason?.trim()
  if (!text) return ''
  // A reason that already ends a sentence ('Nemoc.', 'Proč?', 'Omlouváme se!', '…') gets no second full stop.
  const sentence = /[.!?…]$/.test(text) ? text : `${text}.`
  return locale === 'cs' ? `Důvod: ${sentence}` : `Reason: ${sentence}`
}

/**
 * The customer's link to one reservation: the branch's confirmation page with the reservation's id and its
 * signed token. The sender builds the real one with it, and previews a sample one, so both are as long.
 */
export function confirmationPageUrl(branchUrl: string, reservationId: number, token: string): string {
  const query = new URLSearchParams({ reservation: String(reservationId), token })
  return `${branchUrl}/potvrzeni-rezervace?${query}`
}

/** As long as a real token (an HMAC-SHA-256 in base64url: 43 characters), for previews. */
export const SAMPLE_RESERVATION_TOKEN = 'q3Lx8VbN2mTfR7yWcK0pZsH5dJ9gAeU4iO6nBvXtQ1w'

const SAMPLE_LINK = confirmationPageUrl(
  'https://rezervo.cz/krasa-a-pece/barbershop/barber-na-rohu',
  12345,
  SAMPLE_RESERVATION_TOKEN,
)

/** Values to preview a text with before any reservation exists, as long as real ones (the link above all). */
export const SAMPLE_PLACEHOLDER_VALUES: Record<Locale, PlaceholderValues> = {
  cs: {
    customer_name: 'Jana Nováková',
    date: '24. 11. 2026',
    time: '9:30',
    branch: 'Barber Na Rohu',
    service: 'Pánský střih',
    link: SAMPLE_LINK,
    phone: '731 000 111',
    reason: 'Důvod: Nemoc.',
  },
  en: {
    customer_name: 'Jana Nováková',
    date: '11/24/2026',
    time: '9:30 AM',
    branch: 'Barber Na Rohu',
    service: 'Men’s haircut',
    link: SAMPLE_LINK,
    phone: '731 000 111',
    reason: 'Reason: Illness.',
  },
}
