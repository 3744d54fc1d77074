/** Removes spaces and upper-cases, so the printed form 'CZ65 0800 0000 ...' becomes the electronic one. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

/**
 * IBAN lengths of the countries salon owners are likely to bank in; other countries only get the generic
 * 15–34 character shape check, which together with mod-97 still catches typos.
 */
const IBAN_LENGTHS: Readonly<Record<string, number>> = { CZ: 24, SK: 24, AT: 20, DE: 22, PL: 28 }

/** ISO 13616 check: country code, two check digits, and the whole IBAN ≡ 1 (mod 97). */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false
  const expectedLength = IBAN_LENGTHS[iban.slice(0, 2)]
  if (expectedLength !== undefined && iban.length !== expectedLength) return false
  return ibanRemainder(`${iban.slice(4)}${iban.slice(0, 4)}`) === 1
}

/** The rearranged IBAN, with letters as 10..35, modulo 97 — computed digit by digit to stay within a double. */
function ibanRemainder(rearranged: string): number {
  let remainder = 0
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36)
    remainder = (remainder * (value < 10 ? 10 : 100) + value) % 97
  }
  return remainder
}

/** The IBAN as people read it off paper: in groups of four, 'CZ65 0800 0000 1920 0014 5399'. */
export function printIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ')
}

/** The Czech account number and bank code of a CZ IBAN: CZ65 0800 000019 2000145399 → 19-2000145399 / 0800. */
export function czechAccountOf(iban: string): { number: string; bankCode: string } | null {
  const match = /^CZ\d{2}(\d{4})(\d{6})(\d{10})$/.exec(normalizeIban(iban))
  if (!match) return null
  const [, bankCode, prefix, account] = match
  const trimmedPrefix = prefix!.replace(/^0+/, '')
  const trimmedAccount = account!.replace(/^0+/, '')
  return {
    number: trimmedPrefix ? `${trimmedPrefix}-${trimmedAccount}` : trimmedAccount,
    bankCode: bankCode!,
  }
}

/** The Czech form of a CZ IBAN as a Czech payer types it, '19-2000145399/0800'; null for any other IBAN. */
export function printCzechAccount(iban: string): string | null {
  const account = czechAccountOf(iban)
  return account ? `${account.number}/${account.bankCode}` : null
}
