import { formatCzk, formatDate, greetingLine, type Locale, SUBSCRIPTION_PATH } from '@rezervo/shared'
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
  const url = `${appUrl}${SUBSCRIPTION_PATH}`
  const amount = formatCzk(facts.amountHaler / 100, locale, 'always')
  const graceEnd = formatDate(facts.graceEndsAt, TIME_ZONE, locale)
  const next = facts.nextAttemptAt ? formatDate(facts.nextAttemptAt, TIME_ZONE, locale) : null
  if (locale === 'cs') {
    return renderEmail({
      locale,
      subject: `Platba kartou za tarif ${facts.planName} se nezdařila`,
      greeting: greetingLine(locale, ''),
      paragraphs: [
        `platbu ${amount} za tarif ${facts.planName} z uložené karty banka neprovedla.`,
        next
          ? `Zkusíme ji znovu ${next}. Můžete také uložit jinou kartu nebo zvolit platbu převodem.`
          : 'Další pokus už nebude. Uložte prosím jinou kartu, nebo zvolte platbu převodem.',
        `Tarif vám do ${graceEnd} zůstává. Pokud do té doby platba nedorazí, přejdete na tarif Zdarma; o žádná data nepřijdete.`,
      ],
      action: { label: 'Zkontrolovat platbu', url },
      notes: ['Tento e-mail posíláme po každém nezdařeném pokusu o platbu.'],
    })
  }
  return renderEmail({
    locale,
    subject: `The card payment for your ${facts.planName} plan failed`,
    greeting: greetingLine(locale, ''),
    paragraphs: [
      `The bank did not accept the payment of ${amount} for the ${facts.planName} plan from your saved card.`,
      next
        ? `We will try again on ${next}. You can also save another card or choose to pay by bank transfer.`
        : 'We will not try again. Please save another card or choose to pay by bank transfer.',
      `Your plan stays until ${graceEnd}. If no payment arrives by then, you move to the Zdarma plan; no data are lost.`,
    ],
    action: { label: 'Check the payment', url },
    notes: ['We send this email after each failed payment attempt.'],
  })
}
