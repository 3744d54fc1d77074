import { greetingLine, type Locale, SUBSCRIPTION_PATH } from '@rezervo/shared'
import { type RenderedEmail, renderEmail } from './layout'

/** To the owners once each time the company's SMS credits run dry (decision 032). */
export function smsCreditsExhaustedMessage(locale: Locale, appUrl: string): RenderedEmail {
  const url = `${appUrl}${SUBSCRIPTION_PATH}`
  if (locale === 'cs') {
    return renderEmail({
      locale,
      subject: 'Došel vám kredit na SMS',
      greeting: greetingLine(locale, ''),
      paragraphs: [
        'vašemu podniku došel kredit na SMS, proto se SMS zákazníkům teď neposílají. V přehledu odeslaných zpráv jsou označené „Nedostatek kreditu“.',
        'E-maily zákazníkům chodí dál. Kredit dokoupíte v Předplatném; měsíční příspěvek tarifu se obnoví první den dalšího měsíce.',
      ],
      action: { label: 'Dokoupit kredit', url },
      notes: ['Tento e-mail posíláme jednou, pokaždé když kredit dojde.'],
    })
  }
  return renderEmail({
    locale,
    subject: 'You have run out of SMS credits',
    greeting: greetingLine(locale, ''),
    paragraphs: [
      'Your business has run out of SMS credits, so no SMS is sent to your customers now. The delivery log marks them “Nedostatek kreditu” (not enough credit).',
      'Emails to customers still go. You can buy credits under Subscription; the plan’s monthly allowance comes back on the first day of next month.',
    ],
    action: { label: 'Buy credits', url },
    notes: ['We send this email once each time the credits run out.'],
  })
}
