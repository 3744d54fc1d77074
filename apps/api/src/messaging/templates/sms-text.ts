import {
  type CustomerOffer,
  DEFAULT_SMS_TEXTS,
  formatDate,
  formatTime,
  type Locale,
  type PlaceholderValues,
  REMINDER_SMS_TEXTS,
  reasonSentence,
  reminderSmsVariant,
  renderPlaceholders,
} from '@rezervo/shared'

export interface SmsFacts {
  customerName: string
  startsAt: Date
  timeZone: string
  branchName: string
  services: string[]
  link: string
  /** The branch's phone for people to read, or empty. */
  phone?: string | null
  reason?: string | null
}

export function placeholderValues(facts: SmsFacts, locale: Locale): PlaceholderValues {
  return {
    customer_name: facts.customerName,
    date: formatDate(facts.startsAt, facts.timeZone, locale),
    time: formatTime(facts.startsAt, facts.timeZone, locale),
    branch: facts.branchName,
    service: facts.services.join(', '),
    link: facts.link,
    phone: facts.phone ?? '',
    reason: reasonSentence(facts.reason ?? null, locale),
  }
}

/** The company's own text when it wrote one, else the built-in text in the customer's language. */
export function smsText(
  kind: 'cancellation' | 'reminder' | 'change',
  ownText: string | null,
  facts: SmsFacts,
  locale: Locale,
): string {
  return renderPlaceholders(ownText ?? DEFAULT_SMS_TEXTS[kind][locale], placeholderValues(facts, locale))
}

/**
 * The reminder SMS: the company's own text as written, else the built-in one that offers only what the
 * customer can still do when it is sent (the link to cancel before the deadline, the branch's phone after).
 */
export function reminderSmsText(
  ownText: string | null,
  facts: SmsFacts,
  offer: CustomerOffer,
  locale: Locale,
): string {
  const template = ownText ?? REMINDER_SMS_TEXTS[reminderSmsVariant(offer)][locale]
  return renderPlaceholders(template, placeholderValues(facts, locale))
}
