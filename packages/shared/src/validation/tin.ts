/** Upper-cases and removes all whitespace, so 'cz 255 96 641' becomes 'CZ25596641'. */
export function normalizeTin(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

/**
 * Czech VAT number (DIČ): 'CZ' and 8 digits (companies, equal to their IČO), 9 or 10 digits (individuals).
 * The value is normalised first, so lower case and spaces typed by users are accepted.
 */
export function isValidTin(value: string): boolean {
  return /^CZ\d{8,10}$/.test(normalizeTin(value))
}
