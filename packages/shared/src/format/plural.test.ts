import { describe, expect, it } from 'vitest'
import { type PluralCategory, pluralCategory, selectPlural } from './plural'

const counts = [0, 1, 2, 3, 4, 5, 11, 21, 22, 1.5]

describe('pluralCategory', () => {
  it.each<[number, PluralCategory, PluralCategory]>([
    [0, 'zero', 'zero'],
    [1, 'one', 'one'],
    [2, 'few', 'other'],
    [3, 'few', 'other'],
    [4, 'few', 'other'],
    [5, 'other', 'other'],
    [11, 'other', 'other'],
    [21, 'other', 'other'],
    [22, 'other', 'other'],
    [1.5, 'other', 'other'],
  ])('puts %d into cs %j and en %j', (n, cs, en) => {
    expect(pluralCategory('cs', n)).toBe(cs)
    expect(pluralCategory('en', n)).toBe(en)
  })

  it('ignores the sign', () => {
    expect(pluralCategory('cs', -1)).toBe('one')
    expect(pluralCategory('cs', -3)).toBe('few')
  })
})

describe('selectPlural', () => {
  const reservationsCs = {
    zero: 'Žádná rezervace',
    one: '{count} rezervace',
    few: '{count} rezervace',
    other: '{count} rezervací',
  }
  const minutesCs = { one: '{count} minuta', few: '{count} minuty', other: '{count} minut' }
  const minutesEn = { one: '{count} minute', other: '{count} minutes' }

  it('selects Czech forms', () => {
    expect(counts.map((n) => selectPlural('cs', n, minutesCs))).toEqual([
      '0 minut',
      '1 minuta',
      '2 minuty',
      '3 minuty',
      '4 minuty',
      '5 minut',
      '11 minut',
      '21 minut',
      '22 minut',
      '1,5 minut',
    ])
  })

  it('selects English forms', () => {
    expect(counts.map((n) => selectPlural('en', n, minutesEn))).toEqual([
      '0 minutes',
      '1 minute',
      '2 minutes',
      '3 minutes',
      '4 minutes',
      '5 minutes',
      '11 minutes',
      '21 minutes',
      '22 minutes',
      '1.5 minutes',
    ])
  })

  it('uses the zero form when given', () => {
    expect(selectPlural('cs', 0, reservationsCs)).toBe('Žádná rezervace')
    expect(selectPlural('en', 0, { zero: 'No slots', one: '{count} slot', other: '{count} slots' })).toBe(
      'No slots',
    )
  })

  it('formats the count for the locale and replaces every placeholder', () => {
    expect(selectPlural('cs', 1250, reservationsCs)).toBe('1 250 rezervací')
    expect(selectPlural('en', 1250, { one: '{count}', other: '{count} of {count}' })).toBe('1,250 of 1,250')
  })
})
