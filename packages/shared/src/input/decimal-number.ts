/**
 * A number as a Czech or English user types it: '0,5' and '0.5' are 0.5, '1 200,50' (plain, no-break or narrow
 * no-break spaces between thousands) is 1200.5, '1,200.50' is 1200.5. Returns null for anything it cannot read
 * without guessing ('1,200' alone could be 1.2 or 1200, '1.2.3', '12abc', '') so the field is refused with a
 * message, never misread.
 */
export function parseDecimalNumber(text: string): number | null {
  // U+00A0 no-break space, U+202F narrow no-break space (what Intl's cs-CZ emits), U+2009 thin space, apostrophes.
  const typed = text.trim().replace(/[\s\u00a0\u202f\u2009']/g, '')
  if (typed === '') return null
  const sign = typed.startsWith('-') || typed.startsWith('−') ? -1 : 1
  const unsigned = /^[-−+]/.test(typed) ? typed.slice(1) : typed
  let normalized: string
  if (/^\d+$/.test(unsigned)) normalized = unsigned
  else if (/^\d*[.,]\d+$/.test(unsigned)) {
    // One separator: a decimal comma or point, except the ambiguous '1,200' / '1.200' (exactly three digits after
    // a group of 1–3 digits not starting with 0), which could be a thousands group in either language.
    if (/^[1-9]\d{0,2}[.,]\d{3}$/.test(unsigned)) return null
    normalized = unsigned.replace(',', '.')
  } else if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(unsigned)) normalized = unsigned.replaceAll(',', '')
  else if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(unsigned))
    normalized = unsigned.replaceAll('.', '').replace(',', '.')
  else return null
  const value = Number(normalized) * sign
  return Number.isFinite(value) ? value : null
}

/**
 * A form's number input as the schema should see it: '' is "not given" (undefined), a typed text is read by
 * parseDecimalNumber, and what cannot be read is NaN, which the schema refuses as 'numeric' ("This field must be
 * a number.") instead of a misread value.
 */
export function numberFromInput(value: unknown): number | undefined {
  if (typeof value === 'number') return value
  if (value == null || String(value).trim() === '') return undefined
  return parseDecimalNumber(String(value)) ?? Number.NaN
}
