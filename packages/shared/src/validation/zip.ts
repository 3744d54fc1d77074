/** Czech postcode (PSČ) in its official 'NNN NN' form, or null when the value is not five digits. */
export function normalizeZip(value: string): string | null {
  const digits = value.replace(/\s+/g, '')
  if (!/^\d{5}$/.test(digits)) return null
  return `${digits.slice(0, 3)} ${digits.slice(3)}`
}

export function isValidZip(value: string): boolean {
  return normalizeZip(value) !== null
}
