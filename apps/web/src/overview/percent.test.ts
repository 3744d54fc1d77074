import { describe, expect, it } from 'vitest'
import { barPercent, formatPercent } from './percent'

describe('formatPercent', () => {
  it('rounds to whole percent in Czech and English', () => {
    expect(formatPercent(0.456, 'cs')).toBe('46 %')
    expect(formatPercent(0.456, 'en')).toBe('46%')
    expect(formatPercent(0, 'cs')).toBe('0 %')
  })

  it('shows overbooking above 100 and groups large numbers', () => {
    expect(formatPercent(1.25, 'cs')).toBe('125 %')
    expect(formatPercent(12.5, 'en')).toBe('1,250%')
  })
})

describe('barPercent', () => {
  it('fills the bar by the ratio, capped at full', () => {
    expect(barPercent(0.5)).toBe(50)
    expect(barPercent(1.4)).toBe(100)
  })

  it('leaves it empty without working time or for nonsense', () => {
    expect(barPercent(null)).toBe(0)
    expect(barPercent(-0.2)).toBe(0)
    expect(barPercent(Number.NaN)).toBe(0)
  })
})
