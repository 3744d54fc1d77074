import type { Locale } from '../constants'

/**
 * The 249 officially assigned ISO 3166-1 alpha-2 codes. Written out rather than read from Intl: Intl knows
 * region codes that are no country (EU, UN, XK, ZZ …) and its list differs between ICU versions, so the
 * browser's picker and the server's check would not agree.
 */
export const COUNTRY_CODES = `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE
  BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD
  CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM
  DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF
  GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU
  ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN
  KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME
  MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA
  NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM
  PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI
  SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK
  TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI
  VN VU WF WS YE YT ZA ZM ZW`
  .trim()
  .split(/\s+/)

const KNOWN = new Set(COUNTRY_CODES)

/** Whether `code` is an assigned ISO 3166-1 alpha-2 code, as stored ('CZ', upper case). */
export const isCountryCode = (code: string) => KNOWN.has(code)

/** The neighbours a Czech business meets most, offered first in the picker. */
export const FIRST_COUNTRIES = ['CZ', 'SK', 'DE', 'AT', 'PL'] as const

const INTL_LOCALE: Record<Locale, string> = { cs: 'cs-CZ', en: 'en-GB' }
const displayNames = new Map<Locale, Intl.DisplayNames>()

/** A country's name in the language of the screen ('CZ' → 'Česko'); the code itself for an unknown one. */
export function countryName(code: string, locale: Locale): string {
  let names = displayNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region', fallback: 'code' })
    displayNames.set(locale, names)
  }
  return names.of(code) ?? code
}

export interface CountryChoice {
  code: string
  name: string
}

/**
 * The picker's choices: the neighbours first, then every other country by its name in the screen's language
 * (Czech alphabetical order, 'Č' after 'C'). A stored code outside the list (an old record) stays a choice.
 */
export function countryChoices(locale: Locale, current?: string | null): CountryChoice[] {
  const collator = new Intl.Collator(INTL_LOCALE[locale])
  const first = FIRST_COUNTRIES.map((code) => ({ code, name: countryName(code, locale) }))
  const rest = COUNTRY_CODES.filter((code) => !(FIRST_COUNTRIES as readonly string[]).includes(code))
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name))
  const extra = current && !KNOWN.has(current) ? [{ code: current, name: current }] : []
  return [...first, ...extra, ...rest]
}
