import { describe, expect, it } from 'vitest'
import { adoptLastCompany, pickCompanyId, readStoredCompanyId, storeCompanyId } from './current-company'

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

describe('adoptLastCompany (issue 18)', () => {
  it("takes the account's last company when this device holds none", () => {
    localStorage.clear()
    adoptLastCompany(7)
    expect(readStoredCompanyId()).toBe(7)
    // The company still has to be one of the user's: the list decides.
    expect(pickCompanyId(readStoredCompanyId(), [3, 7])).toBe(7)
    expect(pickCompanyId(readStoredCompanyId(), [3])).toBe(3)
  })

  it("keeps this device's own choice, and does nothing without a last company", () => {
    localStorage.clear()
    storeCompanyId(5)
    adoptLastCompany(7)
    expect(readStoredCompanyId()).toBe(5)
    localStorage.clear()
    adoptLastCompany(null)
    expect(readStoredCompanyId()).toBeNull()
  })
})
