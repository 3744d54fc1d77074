import { describe, expect, it } from 'vitest'
import { notifications } from './notifications'

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  )

describe('notification texts', () => {
  it('has the same keys in Czech and English', () => {
    expect(keysOf(notifications.cs).sort()).toEqual(keysOf(notifications.en).sort())
  })
})
