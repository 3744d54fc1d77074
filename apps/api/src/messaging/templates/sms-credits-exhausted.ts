import { greetingLine, type Locale, SUBSCRIPTION_PATH } from '@rezervo/shared'
import { withLanguage } from '@rezervo/shared/public-pages/language-link'
import { emailTexts } from './email-texts'
import { type RenderedEmail, renderEmail } from './layout'

/** To the owners once each time the company's SMS credits run dry (decision 032). */
export function smsCreditsExhaustedMessage(locale: Locale, appUrl: string): RenderedEmail {
  const url = withLanguage(`${appUrl}${SUBSCRIPTION_PATH}`, locale)
  const text = emailTexts(locale)
  return renderEmail({
    locale,
    subject: text('smsCreditsExhausted.subject'),
    greeting: greetingLine(locale, ''),
    paragraphs: [text('smsCreditsExhausted.ranOut'), text('smsCreditsExhausted.emailsStillGo')],
    action: { label: text('smsCreditsExhausted.action'), url },
    notes: [text('smsCreditsExhausted.once')],
  })
}
