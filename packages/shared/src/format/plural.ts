import type { Locale } from '../constants'
import { formatNumber } from './number'

export type PluralCategory = 'zero' | 'one' | 'few' | 'other'

/**
 * Plural category of a count. Unlike CLDR, 0 gets its own 'zero' category in both languages so texts like
 * 'Žádné volné termíny' / 'No free slots' can be written, and Czech decimals fall into 'other' ('1,5 hodiny'
 * is rare enough in the UI not to need CLDR's separate 'many'). The sign is ignored, as in CLDR.
 */
export function pluralCategory(locale: Locale, n: number): PluralCategory {
  const count = Math.abs(n)
  if (count === 0) return 'zero'
  if (!Number.isInteger(count)) return 'other'
  if (count === 1) return 'one'
  if (locale === 'cs' && count <= 4) return 'few'
  return 'other'
}

export interface PluralForms {
  zero?: string
  one: string
  few?: string
  other: string
}

/**
 * Picks the form for n and replaces every '{count}' with n formatted for the locale:
 * selectPlural('cs', 3, { one: '{count} termín', few: '{count} termíny', other: '{count} termínů' }) → '3 termíny'.
 * Missing 'zero' and 'few' forms fall back to 'other' (English never needs 'few').
 */
export function selectPlural(locale: Locale, n: number, forms: PluralForms): string {
  const template = forms[pluralCategory(locale, n)] ?? forms.other
  return template.replaceAll('{count}', formatNumber(n, locale))
}
