import { describe, expect, it } from 'vitest'
import { reports } from './reports'

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  )

describe('reports texts', () => {
  it('has the same keys in Czech and English', () => {
    expect(keysOf(reports.cs).sort()).toEqual(keysOf(reports.en).sort())
  })

  it('writes Czech with its diacritics', () => {
    expect(reports.cs.list.title).toBe('Seznam rezervací')
    expect(reports.cs.payments.perWorker.caption).toBe('Platby podle pracovníků')
  })
})
