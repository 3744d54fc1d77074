import { vocative } from 'czech-vocative'
import type { Locale } from '../constants'

/**
 * A first name in the Czech vocative ('Hana' → 'Hano', 'Petr' → 'Petře', 'Jan Pavel' → 'Jane Pavle'), by the
 * czech-vocative library; each word of a double name on its own, hyphenated names as they are.
 */
export function czechVocative(firstName: string): string {
  return firstName
    .trim()
    .split(/\s+/)
    .map((word) => (word.includes('-') ? word : vocative(word)))
    .join(' ')
}

/**
 * The opening line of every email: one rule for all messages. A message to one known person greets them by
 * first name (in Czech in the vocative: 'Dobrý den, Hano,'), a message to a business address greets no one
 * by name ('Dobrý den,').
 */
export function greetingLine(locale: Locale, firstName?: string | null): string {
  const name = firstName?.trim()
  if (locale === 'cs') return name ? `Dobrý den, ${czechVocative(name)},` : 'Dobrý den,'
  return name ? `Hello ${name},` : 'Hello,'
}
