import { describe, expect, it } from 'vitest'
import { companyKey, companyPath, queryString } from './company-api'

describe('company api helpers', () => {
  it('builds paths and keys under the company', () => {
    expect(companyPath(3, '/branches')).toBe('/api/v1/companies/3/branches')
    expect(companyPath(3)).toBe('/api/v1/companies/3')
    expect(companyKey(3, 'branches')).toEqual(['companies', 3, 'branches'])
  })

  it('leaves empty values out of the query string', () => {
    expect(queryString({ search: 'nov', page: 2, per_page: undefined })).toBe('?search=nov&page=2')
    expect(queryString({ search: '' })).toBe('')
  })
})
