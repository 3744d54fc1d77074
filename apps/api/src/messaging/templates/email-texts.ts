import { formatNumber, type Locale } from '@rezervo/shared'
import { type EmailTextKey, emails } from '@rezervo/shared/i18n/emails'
import i18next from 'i18next'

/**
 * The emails' own i18next instance, with the one 'emails' namespace of packages/shared/src/i18n/emails.ts:
 * the same catalogue format, interpolation and CLDR plurals as the screens, initialised synchronously at load.
 */
const instance = i18next.createInstance()
void instance.init({
  resources: { cs: { emails: emails.cs }, en: { emails: emails.en } },
  ns: ['emails'],
  defaultNS: 'emails',
  fallbackLng: 'cs',
  supportedLngs: ['cs', 'en'],
  // The layout escapes every text for the HTML part; the plain-text part must stay unescaped.
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
})
// '{{count, number}}' as the rest of the app writes numbers: plain spaces between thousands ('1 500'), not the
// no-break spaces Intl emits in one ICU version and not in another.
instance.services.formatter?.add('number', (value, lng) =>
  formatNumber(Number(value), lng === 'en' ? 'en' : 'cs'),
)

export type EmailText = (key: EmailTextKey, values?: Record<string, string | number>) => string

/** The texts of one email in its language: `text('verifyEmail.validFor', { count: 60 })`. */
export function emailTexts(locale: Locale): EmailText {
  const t = instance.getFixedT(locale, 'emails')
  return (key, values) => t(key, values ?? {}) as string
}
