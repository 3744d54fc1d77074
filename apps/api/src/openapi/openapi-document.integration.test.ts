import { describe, expect, it } from 'vitest'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'
import { operationIdOf } from './openapi-operation-id'

type Operation = {
  operationId?: string
  security?: Record<string, string[]>[]
  parameters?: { in: string; name: string; schema: Record<string, unknown> }[]
  requestBody?: {
    content: Record<string, { schema: { properties?: Record<string, Record<string, unknown>> } }>
  }
  responses: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>
}
type Document = {
  servers?: { url: string }[]
  components: { securitySchemes?: Record<string, Record<string, string>> }
  paths: Record<string, Record<string, Operation>>
}

const t = useTestApp()

async function openApiDocument(): Promise<Document> {
  return (await t.app.inject({ method: 'GET', url: '/api/docs' })).json()
}

function operationsOf(document: Document) {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  )
}

describe('the OpenAPI document', () => {
  it('names the server and declares the session cookie, the XSRF header and the bearer token', async () => {
    const document = await openApiDocument()
    expect(document.servers).toEqual([{ url: 'http://localhost:3000' }])
    expect(document.components.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'rezervo_session' },
      xsrfHeader: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
      bearerToken: { type: 'http', scheme: 'bearer' },
    })
  })

  it('gives every operation a unique operationId derived from its method and path', async () => {
    const operations = operationsOf(await openApiDocument())
    expect(operations.length).toBeGreaterThan(80)
    const ids = operations.map(({ operation }) => operation.operationId)
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]+$/)
    expect(new Set(ids).size).toBe(ids.length)
    for (const { method, path, operation } of operations)
      expect(operation.operationId).toBe(operationIdOf(method, path))
    const byRoute = Object.fromEntries(
      operations.map(({ method, path, operation }) => [`${method} ${path}`, operation.operationId]),
    )
    expect(byRoute).toMatchObject({
      'GET /api/v1/companies/{companyId}/branches': 'listCompanyBranches',
      'POST /api/v1/companies/{companyId}/branches': 'createCompanyBranch',
      'GET /api/v1/companies/{companyId}/branches/{branchId}': 'getCompanyBranch',
      'PATCH /api/v1/companies/{companyId}/reservations/{reservationId}': 'updateCompanyReservation',
      'POST /api/v1/companies/{companyId}/reservations/{reservationId}/cancel': 'cancelCompanyReservation',
      'GET /api/v1/companies/{companyId}/reservations/export.csv': 'exportCompanyReservationsCsv',
      'GET /api/v1/public/reservations/{id}/ics': 'getPublicReservationIcs',
      'POST /login': 'logIn',
    })
  })

  it('declares the CSV exports as text/csv, the event as text/calendar and photos as images', async () => {
    const document = await openApiDocument()
    const okTypes = (path: string) => Object.keys(document.paths[path]!.get!.responses['200']!.content ?? {})
    for (const feature of ['customers', 'reservations', 'payments']) {
      expect(okTypes(`/api/v1/companies/{companyId}/${feature}/export.csv`)).toEqual(['text/csv'])
    }
    expect(okTypes('/api/v1/public/reservations/{id}/ics')).toEqual(['text/calendar'])
    expect(okTypes('/media/{file}')).toEqual(['image/jpeg', 'image/png', 'image/webp'])
    // Their errors are still JSON.
    const ics = document.paths['/api/v1/public/reservations/{id}/ics']!.get!.responses
    expect(Object.keys(ics['404']!.content ?? {})).toEqual(['application/json'])
  })

  it('asks for exactly what the server enforces on each operation', async () => {
    const operations = operationsOf(await openApiDocument())
    const visitor = new HttpSession(t.app)
    await visitor.get('/sanctum/csrf-cookie')
    const failures: string[] = []
    for (const { method, path, operation } of operations) {
      const security = operation.security
      if (!security) {
        failures.push(`${method} ${path}: no security declared`)
        continue
      }
      // bearerToken is listed exactly when a signed-in user is required; xsrfHeader on every state change.
      const needsUser = security.some((alternative) => 'bearerToken' in alternative)
      const needsCsrf = security.some((alternative) => 'xsrfHeader' in alternative)
      const url = path.replace(/\{(\w+)\}/g, '1')
      const anonymous = await t.app.inject({
        method: method as 'GET',
        url,
        payload: needsCsrf ? {} : undefined,
      })
      const expected = needsCsrf ? 419 : needsUser ? 401 : 'neither 401 nor 419'
      const got = anonymous.statusCode
      if (needsCsrf ? got !== 419 : needsUser ? got !== 401 : got === 401 || got === 419) {
        failures.push(`${method} ${path} without credentials: ${got}, expected ${expected}`)
      }
      if (!needsCsrf) continue
      // With a visitor's session and its CSRF token: only the user requirement is left.
      const asVisitor = await visitor.request({ method: method as 'POST', url, payload: {} })
      if (needsUser ? asVisitor.statusCode !== 401 : [401, 419].includes(asVisitor.statusCode)) {
        failures.push(
          `${method} ${path} as a visitor: ${asVisitor.statusCode}, expected ${needsUser ? 401 : 'neither 401 nor 419'}`,
        )
      }
    }
    expect(failures).toEqual([])
    // Every kind exists, so the check above is not vacuous: public reads, public writes, signed-in calls (reads
    // and writes) and the payment provider's signed webhook, which needs neither a session nor a CSRF token.
    const kinds = new Set(operations.map(({ operation }) => JSON.stringify(operation.security)))
    expect(kinds.size).toBe(5)
    expect(kinds).toContain(JSON.stringify([{ providerSignature: [] }]))
  })

  it('documents the router’s and the body’s answers on every operation they can reach (decision 073)', async () => {
    const operations = operationsOf(await openApiDocument())
    const missing: string[] = []
    for (const { method, path, operation } of operations) {
      const statuses = Object.keys(operation.responses)
      const want = [
        ...(path.includes('{') ? ['414'] : []),
        ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) ? ['400', '413', '422'] : []),
        ...(operation.parameters?.some((parameter) => parameter.in === 'query') ? ['422'] : []),
        ...(method !== 'GET' && path.startsWith('/api/v1/companies/{companyId}') ? ['402'] : []),
      ]
      for (const status of want) if (!statuses.includes(status)) missing.push(`${method} ${path}: ${status}`)
      for (const parameter of operation.parameters ?? [])
        if (parameter.in === 'path' && parameter.schema.type === 'string' && !parameter.schema.maxLength)
          missing.push(`${method} ${path}: ${parameter.name} without maxLength`)
      if (operation.responses['429'] && !operation.responses['429'].headers?.['Retry-After'])
        missing.push(`${method} ${path}: 429 without Retry-After`)
    }
    expect(missing).toEqual([])
  })

  it('documents on every operation the 503 of a database away, with its body and Retry-After (decision 072)', async () => {
    const document = await openApiDocument()
    const operations = operationsOf(document)
    const missing: string[] = []
    for (const { method, path, operation } of operations) {
      const unavailable = operation.responses['503']
      if (!unavailable) missing.push(`${method} ${path}: no 503`)
      else if (!unavailable.headers?.['Retry-After'])
        missing.push(`${method} ${path}: 503 without Retry-After`)
      else if (!unavailable.content?.['application/json'])
        missing.push(`${method} ${path}: 503 without a body`)
    }
    expect(missing).toEqual([])
    expect(document.paths['/login']!.post!.responses['503']!.content).toMatchObject({
      'application/json': { schema: { required: ['message'], properties: { message: { type: 'string' } } } },
    })
    // The health check keeps its own answer.
    const health = document.paths['/api/health']!.get!.responses['503']!
    expect(JSON.stringify(health.content)).toContain('database unavailable')
  })

  it('states the formats the server enforces: email, date, date-time, E.164 phones, password rules, integer ids', async () => {
    const document = await openApiDocument()
    const body = (method: string, path: string) =>
      document.paths[path]![method]!.requestBody!.content['application/json']!.schema.properties!
    const register = body('post', '/register')
    expect(register.email).toMatchObject({ type: 'string', format: 'email' })
    expect(register.password).toMatchObject({ minLength: 8, maxLength: 255 })
    expect(String(register.password!.description)).toMatch(/upper-case/)
    expect(String(register.phone!.description)).toMatch(/E\.164/)
    const booking = body('post', '/api/v1/branches/slug/{branchSlug}/reservations')
    expect(booking.starts_at).toMatchObject({ type: 'string', format: 'date-time' })
    const calendar = document.paths['/api/v1/companies/{companyId}/reservations/calendar']!.get!
    const parameter = (name: string) =>
      calendar.parameters!.find((candidate) => candidate.name === name)!.schema
    expect(parameter('from')).toMatchObject({ type: 'string', format: 'date' })
    expect(parameter('companyId')).toMatchObject({ type: 'integer', minimum: 1, maximum: 2_147_483_647 })
    const invitation = document.paths['/api/v1/invitations/{token}']!.get!
    expect(invitation.parameters!.find((candidate) => candidate.name === 'token')!.schema.maxLength).toBe(200)
    const customer = JSON.stringify(
      document.paths['/api/v1/companies/{companyId}/customers/{customerId}']!.get,
    )
    expect(customer).toContain('"pattern":"^\\\\+[1-9]\\\\d{1,14}$"')
  })
})
