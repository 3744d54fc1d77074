import { describe, expect, it } from 'vitest'
import { useTestApp } from '../testing/test-app'
import { COMPANY_SCOPE_PREFIX } from './company-scope'

describe('OpenAPI document', () => {
  const t = useTestApp()

  it('describes every back-office route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' })
    expect(response.statusCode).toBe(200)
    const paths = Object.keys(response.json().paths)
    const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}')
    for (const route of t.app.companyScopedRoutes) expect(paths).toContain(openApiPath(route.url))
    expect(paths).toContain(openApiPath(`${COMPANY_SCOPE_PREFIX}/branches/:branchId/holidays`))
    for (const path of [
      '/api/v1/companies',
      '/api/v1/profile',
      '/api/v1/profile/email',
      '/api/v1/categories',
    ]) {
      expect(paths).toContain(path)
    }
  })
})
