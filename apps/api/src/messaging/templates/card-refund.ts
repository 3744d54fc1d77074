import { formatCzk, formatDate, greetingLine, type Locale, SUBSCRIPTION_PATH } from '@rezervo/shared'
import { withLanguage } from '@rezervo/shared/public-pages/language-link'
import { emailTexts } from './email-texts'
import { type RenderedEmail, renderEmail } from './layout'

/** The facts of a card payment owed back to a company after a refused plan change (decision 056). */
export interface CardRefundFacts {
  amountHaler: number
  /** When the refund was decided: the day of the payment the owner will find on the statement. */
  chargedAt: Date
}

const TIME_ZONE = 'Europe/Prague'

/** To the owners once the provider has given the payment back. */
export function cardRefundedMessage(locale: Locale, appUrl: string, facts: CardRefundFacts): RenderedEmail {
  const amount = formatCzk(facts.amountHaler / 100, locale, 'always')
  const day = formatDate(facts.chargedAt, TIME_ZONE, locale)
  const url = withLanguage(`${appUrl}${SUBSCRIPTION_PATH}`, locale)
  const text = emailTexts(locale)
  return renderEmail({
    locale,
    subject: text('cardRefunded.subject', { amount }),
    greeting: greetingLine(locale, ''),
    paragraphs: [text('cardRefunded.refunded', { date: day, amount }), text('cardRefunded.whenVisible')],
    action: { label: text('cardRefunded.action'), url },
    notes: [],
  })
}

/** To the owners and the platform's admin after a day of failed tries: the refund is still pending. */
export function cardRefundOverdueMessage(
  locale: Locale,
  appUrl: string,
  facts: CardRefundFacts,
): RenderedEmail {
  const amount = formatCzk(facts.amountHaler / 100, locale, 'always')
  const day = formatDate(facts.chargedAt, TIME_ZONE, locale)
  const url = withLanguage(`${appUrl}${SUBSCRIPTION_PATH}`, locale)
  const text = emailTexts(locale)
  return renderEmail({
    locale,
    subject: text('cardRefundOverdue.subject', { amount }),
    greeting: greetingLine(locale, ''),
    paragraphs: [
      text('cardRefundOverdue.stillRefunding', { amount, date: day }),
      text('cardRefundOverdue.keepTrying'),
    ],
    action: { label: text('cardRefundOverdue.action'), url },
    notes: [text('cardRefundOverdue.once')],
  })
}
