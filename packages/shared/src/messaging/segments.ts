import { stripDiacritics } from '../format/diacritics'

export { stripDiacritics }

/** GSM 03.38 default alphabet: one septet each. (The escape code 0x1B is not a character users can send.) */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'

/** GSM 03.38 extension table: sent as escape + character, so each costs two septets. */
const GSM_EXTENSION = '\f^{}\\[~]|€'

const GSM_BASIC_SET = new Set(GSM_BASIC)
const GSM_EXTENSION_SET = new Set(GSM_EXTENSION)

export type SmsEncoding = 'GSM-7' | 'UCS-2'

export interface SmsSegments {
  encoding: SmsEncoding
  /** Septets for GSM-7 (extension characters count 2), UTF-16 code units for UCS-2 (emoji count 2). */
  characters: number
  segments: number
  /** Capacity of each segment: 160/153 for GSM-7, 70/67 for UCS-2 (multipart messages lose room to headers). */
  perSegment: number
}

const LIMITS: Record<SmsEncoding, { single: number; multipart: number }> = {
  'GSM-7': { single: 160, multipart: 153 },
  'UCS-2': { single: 70, multipart: 67 },
}

/**
 * How many SMS segments the text is billed as. One character outside GSM-7 (e.g. Czech 'ř') switches the
 * whole message to UCS-2, cutting capacity from 160 to 70 characters.
 *
 * Multipart messages are packed greedily the way phones and gateways do it: an escape pair or a UTF-16
 * surrogate pair is never split across segments, which can cost one more segment than a plain division.
 */
export function countSmsSegments(text: string): SmsSegments {
  const symbols = [...text]
  const isGsm = symbols.every((symbol) => GSM_BASIC_SET.has(symbol) || GSM_EXTENSION_SET.has(symbol))
  const encoding: SmsEncoding = isGsm ? 'GSM-7' : 'UCS-2'
  const costs = symbols.map((symbol) => (isGsm ? (GSM_EXTENSION_SET.has(symbol) ? 2 : 1) : symbol.length))
  const characters = costs.reduce((sum, cost) => sum + cost, 0)
  const { single, multipart } = LIMITS[encoding]

  if (characters <= single) {
    return { encoding, characters, segments: characters === 0 ? 0 : 1, perSegment: single }
  }
  let segments = 1
  let used = 0
  for (const cost of costs) {
    if (used + cost > multipart) {
      segments++
      used = 0
    }
    used += cost
  }
  return { encoding, characters, segments, perSegment: multipart }
}

/**
 * Typography common in Czech texts that has no GSM-7 equivalent; a single '„' would otherwise turn the
 * message into UCS-2 and more than double its price.
 */
const ASCII_PUNCTUATION: Record<string, string> = {
  '„': '"',
  '“': '"',
  '”': '"',
  '‚': "'",
  '‘': "'",
  '’': "'",
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00A0': ' ',
  '\u202F': ' ',
}

/** Czech text made SMS-friendly: diacritics stripped and typographic quotes, dashes and spaces made ASCII. */
export function toGsmFriendlyText(text: string): string {
  return stripDiacritics(text).replace(
    /[„“”‚‘’–—…\u00A0\u202F]/g,
    (symbol) => ASCII_PUNCTUATION[symbol] ?? symbol,
  )
}
