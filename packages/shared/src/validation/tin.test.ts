import { describe, expect, it } from 'vitest'
import { isValidTin, normalizeTin } from './tin'

describe('normalizeTin', () => {
  it('upper-cases and removes spaces', () => {
    expect(normalizeTin(' cz 255 96 641 ')).toBe('CZ25596641')
    expect(normalizeTin('CZ\u00A07501011234')).toBe('CZ7501011234')
  })
})

describe('isValidTin', () => {
  it.each(['CZ25596641', 'CZ699001234', 'CZ7501011234', 'cz25596641', 'CZ 255 96 641'])(
    'accepts %j',
    (tin) => {
      expect(isValidTin(tin)).toBe(true)
    },
  )

  it.each(['', 'CZ', 'CZ1234567', 'CZ12345678901', 'SK2020123456', '25596641', 'CZ2559664A', 'C Z-25596641'])(
    'rejects %j',
    (tin) => {
      expect(isValidTin(tin)).toBe(false)
    },
  )
})
