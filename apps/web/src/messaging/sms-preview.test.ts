import { countSmsSegments } from '@rezervo/shared/messaging/segments'
import { DEFAULT_SMS_TEXTS } from '@rezervo/shared/messaging/sms-texts'
import { describe, expect, it } from 'vitest'
import { type PreviewBranch, previewSms } from './sms-preview'

const branch: PreviewBranch = {
  name: 'Barber Na Rohu',
  slug: 'barber-na-rohu',
  public_path: '/krasa-a-pece/barbershop/barber-na-rohu',
  phone: '+420731000111',
  cancellation_deadline_hours: 24,
}
const origin = 'https://rezervo.example.cz'

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

  it('previews the reminder with a link as long as a real one, and counts its real parts', () => {
    const preview = previewSms('reminder', '', {
      locale: 'cs',
      stripDiacritics: true,
      origin,
      branch,
      reminderOffsetMinutes: 2880,
    })
    const link = preview.text.split(' ').at(-1)!
    expect(link).toMatch(
      /^https:\/\/rezervo\.example\.cz\/krasa-a-pece\/barbershop\/barber-na-rohu\/potvrzeni-rezervace\?reservation=\d+&token=[\w-]{43}$/,
    )
    expect(preview.text).toMatch(/^Pripominame rezervaci .+ \(Barber Na Rohu\)\. Zmena nebo zruseni: https/)
    // Over 160 characters: two parts, where the old short sample link showed one.
    expect(preview.segments).toEqual(countSmsSegments(preview.text))
    expect(preview.segments).toMatchObject({ encoding: 'GSM-7', segments: 2 })
    expect(preview.segments.characters).toBeGreaterThan(160)
    // With diacritics the same text is UCS-2: 67 characters a part.
    const czech = previewSms('reminder', '', {
      locale: 'cs',
      stripDiacritics: false,
      origin,
      branch,
      reminderOffsetMinutes: 2880,
    })
    expect(czech.segments).toMatchObject({ encoding: 'UCS-2', perSegment: 67, segments: 4 })
  })

  it('previews the text the sender picks at the chosen time: after the deadline, the phone', () => {
    const atDeadline = previewSms('reminder', '', {
      locale: 'cs',
      stripDiacritics: false,
      origin,
      branch,
      reminderOffsetMinutes: 1440,
    })
    expect(atDeadline.offer).toMatchObject({ cancelOnline: false, phone: '+420 731 000 111' })
    expect(atDeadline.text).toMatch(/\(Barber Na Rohu\)\. Změny a zrušení na tel\. \+420 731 000 111$/)
    const noPhone = previewSms('reminder', '', {
      locale: 'en',
      stripDiacritics: false,
      origin,
      branch: { ...branch, phone: null },
      reminderOffsetMinutes: 120,
    })
    expect(noPhone.text).toMatch(/Details: https:\/\/rezervo\.example\.cz\/.+potvrzeni-rezervace\?/)
  })
})
