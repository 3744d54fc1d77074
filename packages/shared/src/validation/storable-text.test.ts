import { describe, expect, it } from 'vitest'
import { isStorableText } from './storable-text'

describe('isStorableText', () => {
  it.each([
    ['plain Czech', 'Příliš žluťoučký kůň', true],
    ['an emoji (a surrogate pair)', 'Děkuji 👍', true],
    ['an empty text', '', true],
    ['a lone high surrogate', 'a\ud800b', false],
    ['a lone low surrogate at the end', 'konec\udc00', false],
    ['a pair written the wrong way round', '\udc00\ud800', false],
    ['a NUL character', 'a\u0000b', false],
  ])('%s: %s', (_, text, storable) => {
    expect(isStorableText(text)).toBe(storable)
  })
})
