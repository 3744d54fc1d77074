import { vocative } from 'czech-vocative'
import type { Locale } from '../constants'

/**
 * Names already put in the vocative: the library tries its suffix rules one by one, measurable CPU on every
 * booking's confirmation (issue 16); first names repeat a lot. Bounded: emptied when full.
 */
const vocatives = new Map<string, string>()
const MAX_VOCATIVES = 2000

/**
 * A first name in the Czech vocative ('Hana' → 'Hano', 'Petr' → 'Petře', 'Jan Pavel' → 'Jane Pavle'), by the
 * czech-vocative library; each word of a double name on its own, hyphenated names as they are.
 */
export function czechVocative(firstName: string): string {
  let answer = vocatives.get(firstName)
  if (answer === undefined) {
    answer = firstName
      .trim()
      .split(/\s+/)
      .map((word) => (word.includes('-') ? word : vocative(word)))
      .join(' ')
    if (vocatives.size >= MAX_VOCATIVES) vocatives.clear()
    vocatives.set(firstName, answer)
  }
  return answer
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
