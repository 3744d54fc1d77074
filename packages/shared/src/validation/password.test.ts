import { describe, expect, it } from 'vitest'
import { passwordRuleFailures } from './password'

describe('passwordRuleFailures', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordRuleFailures('Demo1234!')).toEqual([])
    expect(passwordRuleFailures('Řeřicha 7')).toEqual([])
  })

  it('reports every broken rule in a fixed order', () => {
    expect(passwordRuleFailures('')).toEqual(['min', 'mixedCase', 'numbers', 'symbols'])
    expect(passwordRuleFailures('abc')).toEqual(['min', 'mixedCase', 'numbers', 'symbols'])
  })

  it('checks the minimum length, 8 by default', () => {
    expect(passwordRuleFailures('Ab1!xyz')).toEqual(['min'])
    expect(passwordRuleFailures('Ab1!xyzw')).toEqual([])
    expect(passwordRuleFailures('Ab1!xyzw', 12)).toEqual(['min'])
  })

  it('counts an emoji as one character', () => {
    expect(passwordRuleFailures('Ab1😀xyz')).toEqual(['min'])
  })

  it('treats Czech letters as upper and lower case', () => {
    expect(passwordRuleFailures('ŘŽČŠ1234!')).toEqual(['mixedCase'])
    expect(passwordRuleFailures('Řřřř1234!')).toEqual([])
    expect(passwordRuleFailures('ŽLUŤOUČKÝ kůň 1')).toEqual([])
  })

  it('does not count a decomposed accent as a symbol', () => {
    expect(passwordRuleFailures('Rr\u030Cicha123')).toEqual(['symbols'])
  })

  it('requires a digit', () => {
    expect(passwordRuleFailures('Password!')).toEqual(['numbers'])
  })

  it('requires a symbol', () => {
    expect(passwordRuleFailures('Password1')).toEqual(['symbols'])
    expect(passwordRuleFailures('Pass word1')).toEqual([])
    expect(passwordRuleFailures('Password1€')).toEqual([])
  })
})
