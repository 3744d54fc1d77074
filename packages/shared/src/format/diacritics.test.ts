import { describe, expect, it } from 'vitest'
import { stripDiacritics } from './diacritics'

describe('stripDiacritics', () => {
  it('maps every Czech accented letter, lower and upper case, to ASCII', () => {
    expect(stripDiacritics('ěščřžýáíéúůďťňó')).toBe('escrzyaieuudtno')
    expect(stripDiacritics('ĚŠČŘŽÝÁÍÉÚŮĎŤŇÓ')).toBe('ESCRZYAIEUUDTNO')
  })

  it('handles text that is already decomposed', () => {
    expect(stripDiacritics('c\u030Cesky\u0301')).toBe('cesky')
  })

  it('leaves plain text and punctuation alone', () => {
    expect(stripDiacritics('Barber 24/7 – "Na rohu"')).toBe('Barber 24/7 – "Na rohu"')
  })
})
