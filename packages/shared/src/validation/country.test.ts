import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES, countryChoices, countryName, isCountryCode } from './country'

describe('countries (issue 37, finding 17)', () => {
  it('knows the 249 ISO 3166-1 codes and nothing else', () => {
    expect(COUNTRY_CODES).toHaveLength(249)
    expect(new Set(COUNTRY_CODES).size).toBe(249)
    expect(isCountryCode('CZ')).toBe(true)
    for (const code of ['Če', 'cz', 'EU', 'UN', 'XK', 'ZZ', 'CZE', ''])
      expect(isCountryCode(code)).toBe(false)
  })

  it('names them in the screen’s language and offers the neighbours first, the rest in Czech order', () => {
    expect(countryName('CZ', 'cs')).toBe('Česko')
    expect(countryName('DE', 'en')).toBe('Germany')
    const names = countryChoices('cs').map((choice) => choice.name)
    expect(names.slice(0, 5)).toEqual(['Česko', 'Slovensko', 'Německo', 'Rakousko', 'Polsko'])
    // Czech order: 'Č' after 'C', 'Ch' after 'H', as a Czech reader looks for them.
    const rest = names.slice(5)
    const order = ['Cookovy ostrovy', 'Čína', 'Dánsko', 'Honduras', 'Chile', 'Kuba'].map((name) =>
      rest.indexOf(name),
    )
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(order).not.toContain(-1)
  })

  it('keeps an old stored code that is not in the list as a choice, so the form never changes it silently', () => {
    expect(countryChoices('cs', 'XK').map((choice) => choice.code)).toContain('XK')
  })
})
