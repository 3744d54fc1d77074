import { DEFAULT_SMS_TEXTS } from '@rezervo/shared/messaging/sms-texts'
import { describe, expect, it } from 'vitest'
import { previewSms } from './sms-preview'

describe('previewSms', () => {
  it('uses the built-in text when the own one is empty, filled with sample values', () => {
    const preview = previewSms('cancellation', '  ', { locale: 'cs', stripDiacritics: false })
    expect(DEFAULT_SMS_TEXTS.cancellation.cs).toContain('{date}')
    expect(preview.text).toContain('24. 11. 2026')
    expect(preview.text).not.toContain('{')
    expect(preview.unknown).toEqual([])
  })

  it('counts a Czech text as UCS-2, and as GSM-7 once diacritics are stripped', () => {
    const text = 'Zrušeno: {date} v {time}, {branch}. Omlouváme se, ozveme se vám s novým termínem.'
    const withDiacritics = previewSms('cancellation', text, { locale: 'cs', stripDiacritics: false })
    expect(withDiacritics.segments.encoding).toBe('UCS-2')
    expect(withDiacritics.segments.segments).toBe(2)
    const stripped = previewSms('cancellation', text, { locale: 'cs', stripDiacritics: true })
    expect(stripped.segments.encoding).toBe('GSM-7')
    expect(stripped.segments.segments).toBe(1)
    expect(stripped.text).toContain('Zruseno')
  })

  it('reports placeholders it does not know', () => {
    const preview = previewSms('reminder', 'Ahoj {jmeno}, {time}', { locale: 'cs', stripDiacritics: false })
    expect(preview.unknown).toEqual(['jmeno'])
    expect(preview.text).toContain('{jmeno}')
  })
})
