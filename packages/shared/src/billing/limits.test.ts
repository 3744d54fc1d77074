import { describe, expect, it } from 'vitest'
import { countedResource } from './limits'

describe('countedResource: the number and noun of a plan limit message', () => {
  it('takes the Czech accusative plural the number asks for', () => {
    expect(countedResource('workers', 1, 'cs')).toBe('1 pracovníka')
    expect(countedResource('workers', 2, 'cs')).toBe('2 pracovníky')
    expect(countedResource('workers', 4, 'cs')).toBe('4 pracovníky')
    expect(countedResource('workers', 5, 'cs')).toBe('5 pracovníků')
    expect(countedResource('branches', 1, 'cs')).toBe('1 provozovnu')
    expect(countedResource('branches', 2, 'cs')).toBe('2 provozovny')
    expect(countedResource('branches', 10, 'cs')).toBe('10 provozoven')
    expect(countedResource('reservations_per_month', 1200, 'cs')).toBe('1\u00a0200 rezervací měsíčně')
  })

  it('says it in English too', () => {
    expect(countedResource('workers', 1, 'en')).toBe('1 worker')
    expect(countedResource('workers', 2, 'en')).toBe('2 workers')
    expect(countedResource('branches', 1, 'en')).toBe('1 branch')
  })
})
