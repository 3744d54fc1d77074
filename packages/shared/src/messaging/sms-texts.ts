import type { Locale } from '../constants'
import type { PlaceholderValues } from './placeholders'

/** Built-in SMS texts, used when a company has not written its own. {reason} is empty without a reason. */
export const DEFAULT_SMS_TEXTS: Record<'cancellation' | 'reminder', Record<Locale, string>> = {
  cancellation: {
    cs: 'Vaše rezervace {date} v {time} ({branch}) byla zrušena. {reason} Nový termín: {link}',
    en: 'Your reservation on {date} at {time} ({branch}) has been cancelled. {reason} Book again: {link}',
  },
  reminder: {
    cs: 'Připomínáme rezervaci {service} {date} v {time} ({branch}). Změna nebo zrušení: {link}',
    en: 'Reminder: {service} on {date} at {time} ({branch}). Change or cancel: {link}',
  },
}

/** How a cancellation reason reads inside the SMS ('Důvod: Nemoc.'). */
export function reasonSentence(reason: string | null, locale: Locale): string {
  if (!reason) return ''
  return locale === 'cs' ? `Důvod: ${reason}.` : `Reason: ${reason}.`
}

/** Values to preview a text with before any reservation exists. */
export const SAMPLE_PLACEHOLDER_VALUES: Record<Locale, PlaceholderValues> = {
  cs: {
    customer_name: 'Jana Nováková',
    date: '24. 11. 2026',
    time: '9:30',
    branch: 'Barber Na Rohu',
    service: 'Pánský střih',
    link: 'https://rezervo.cz/r/abc123',
    reason: 'Důvod: Nemoc.',
  },
  en: {
    customer_name: 'Jana Nováková',
    date: '11/24/2026',
    time: '9:30 AM',
    branch: 'Barber Na Rohu',
    service: 'Men’s haircut',
    link: 'https://rezervo.cz/r/abc123',
    reason: 'Reason: Illness.',
  },
}
