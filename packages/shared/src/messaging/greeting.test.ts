import { describe, expect, it } from 'vitest'
import { czechVocative, greetingLine } from './greeting'

describe('greetingLine', () => {
  it('greets a known person by first name, in Czech in the vocative', () => {
    expect(greetingLine('cs', 'Hana')).toBe('Dobrý den, Hano,')
    expect(greetingLine('cs', 'Petr')).toBe('Dobrý den, Petře,')
    expect(greetingLine('cs', ' Tomáš ')).toBe('Dobrý den, Tomáši,')
    expect(greetingLine('en', 'Hana')).toBe('Hello Hana,')
  })

  it('greets no one by name without a name (a business address)', () => {
    expect(greetingLine('cs')).toBe('Dobrý den,')
    expect(greetingLine('cs', '  ')).toBe('Dobrý den,')
    expect(greetingLine('en', null)).toBe('Hello,')
  })
})

describe('czechVocative', () => {
  it.each([
    ['Hana', 'Hano'],
    ['Jan', 'Jane'],
    ['Eva', 'Evo'],
    ['Zdeněk', 'Zdeňku'],
    ['Kateřina', 'Kateřino'],
    ['Marie', 'Marie'],
    ['Jiří', 'Jiří'],
    ['Jan Pavel', 'Jane Pavle'],
    ['Anna-Marie', 'Anna-Marie'],
  ])('%s → %s', (name, expected) => {
    expect(czechVocative(name)).toBe(expected)
  })

  it('answers the same for a name asked again, also after thousands of other names', () => {
    expect(czechVocative('Petr')).toBe('Petře')
    for (let n = 0; n < 2500; n++) czechVocative(`Jan${n}`)
    expect(czechVocative('Petr')).toBe('Petře')
    expect(czechVocative(' Hana ')).toBe('Hano')
    expect(czechVocative(' Hana ')).toBe('Hano')
  })
})
