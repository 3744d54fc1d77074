/**
 * Phone numbers, parsed by libphonenumber-js with its smallest metadata ('min': every country's numbering
 * plan, lengths and display groups, no number types), because the booking page ships this module: the
 * browser and the server validate with the same code and store one form, E.164.
 */
import { type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min'

/** A number typed without a country prefix is read as Czech (the businesses and most customers are). */
export const DEFAULT_PHONE_REGION = 'CZ'

const BRACKETED_PREFIX = /^\(\s*((?:\+|00)\d{1,3})\s*\)/

/**
 * The number as typed, parsed when it is a whole valid number: separators (spaces, no-break spaces, dashes,
 * dots, slashes, brackets) and an international prefix ('+', '00') allowed, any other text refused rather than
 * picked apart ('Call 777…', '777 123 45a'). An extension is refused too, as E.164 and SMS cannot carry it.
 */
function parsePhone(value: string): PhoneNumber | null {
  // '(+420) 731 …' is a common way of writing the prefix, which the library reads as text in strict mode.
  const typed = value.trim().replace(BRACKETED_PREFIX, '$1 ')
  const parsed = parsePhoneNumberFromString(typed, {
    defaultCountry: DEFAULT_PHONE_REGION,
    extract: false,
  })
  if (!parsed?.isValid() || parsed.ext) return null
  return parsed
}

/** The number in E.164 ('+420731000111'), or null when it is not a valid number. */
export function normalizePhone(value: string): string | null {
  return parsePhone(value)?.number ?? null
}

export function isValidPhone(value: string): boolean {
  return parsePhone(value) !== null
}

/**
 * For people to read, one form on every screen, email and SMS: the international one with its country's groups
 * ('+420 731 000 111', '+421 911 123 456'), which a customer abroad can dial as it is (issue 37, finding 22,
 * decision 079). Storage and CSV keep E.164. A stored value that does not parse (kept from before numbers were
 * checked) is shown as it is rather than hidden.
 */
export function formatPhone(value: string): string {
  return parsePhone(value)?.formatInternational() ?? value
}
