import { describe, expect, it } from 'vitest'
import { useTestApp } from '../testing/test-app'

describe('OpenAPI document', () => {
  const t = useTestApp()

  it('describes every accounts call', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json()
    const operations = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /sanctum/csrf-cookie',
        'POST /register',
        'POST /login',
        'POST /logout',
        'GET /api/user',
        'POST /forgot-password',
        'POST /reset-password',
        'POST /email/verification-notification',
        'GET /email/verify/{id}/{hash}',
        'GET /api/dev/mailbox',
      ]),
    )
    const login = document.paths['/login'].post
    expect(Object.keys(login.responses).sort()).toEqual(['204', '400', '413', '419', '422', '429', '503'])
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password'])
  })
})
