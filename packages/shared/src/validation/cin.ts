/**
 * Czech company identification number (IČO): 8 digits, the last a mod-11 check digit over the first seven
 * weighted 8..2. Older IČOs with fewer digits are officially written left-padded with zeros, so only the
 * 8-digit form is accepted; callers trim user input first.
 */
export function isValidCin(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false
  return Number(value[7]) === cinCheckDigit(value.slice(0, 7))
}

/** The IČO check digit of its first seven digits; a legal person's DIČ uses the same one. */
export function cinCheckDigit(firstSevenDigits: string): number {
  let sum = 0
  for (let index = 0; index < 7; index++) {
    sum += Number(firstSevenDigits[index]) * (8 - index)
  }
  const remainder = sum % 11
  if (remainder === 0) return 1
  if (remainder === 1) return 0
  return 11 - remainder
}
