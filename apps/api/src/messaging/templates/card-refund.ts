import { formatCzk, formatDate, greetingLine, type Locale, SUBSCRIPTION_PATH } from '@rezervo/shared'
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
  const url = `${appUrl}${SUBSCRIPTION_PATH}`
  if (locale === 'cs')
    return renderEmail({
      locale,
      subject: `Platbu ${amount} jsme vám vrátili`,
      greeting: greetingLine(locale, ''),
      paragraphs: [
        `změnu tarifu ze dne ${day} se nepodařilo dokončit, a tak jsme vám platbu ${amount} z karty vrátili v plné výši.`,
        'Na účtu se peníze objeví podle vaší banky obvykle do 5 až 10 pracovních dnů. Tarif zůstal beze změny; změnu můžete zkusit znovu.',
      ],
      action: { label: 'Otevřít předplatné', url },
      notes: [],
    })
  return renderEmail({
    locale,
    subject: `We have refunded your payment of ${amount}`,
    greeting: greetingLine(locale, ''),
    paragraphs: [
      `Your plan change of ${day} could not be completed, so we have refunded the card payment of ${amount} in full.`,
      'Depending on your bank, the money usually appears on your account within 5 to 10 working days. Your plan is unchanged; you can try the change again.',
    ],
    action: { label: 'Open the subscription', url },
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
  const url = `${appUrl}${SUBSCRIPTION_PATH}`
  if (locale === 'cs')
    return renderEmail({
      locale,
      subject: `Vrácení platby ${amount} se zdržuje`,
      greeting: greetingLine(locale, ''),
      paragraphs: [
        `platbu ${amount} za změnu tarifu ze dne ${day}, kterou se nepodařilo dokončit, vám stále vracíme: platební služba vrácení zatím nepřijala.`,
        'Zkoušíme to dál automaticky a o vrácení vám pošleme e-mail. O zdržení ví i náš tým.',
      ],
      action: { label: 'Otevřít předplatné', url },
      notes: ['Tento e-mail posíláme jednou, den po nezdařené změně tarifu.'],
    })
  return renderEmail({
    locale,
    subject: `The refund of your payment of ${amount} is delayed`,
    greeting: greetingLine(locale, ''),
    paragraphs: [
      `We are still refunding the payment of ${amount} for the plan change of ${day} that could not be completed: the payment service has not accepted the refund yet.`,
      'We keep trying automatically and will email you once it is refunded. Our team knows about the delay too.',
    ],
    action: { label: 'Open the subscription', url },
    notes: ['We send this email once, a day after the plan change failed.'],
  })
}
