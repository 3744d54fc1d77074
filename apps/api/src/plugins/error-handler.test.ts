import { describe, expect, it } from 'vitest'
import { andMoreErrors, validationBody } from './error-handler'

describe('the 422 summary', () => {
  it('counts the other errors with correct Czech plurals: 1 chyba, 2–4 chyby, 5 and more chyb', () => {
    expect(andMoreErrors(1, 'cs')).toBe('(a 1 další chyba)')
    expect(andMoreErrors(2, 'cs')).toBe('(a 2 další chyby)')
    expect(andMoreErrors(4, 'cs')).toBe('(a 4 další chyby)')
    expect(andMoreErrors(5, 'cs')).toBe('(a 5 dalších chyb)')
    expect(andMoreErrors(22, 'cs')).toBe('(a 22 dalších chyb)')
  })

  it('keeps the English forms', () => {
    expect(andMoreErrors(1, 'en')).toBe('(and 1 more error)')
    expect(andMoreErrors(3, 'en')).toBe('(and 3 more errors)')
  })

  it('puts the summary after the first message', () => {
    const errors = {
      name: ['Pole název je povinné.'],
      city: ['Zadejte platné město.'],
      zip: ['Zadejte platné PSČ.'],
    }
    expect(validationBody(errors, 'cs').message).toBe('Pole název je povinné. (a 2 další chyby)')
    expect(validationBody({ name: ['Pole název je povinné.'] }, 'cs').message).toBe('Pole název je povinné.')
  })
})
