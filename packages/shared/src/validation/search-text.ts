import { stripDiacritics } from '../format/diacritics'

/**
 * Folds text for accent- and case-insensitive matching: 'Šťastný  Jan' → 'stastny jan'. Fold both the query
 * and the searched text, because Czech users often type without diacritics.
 */
export function foldForSearch(text: string): string {
  return stripDiacritics(text).toLowerCase().replace(/\s+/g, ' ').trim()
}

/** Keeps only ASCII digits, e.g. to match phone numbers however they were typed. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '')
}
