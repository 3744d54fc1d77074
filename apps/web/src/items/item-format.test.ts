import { describe, expect, it } from 'vitest'
import { formatDuration } from './item-format'

describe('formatDuration', () => {
  it('writes the duration as typed, with the language decimal mark', () => {
    const t = (key: string) => (key === 'services.hours' ? 'hodin' : 'minut')
    expect(formatDuration({ duration: 0.5, duration_unit: 'hours' }, 'cs', t)).toBe('0,5 hodin')
    expect(formatDuration({ duration: 45, duration_unit: 'minutes' }, 'en', t)).toBe('45 minut')
  })
})
