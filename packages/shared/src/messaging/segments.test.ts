import { describe, expect, it } from 'vitest'
import { countSmsSegments, stripDiacritics, toGsmFriendlyText } from './segments'

describe('countSmsSegments', () => {
  it('counts an empty text as zero segments', () => {
    expect(countSmsSegments('')).toEqual({ encoding: 'GSM-7', characters: 0, segments: 0, perSegment: 160 })
  })

  it('fits 160 GSM characters into one segment', () => {
    expect(countSmsSegments('a'.repeat(160))).toEqual({
      encoding: 'GSM-7',
      characters: 160,
      segments: 1,
      perSegment: 160,
    })
  })

  it('splits 161 GSM characters into two segments of 153', () => {
    expect(countSmsSegments('a'.repeat(161))).toEqual({
      encoding: 'GSM-7',
      characters: 161,
      segments: 2,
      perSegment: 153,
    })
    expect(countSmsSegments('a'.repeat(306)).segments).toBe(2)
    expect(countSmsSegments('a'.repeat(307)).segments).toBe(3)
  })

  it('treats the GSM basic set, including its accented letters, as GSM-7', () => {
    expect(countSmsSegments('Café @ 10:00, 50 £ / ¥ - Ø ß Ñ ü à ¿ ¡ Δ Ω\n')).toMatchObject({
      encoding: 'GSM-7',
      characters: 43,
    })
  })

  it('switches to UCS-2 for typographic punctuation', () => {
    expect(countSmsSegments('9–17 h').encoding).toBe('UCS-2')
  })

  it('switches to UCS-2 for Czech diacritics', () => {
    expect(countSmsSegments('Dobrý den')).toEqual({
      encoding: 'UCS-2',
      characters: 9,
      segments: 1,
      perSegment: 70,
    })
    expect(countSmsSegments('ř'.repeat(70)).segments).toBe(1)
    expect(countSmsSegments('ř'.repeat(71))).toEqual({
      encoding: 'UCS-2',
      characters: 71,
      segments: 2,
      perSegment: 67,
    })
    expect(countSmsSegments('ř'.repeat(134)).segments).toBe(2)
    expect(countSmsSegments('ř'.repeat(135)).segments).toBe(3)
  })

  it('counts extension characters as two septets', () => {
    expect(countSmsSegments('€')).toEqual({ encoding: 'GSM-7', characters: 2, segments: 1, perSegment: 160 })
    expect(countSmsSegments('^{}\\[~]|€').characters).toBe(18)
    expect(countSmsSegments(`${'a'.repeat(158)}€`).segments).toBe(1)
    expect(countSmsSegments(`${'a'.repeat(159)}€`)).toEqual({
      encoding: 'GSM-7',
      characters: 161,
      segments: 2,
      perSegment: 153,
    })
  })

  it('never splits an escape pair across segments', () => {
    // 306 septets would fit two segments, but the euro sign cannot straddle the boundary after 152.
    const text = `${'a'.repeat(152)}€${'a'.repeat(152)}`
    expect(countSmsSegments(text)).toMatchObject({ characters: 306, segments: 3 })
  })

  it('counts emoji as two UCS-2 code units and keeps them whole', () => {
    expect(countSmsSegments('👍')).toMatchObject({ encoding: 'UCS-2', characters: 2, segments: 1 })
    expect(countSmsSegments(`${'a'.repeat(66)}👍${'a'.repeat(66)}`)).toMatchObject({
      characters: 134,
      segments: 3,
    })
  })
})

describe('stripDiacritics', () => {
  it('turns a Czech reminder into GSM-7', () => {
    const text = stripDiacritics('Dobrý den, připomínáme Vaši rezervaci v úterý 24. 11. v 9:30. Těšíme se!')
    expect(text).toBe('Dobry den, pripominame Vasi rezervaci v utery 24. 11. v 9:30. Tesime se!')
    expect(countSmsSegments(text).encoding).toBe('GSM-7')
  })
})

describe('toGsmFriendlyText', () => {
  it('replaces Czech typographic punctuation too', () => {
    const text = toGsmFriendlyText('Salon „U Nováků“ – otevřeno 9–17\u00A0h…')
    expect(text).toBe('Salon "U Novaku" - otevreno 9-17 h...')
    expect(countSmsSegments(text).encoding).toBe('GSM-7')
  })
})
