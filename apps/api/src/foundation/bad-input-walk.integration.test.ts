import { describe, expect, it } from 'vitest'
import { signUpOwner } from '../testing/back-office-fixtures'
import { useTestApp } from '../testing/test-app'

/**
 * "Never a 500 for a user's mistake": every route of the OpenAPI document is called by a signed-in owner
 * with broken ids, broken queries and broken bodies. Each answer must be below 500 and, when it is an error,
 * JSON with a message. New routes are walked without being listed here.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Calls that end the session or the account would only cut the walk short. */
const SKIPPED = new Set(['POST /logout', 'DELETE /api/v1/profile'])

const BAD_IDS = ['abc', '-1', '0', '99999999999999999999', '1.5', '%20', 'a%00b', '%C3%28']
const BAD_QUERY =
  '?page=abc&per_page=-5&from=2026-02-30&to=yesterday&order=sideways&search=%00&state=sleeping' +
  `&branch_id=x&worker_id=1e99&item_ids=a,b&date=13-13-13&channel=fax&locale=xx&q=${'x'.repeat(3000)}`
const BAD_BODIES: { label: string; payload: string }[] = [
  { label: 'malformed JSON', payload: '{"name": ' },
  { label: 'JSON null', payload: 'null' },
  { label: 'a JSON string', payload: '"text"' },
  { label: 'a JSON array', payload: '[1, 2]' },
  { label: 'an empty object', payload: '{}' },
  {
    label: 'NUL characters',
    payload: JSON.stringify({
      name: 'a\u0000b',
      first_name: 'x\u0000',
      note: '\u0000',
      email: 'a\u0000@b.cz',
    }),
  },
  {
    label: 'wrong types everywhere',
    payload: JSON.stringify(
      Object.fromEntries(
        [
          'name',
          'email',
          'phone',
          'password',
          'starts_at',
          'ends_at',
          'worker_id',
          'item_ids',
          'customer',
          'customer_id',
          'branch_id',
          'opening_hours',
          'working_hours',
          'exceptions',
          'price_czk',
          'duration',
          'amount_czk',
          'method',
          'slug',
          'zip',
          'cin',
          'tin',
          'token',
          'locale',
          'note',
          'photo_url',
        ].map((field, index) => [
          field,
          index % 3 === 0 ? { nested: [true] } : index % 3 === 1 ? -1e308 : [null],
        ]),
      ),
    ),
  },
]

describe('bad input on every route', () => {
  const t = useTestApp()

  it('never answers 500, and explains every refusal in JSON', async () => {
    const owner = await signUpOwner(t.app, t.database)
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, unknown>>
    }
    const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => method.toUpperCase())
        .filter((method): method is Method => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
        .map((method) => ({ method, path }))
        .filter((route) => !SKIPPED.has(`${route.method} ${route.path}`)),
    )
    expect(routes.length).toBeGreaterThan(60)

    const failures: string[] = []
    const check = async (method: Method, url: string, payload?: string) => {
      const response = await owner.session.request({
        method,
        url,
        ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
      })
      const what = `${method} ${url.slice(0, 120)}${payload === undefined ? '' : ` with ${payload.slice(0, 40)}`}`
      if (response.statusCode >= 500)
        failures.push(`${what} → ${response.statusCode} ${response.body.slice(0, 200)}`)
      else if (response.statusCode >= 400) {
        const body = String(response.headers['content-type'] ?? '').includes('json')
          ? response.json()
          : undefined
        if (typeof body?.message !== 'string')
          failures.push(`${what} → ${response.statusCode} without a JSON message`)
      }
    }

    // Deletes last: a valid id there would archive the owner's company before the rest is walked.
    const ordered = [...routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
    for (const { method, path } of ordered) {
      const withIds = (id: string) =>
        path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'companyId' ? String(owner.companyId) : id))
      const ids = path.includes('{') ? BAD_IDS : ['']
      for (const id of ids) await check(method, withIds(id))
      const plain = withIds('1')
      if (method === 'GET') await check(method, `${plain}${BAD_QUERY}`)
      else if (method !== 'DELETE') for (const body of BAD_BODIES) await check(method, plain, body.payload)
    }
    expect(failures).toEqual([])
    // About a thousand calls: more than the default 30 s on a busy machine.
  }, 180_000)

  it('never answers 500 on the routes outside the API document either: media, links from emails, pages', async () => {
    const paths = [
      '/media/a%00b.jpg',
      '/media/99999999999999999999-0000000000000000.jpg',
      '/media/1-zzzz.png',
      // A photo's id is int4: ten digits can be more than that.
      '/media/9999999999-0123456789abcdef.jpg',
      '/email/verify/abc/def',
      '/email/verify/99999999999999999999/x?expires=abc&signature=%00',
      '/krasa-a-pece/barbershop/a%00b',
      '/krasa-a-pece/barbershop/nikde?lang=xx',
      '/krasa-a-pece/barbershop/nikde/rezervace?items=a,b&date=2026-02-30',
      '/a%00b',
      '/%C3%28',
      '/sanctum/csrf-cookie?x=%00',
      '/dashboard/customers?search=%00',
    ]
    for (const accept of ['text/html', 'application/json']) {
      for (const url of paths) {
        const response = await t.app.inject({ method: 'GET', url, headers: { accept } })
        expect(response.statusCode, `${url} as ${accept}`).toBeLessThan(500)
      }
    }
  })
})
