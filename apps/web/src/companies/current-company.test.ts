import { describe, expect, it } from 'vitest'
import { pickCompanyId } from './current-company'

describe('pickCompanyId', () => {
  it('keeps the stored company while the user belongs to it', () => {
    expect(pickCompanyId(5, [3, 5])).toBe(5)
  })

  it('falls back to the first company, or none', () => {
    expect(pickCompanyId(9, [3, 5])).toBe(3)
    expect(pickCompanyId(null, [4])).toBe(4)
    expect(pickCompanyId(null, [])).toBeNull()
  })
})
