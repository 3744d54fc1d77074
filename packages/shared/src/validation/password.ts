import { PASSWORD_MIN_LENGTH } from '../constants'

export type PasswordRule = 'min' | 'mixedCase' | 'numbers' | 'symbols'

/**
 * The password rules the value breaks, in a fixed order; [] means the password is acceptable. The names match
 * the 'password.*' validation message keys. Letter classes are Unicode-aware so Czech 'Ř'/'ř' count as cases.
 */
export function passwordRuleFailures(password: string, min = PASSWORD_MIN_LENGTH): PasswordRule[] {
  // Compose first so 'ř' typed as r + combining caron is one letter, not a letter and a "symbol".
  const composed = password.normalize('NFC')
  const failures: PasswordRule[] = []
  // Length in code points, so an emoji counts as one character as the user perceives it.
  if ([...composed].length < min) failures.push('min')
  if (!/\p{Lu}/u.test(composed) || !/\p{Ll}/u.test(composed)) failures.push('mixedCase')
  if (!/\p{Nd}/u.test(composed)) failures.push('numbers')
  // Punctuation, symbols (incl. emoji) and spaces; letters, digits and invisible control characters do not count.
  if (!/[\p{P}\p{S}\p{Z}]/u.test(composed)) failures.push('symbols')
  return failures
}
