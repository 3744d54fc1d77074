import { parseDecimalNumber } from './decimal-number'

/**
 * The currency an owner may write around an amount: 'Kč' (any case, with or without the háček), 'CZK', and the
 * Czech whole-crown dash ',-' or ',–'. Spaces of any kind may sit between.
 */
const CURRENCY_BEFORE = /^(?:CZK|K[čc])[\s\u00a0\u202f\u2009]*/i
const CURRENCY_AFTER = /[\s\u00a0\u202f\u2009]*(?:K[čc]\.?|CZK)$/i
const WHOLE_CROWN_DASH = /[,.][-–—]{1,2}$/

/**
 * An amount of money as a Czech owner types it, in crowns: '1 200' (plain, no-break, narrow or thin spaces),
 * '1 200,50', '350 Kč', '350,- Kč', 'CZK 1,200.50'. The one parser of the price and amount fields, used by the
 * forms and by the server's schema alike (issue 37, finding 16). Null for what it cannot read without guessing
 * ('1,200', '12abc', '', a third decimal place: there is no such coin), so the field says what to type.
 */
export function parseCrowns(text: string): number | null {
  const bare = text
    .trim()
    .replace(CURRENCY_BEFORE, '')
    .replace(CURRENCY_AFTER, '')
    .replace(WHOLE_CROWN_DASH, '')
  const crowns = parseDecimalNumber(bare)
  if (crowns === null) return null
  const haler = Math.round(crowns * 100)
  // 1200.5 is 120049.99999999999 haléře in floating point; anything that close is the whole haléř.
  if (Math.abs(crowns * 100 - haler) > 1e-6) return null
  return haler / 100
}
