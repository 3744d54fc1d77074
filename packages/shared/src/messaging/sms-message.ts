import { countSmsSegments, type SmsSegments, toGsmFriendlyText } from './segments'

/** The text an SMS is sent with, and what it costs in parts. */
export interface PreparedSms {
  text: string
  segments: SmsSegments
}

/** SMS gateways reject very long messages; ten parts is already an unusual SMS. */
export const MAX_SMS_SEGMENTS = 10

/**
 * Turns a rendered SMS into what is sent: with `stripDiacritics`, letters and typographic punctuation become
 * plain GSM characters, so a Czech text costs one part per 160 characters instead of 70.
 */
export function prepareSms(text: string, options: { stripDiacritics: boolean }): PreparedSms {
  const sent = options.stripDiacritics ? toGsmFriendlyText(text) : text
  return { text: sent, segments: countSmsSegments(sent) }
}
