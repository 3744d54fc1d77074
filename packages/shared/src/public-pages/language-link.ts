import { LOCALE_QUERY_PARAM, type Locale } from '../constants'

/**
 * A link of a message (email, SMS, calendar file) in the message's language: `?lang=` opens the page in it,
 * whatever the device chose before (issue 37, finding 12, decision 080). A link that already names a language
 * keeps its query otherwise untouched; the fragment stays last.
 */
export function withLanguage(url: string, locale: Locale): string {
  const hashAt = url.indexOf('#')
  const [base, hash] = hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)]
  const queryAt = base.indexOf('?')
  const path = queryAt === -1 ? base : base.slice(0, queryAt)
  const query = new URLSearchParams(queryAt === -1 ? '' : base.slice(queryAt + 1))
  query.set(LOCALE_QUERY_PARAM, locale)
  return `${path}?${query}${hash}`
}
