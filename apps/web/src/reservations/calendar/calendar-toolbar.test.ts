import { describe, expect, it } from 'vitest'
import { fullDateLabel, periodLabel } from './calendar-toolbar'

describe('the calendar heading (decision 056)', () => {
  it('writes English dates in British order, like the date fields', () => {
    expect(periodLabel('day', '2026-12-23', '2026-12-23', '2026-12-23', 'en')).toBe('Wednesday, 23/12/2026')
    expect(periodLabel('week', '2026-12-23', '2026-12-21', '2026-12-27', 'en')).toBe('21/12 – 27/12/2026')
    expect(periodLabel('month', '2026-12-23', '2026-12-01', '2026-12-31', 'en')).toBe('December 2026')
    expect(fullDateLabel('2026-12-23', 'en')).toBe('Wednesday, 23 December 2026')
  })

  it('keeps the Czech heading as it was', () => {
    expect(periodLabel('day', '2026-12-23', '2026-12-23', '2026-12-23', 'cs')).toBe('středa 23. 12. 2026')
    expect(periodLabel('week', '2026-12-23', '2026-12-21', '2026-12-27', 'cs')).toBe('21. 12. – 27. 12. 2026')
  })
})
