import { describe, expect, it } from 'vitest'
import { statistics } from './statistics'

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  )

describe('statistics texts', () => {
  it('has the same keys in Czech and English', () => {
    expect(keysOf(statistics.cs).sort()).toEqual(keysOf(statistics.en).sort())
  })

  it('writes Czech with its diacritics', () => {
    expect(statistics.cs.range.last_month).toBe('Minulý měsíc')
    expect(statistics.cs.charts.utilisation.title).toBe('Vytížení pracovníků')
  })
})
