import { describe, expect, it } from 'vitest'
import { rangeFromSearchParams, rangeProblem } from './statistics-range'

describe('the statistics range in the URL', () => {
  it('reads ?from&to, or falls back to this month', () => {
    expect(rangeFromSearchParams(new URLSearchParams('from=2026-10-01&to=2026-10-31'), '2026-11-25')).toEqual(
      {
        from: '2026-10-01',
        to: '2026-10-31',
      },
    )
    expect(rangeFromSearchParams(new URLSearchParams('from=2026-02-30&to=2026-03-01'), '2026-11-25')).toEqual(
      {
        from: '2026-11-01',
        to: '2026-11-30',
      },
    )
  })
  it('knows what the API refuses before asking', () => {
    expect(rangeProblem({ from: '2026-11-02', to: '2026-11-01' })).toBe('order')
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-31' })).toBe('tooLong')
    expect(rangeProblem({ from: '2026-01-01', to: '2026-12-31' })).toBeNull()
  })
})
