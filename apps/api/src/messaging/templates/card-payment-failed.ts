import { formatCzk, formatDate, greetingLine, type Locale, SUBSCRIPTION_PATH } from '@rezervo/shared'
import { withLanguage } from '@rezervo/shared/public-pages/language-link'
import { emailTexts } from './email-texts'
import { type RenderedEmail, renderEmail } from './layout'

/** The facts of a failed card charge that the owners are told of (decision 034). */
export interface CardPaymentFailedFacts {
  planName: string
  amountHaler: number
  /** The next try, or null after the last one. */
  nextAttemptAt: Date | null
  /** When the company falls to Zdarma unless a payment arrives. */
  graceEndsAt: Date
}

const TIME_ZONE = 'Europe/Prague'

/** To the owners after each failed charge of the saved card: when it is tried again, and when the grace ends. */
export function cardPaymentFailedMessage(
  locale: Locale,
  appUrl: string,
  facts: CardPaymentFailedFacts,
): RenderedEmail {
  const url = withLanguage(`${appUrl}${SUBSCRIPTION_PATH}`, locale)
  const amount = formatCzk(facts.amountHaler / 100, locale, 'always')
  const graceEnd = formatDate(facts.graceEndsAt, TIME_ZONE, locale)
  const next = facts.nextAttemptAt ? formatDate(facts.nextAttemptAt, TIME_ZONE, locale) : null
  const text = emailTexts(locale)
  const plan = facts.planName
  return renderEmail({
    locale,
    subject: text('cardPaymentFailed.subject', { plan }),
    greeting: greetingLine(locale, ''),
    paragraphs: [
      text('cardPaymentFailed.refused', { amount, plan }),
      next ? text('cardPaymentFailed.retryOn', { date: next }) : text('cardPaymentFailed.noRetry'),
      text('cardPaymentFailed.graceUntil', { date: graceEnd }),
    ],
    action: { label: text('cardPaymentFailed.action'), url },
    notes: [text('cardPaymentFailed.eachTime')],
  })
}
