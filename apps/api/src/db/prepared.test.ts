import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { statementName } from './prepared'

describe('statementName', () => {
  it('names a text by its hash, the same on every call, another for another text or base', () => {
    const text = 'select $1::int as n'
    const hash = createHash('sha1').update(text).digest('hex').slice(0, 16)
    expect(statementName('booking_start', text)).toBe(`booking_start_${hash}`)
    expect(statementName('booking_start', text)).toBe(`booking_start_${hash}`)
    expect(statementName('booking_start', `${text}, 2 as m`)).not.toBe(`booking_start_${hash}`)
    expect(statementName('booking_customer', text)).toBe(`booking_customer_${hash}`)
  })

  it('still names correctly after more shapes than it remembers', () => {
    for (let n = 0; n < 600; n++) {
      const text = `select ${n}`
      expect(statementName('many', text)).toBe(
        `many_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`,
      )
    }
  })
})
