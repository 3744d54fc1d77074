import { describe, expect, it } from 'vitest'
import { backoffice } from './backoffice'

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  )

describe('backoffice texts', () => {
  it('has the same keys in Czech and English', () => {
    expect(keysOf(backoffice.cs).sort()).toEqual(keysOf(backoffice.en).sort())
  })

  it('writes Czech with its diacritics', () => {
    expect(backoffice.cs.hours.weekday4).toBe('Čtvrtek')
    expect(backoffice.cs.companies.cin).toBe('IČO')
  })
})
