import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { HttpError } from './errors'
import { addRecordVersionHooks, etagOf, ifMatchTags, type VersionedRecord } from './record-version'

describe('ifMatchTags', () => {
  it('reads a list of strong tags, *, and keeps weak ones apart so they never match', () => {
    expect(ifMatchTags(undefined)).toBeUndefined()
    expect(ifMatchTags('"a"')).toEqual(['"a"'])
    expect(ifMatchTags('"a", W/"b" ,"c"')).toEqual(['"a"', 'W/"b"', '"c"'])
    expect(ifMatchTags('*')).toEqual(['*'])
    expect(ifMatchTags('nonsense')).toEqual([])
  })
})

describe('etagOf', () => {
  it('is strong, quoted and follows the data', () => {
    expect(etagOf({ name: 'Střih' })).toMatch(/^"[\w-]{32}"$/)
    expect(etagOf({ name: 'Střih' })).toBe(etagOf({ name: 'Střih' }))
    expect(etagOf({ name: 'Střih' })).not.toBe(etagOf({ name: 'Střih vousů' }))
  })
})

/** An app whose one record is written slowly, so two saves of one version overlap in time. */
async function slowRecordApp() {
  const app = Fastify()
  let stored = { name: 'Původní' }
  const record: VersionedRecord = { name: 'slow', load: async () => ({ data: stored }) }
  app.setErrorHandler((error, _request, reply) =>
    error instanceof HttpError
      ? reply.status(error.status).send({ code: error.code })
      : reply.status(500).send({ error: String(error) }),
  )
  await app.register(async (scope) => {
    addRecordVersionHooks(scope)
    scope.get('/record', { config: { record } }, async () => ({ data: stored }))
    scope.put('/record', { config: { record } }, async (request) => {
      // not-a-wait: a slow save, so that saves sent together overlap (what the hooks must serialize).
      await new Promise((resolve) => setTimeout(resolve, 30))
      stored = request.body as { name: string }
      return { data: stored }
    })
  })
  return app
}

describe('the If-Match hooks', () => {
  it('answer the ETag, refuse a stale write with 412, and take a current one', async () => {
    const app = await slowRecordApp()
    const read = await app.inject({ method: 'GET', url: '/record' })
    const etag = read.headers.etag as string
    expect(etag).toBe(etagOf({ name: 'Původní' }))
    const saved = await app.inject({
      method: 'PUT',
      url: '/record',
      payload: { name: 'Nový' },
      headers: { 'if-match': etag },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.headers.etag).toBe(etagOf({ name: 'Nový' }))
    const stale = await app.inject({
      method: 'PUT',
      url: '/record',
      payload: { name: 'Starý pohled' },
      headers: { 'if-match': etag },
    })
    expect(stale.statusCode).toBe(412)
    expect(stale.json()).toEqual({ code: 'stale_record' })
    expect((await app.inject({ method: 'GET', url: '/record' })).json().data).toEqual({ name: 'Nový' })
    await app.close()
  })

  it('let only one of several saves of the same version at the same moment win', async () => {
    const app = await slowRecordApp()
    const etag = (await app.inject({ method: 'GET', url: '/record' })).headers.etag as string
    const names = ['A', 'B', 'C', 'D']
    const answers = await Promise.all(
      names.map((name) =>
        app.inject({ method: 'PUT', url: '/record', payload: { name }, headers: { 'if-match': etag } }),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 412)).toHaveLength(3)
    const winner = names[statuses.indexOf(200)]
    expect((await app.inject({ method: 'GET', url: '/record' })).json().data).toEqual({ name: winner })
    await app.close()
  })
})
