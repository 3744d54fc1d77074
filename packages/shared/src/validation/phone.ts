const CZECH_COUNTRY_CODE = '420'

/** Separators people type inside phone numbers: spaces (incl. no-break), dashes, dots, slashes, brackets. */
const SEPARATORS = /[\s\-./()]/g

/**
 * Normalises a phone number to E.164 ('+420777123456'), or returns null when it is not a plausible number.
 *
 * Without an international prefix only Czech numbers are understood: 9 national digits, or 12 digits starting
 * with 420. With '+' or '00' any country is accepted as 7–15 digits (the E.164 bounds), but Czech numbers
 * must still have exactly 9 digits after 420, which catches the common missing/extra digit typo.
 */
export function normalizeCzechPhone(value: string): string | null {
  const compact = value.trim().replace(SEPARATORS, '')
  const international = /^(?:\+|00)(\d+)$/.exec(compact)
  const digits = international ? international[1]! : compact
  if (!/^\d+$/.test(digits)) return null

  if (international || (digits.length === 12 && digits.startsWith(CZECH_COUNTRY_CODE))) {
    if (digits.startsWith(CZECH_COUNTRY_CODE)) return czechNumber(digits.slice(CZECH_COUNTRY_CODE.length))
    // Country codes never start with 0; a leading 0 means a national trunk prefix slipped in.
    if (digits.startsWith('0') || digits.length < 7 || digits.length > 15) return null
    return `+${digits}`
  }
  return czechNumber(digits)
}

/**
 * Czech subscriber numbers are 9 digits and never start with 0 or 1 (the 1xx range is short service codes),
 * so '+420 0777...' style typos are rejected instead of being stored as unreachable numbers.
 */
function czechNumber(nationalDigits: string): string | null {
  if (!/^[2-9]\d{8}$/.test(nationalDigits)) return null
  return `+${CZECH_COUNTRY_CODE}${nationalDigits}`
}

export function isValidPhone(value: string): boolean {
  return normalizeCzechPhone(value) !== null
}

/**
 * Display form: Czech numbers grouped as '+420 777 123 456'; foreign numbers stay in E.164 because their
 * grouping differs per country. Input that is not a valid number is returned unchanged, so whatever was
 * stored is still shown rather than lost.
 */
export function formatCzechPhone(value: string): string {
  const normalized = normalizeCzechPhone(value)
  if (normalized === null) return value
  const national = /^\+420(\d{3})(\d{3})(\d{3})$/.exec(normalized)
  if (!national) return normalized
  return `+420 ${national[1]} ${national[2]} ${national[3]}`
}
