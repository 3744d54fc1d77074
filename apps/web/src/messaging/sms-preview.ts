import type { Locale } from '@rezervo/shared/constants'
import { renderPlaceholders, unknownPlaceholders } from '@rezervo/shared/messaging/placeholders'
import type { SmsSegments } from '@rezervo/shared/messaging/segments'
import { prepareSms } from '@rezervo/shared/messaging/sms-message'
import { DEFAULT_SMS_TEXTS, SAMPLE_PLACEHOLDER_VALUES } from '@rezervo/shared/messaging/sms-texts'

export type SmsTextKind = keyof typeof DEFAULT_SMS_TEXTS

export interface SmsPreview {
  text: string
  segments: SmsSegments
  unknown: string[]
}

/**
 * What the customer would receive: the own text (or the built-in one when empty) filled with sample values,
 * stripped of diacritics when the company asks for it, and what it costs in SMS parts. The same functions
 * prepare the real SMS on the server, so the preview and the bill agree.
 */
export function previewSms(
  kind: SmsTextKind,
  ownText: string,
  options: { locale: Locale; stripDiacritics: boolean },
): SmsPreview {
  const template = ownText.trim() || DEFAULT_SMS_TEXTS[kind][options.locale]
  const rendered = renderPlaceholders(template, SAMPLE_PLACEHOLDER_VALUES[options.locale])
  const prepared = prepareSms(rendered, { stripDiacritics: options.stripDiacritics })
  return { text: prepared.text, segments: prepared.segments, unknown: unknownPlaceholders(template) }
}
