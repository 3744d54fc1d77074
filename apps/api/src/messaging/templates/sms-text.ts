import {
  DEFAULT_SMS_TEXTS,
  formatDate,
  formatTime,
  type Locale,
  type PlaceholderValues,
  reasonSentence,
  renderPlaceholders,
} from '@rezervo/shared'

export interface SmsFacts {
  customerName: string
  startsAt: Date
  timeZone: string
  branchName: string
  services: string[]
  link: string
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
    reason: reasonSentence(facts.reason ?? null, locale),
  }
}

/** The company's own text when it wrote one, else the built-in text in the customer's language. */
export function smsText(
  kind: 'cancellation' | 'reminder',
  ownText: string | null,
  facts: SmsFacts,
  locale: Locale,
): string {
  return renderPlaceholders(ownText ?? DEFAULT_SMS_TEXTS[kind][locale], placeholderValues(facts, locale))
}
