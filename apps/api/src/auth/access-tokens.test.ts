import { describe, expect, it } from 'vitest'
import { bearerTokenOf } from './access-tokens'

describe('bearerTokenOf', () => {
  const token = 'A'.repeat(20) + '1'.repeat(20)

  it('reads the token of an Authorization: Bearer header', () => {
    expect(bearerTokenOf(`Bearer ${token}`)).toBe(token)
    expect(bearerTokenOf(`bearer   ${token} `)).toBe(token)
  })

  it('ignores other schemes and anything not shaped like our tokens', () => {
    expect(bearerTokenOf(undefined)).toBeUndefined()
    expect(bearerTokenOf(`Basic ${token}`)).toBeUndefined()
    expect(bearerTokenOf('Bearer short')).toBeUndefined()
    expect(bearerTokenOf(`Bearer ${token}x`)).toBeUndefined()
    expect(bearerTokenOf(`Bearer 1|${token}`)).toBeUndefined()
  })
})
