import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidSlug, SLUG_MAX_LENGTH, slugify } from './slug'

describe('slugify', () => {
  it.each([
    ['Kadeřnictví U Nováků', 'kadernictvi-u-novaku'],
    ['Barber na rohu', 'barber-na-rohu'],
    ['ĚŠČŘŽÝÁÍÉÚŮĎŤŇÓ ěščřžýáíéúůďťňó', 'escrzyaieuudtno-escrzyaieuudtno'],
    ['  --Pánské   střihy & vousy!!  ', 'panske-strihy-vousy'],
    ['Salon 24/7', 'salon-24-7'],
    ['Krása a péče', 'krasa-a-pece'],
    ['', ''],
    ['!!!', ''],
  ])('turns %j into %j', (text, slug) => {
    expect(slugify(text)).toBe(slug)
  })

  it(`cuts at ${SLUG_MAX_LENGTH} characters without leaving a trailing dash`, () => {
    const slug = slugify(`${'a'.repeat(79)} bcd`)
    expect(slug).toBe('a'.repeat(79))
    expect(slugify('abc '.repeat(40))).toHaveLength(SLUG_MAX_LENGTH - 1)
  })

  it('always returns a valid slug or an empty string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const slug = slugify(text)
        expect(slug === '' || isValidSlug(slug)).toBe(true)
      }),
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        expect(slugify(slugify(text))).toBe(slugify(text))
      }),
    )
  })
})

describe('isValidSlug', () => {
  it.each(['barber', 'barber-na-rohu', 'salon-24-7', 'a', 'a'.repeat(SLUG_MAX_LENGTH)])(
    'accepts %j',
    (slug) => {
      expect(isValidSlug(slug)).toBe(true)
    },
  )

  it.each([
    '',
    '-barber',
    'barber-',
    'barber--na',
    'Barber',
    'kadeřnictví',
    'barber na rohu',
    'barber_na',
    'a'.repeat(SLUG_MAX_LENGTH + 1),
  ])('rejects %j', (slug) => {
    expect(isValidSlug(slug)).toBe(false)
  })
})
