import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiResource, companyKey, companyPath, companyResource, queryString } from './company-resource'

interface Thing {
  id: number
  name: string
}
const things = companyResource<{ row: Thing; input: { name: string } }>('things')
const parts = (companyId: number, thingId: number) =>
  companyResource<{ row: Thing; input: { name: string } }>('things', thingId, 'parts')(companyId)

/** The requests the resource sends, answered by path and method. */
function fakeApi(answer: (method: string, path: string) => unknown) {
  const calls: { method: string; path: string; body: unknown; ifMatch?: string }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const method = init.method ?? 'GET'
      const ifMatch = new Headers(init.headers).get('if-match')
      calls.push({
        method,
        path: input,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        ...(ifMatch ? { ifMatch } : {}),
      })
      return new Response(JSON.stringify(answer(method, input)), {
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return calls
}

beforeEach(() => {
  // A token is there, so writes go straight out without the CSRF bootstrap.
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own cookie jar
  document.cookie = 'XSRF-TOKEN=t'
})
afterEach(() => vi.unstubAllGlobals())

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

describe('companyResource', () => {
  it("keys everything under ['companies', companyId, name], nested records under their parent", () => {
    expect(things(3).keys.all).toEqual(['companies', 3, 'things'])
    expect(things(3).list({ search: 'a', page: 2 }).queryKey).toEqual([
      'companies',
      3,
      'things',
      'list',
      { search: 'a', page: 2 },
    ])
    expect(things(3).detail(7).queryKey).toEqual(['companies', 3, 'things', 7])
    expect(parts(3, 7).keys.all).toEqual(['companies', 3, 'things', 7, 'parts'])
  })

  it('reads a page with its meta, a short list whole, and one record', async () => {
    const calls = fakeApi((_, path) =>
      path.endsWith('/7') ? { data: { id: 7, name: 'A' } } : { data: [{ id: 7, name: 'A' }], meta: {} },
    )
    const queryClient = new QueryClient()
    const page = await queryClient.fetchQuery(things(3).list({ search: 'nov', page: 2, city: '' }))
    expect(page.data).toEqual([{ id: 7, name: 'A' }])
    const rows = things(3).rows()
    expect(rows.select?.(await queryClient.fetchQuery(rows))).toEqual([{ id: 7, name: 'A' }])
    expect(await queryClient.fetchQuery(things(3).detail(7))).toEqual({ id: 7, name: 'A' })
    await queryClient.fetchQuery(parts(3, 7).rows())
    expect(calls.map((call) => call.path)).toEqual([
      '/api/v1/companies/3/things?search=nov&page=2',
      '/api/v1/companies/3/things?per_page=100',
      '/api/v1/companies/3/things/7',
      '/api/v1/companies/3/things/7/parts?per_page=100',
    ])
  })

  it('creates without an id, updates with one, deletes, and answers the data', async () => {
    const calls = fakeApi((method) =>
      method === 'DELETE' ? { data: { id: 7, outcome: 'archived' } } : { data: { id: 7, name: 'B' } },
    )
    expect(await things(3).save(undefined, { name: 'B' })).toEqual({ id: 7, name: 'B' })
    await things(3).save(7, { name: 'B' })
    expect(await things(3).remove(7)).toEqual({ id: 7, outcome: 'archived' })
    expect(calls).toEqual([
      { method: 'POST', path: '/api/v1/companies/3/things', body: { name: 'B' } },
      { method: 'PUT', path: '/api/v1/companies/3/things/7', body: { name: 'B' } },
      { method: 'DELETE', path: '/api/v1/companies/3/things/7', body: undefined },
    ])
  })

  it('deletes the version the screen shows: its ETag goes as If-Match', async () => {
    const calls = fakeApi(() => ({ data: { id: 7, outcome: 'deleted' } }))
    await things(3).remove(7, undefined, { etag: '"v1"' })
    expect(calls).toEqual([
      { method: 'DELETE', path: '/api/v1/companies/3/things/7', body: undefined, ifMatch: '"v1"' },
    ])
  })

  describe('invalidation', () => {
    /** A cache holding this resource's list and records, a nested one, another resource and another company. */
    function seededCache() {
      const queryClient = new QueryClient()
      const keys = {
        list: things(3).list({ page: 1 }).queryKey,
        record7: things(3).detail(7).queryKey,
        record8: things(3).detail(8).queryKey,
        parts7: parts(3, 7).list().queryKey,
        otherResource: companyKey(3, 'others'),
        otherCompany: things(4).detail(7).queryKey,
      }
      for (const key of Object.values(keys)) queryClient.setQueryData(key, {})
      const invalidated = () =>
        Object.entries(keys)
          .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
          .map(([name]) => name)
      return { queryClient, invalidated }
    }

    it('after a save marks the lists and records of the resource stale, nothing else', async () => {
      const { queryClient, invalidated } = seededCache()
      await things(3).invalidate(queryClient)
      expect(invalidated()).toEqual(['list', 'record7', 'record8', 'parts7'])
    })

    it('after a delete leaves the deleted record and what hangs under it alone (they would answer 404)', async () => {
      const { queryClient, invalidated } = seededCache()
      await things(3).invalidateDeleted(queryClient, 7)
      expect(invalidated()).toEqual(['list', 'record8'])
    })
  })
})

describe('apiResource', () => {
  it('addresses a resource outside a company', async () => {
    const calls = fakeApi(() => ({ data: { id: 5, name: 'Firma' } }))
    const companies = apiResource<{ row: Thing; input: { name: string } }>('companies')
    expect(companies.detail(5).queryKey).toEqual(['companies', 5])
    await companies.save(5, { name: 'Firma' })
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/v1/companies/5' })
  })
})
