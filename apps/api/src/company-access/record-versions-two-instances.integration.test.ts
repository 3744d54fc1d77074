/**
 * Optimistic concurrency across API processes (issue 22, decision 027): two app instances on one PostgreSQL
 * database, each with its own connections and its own in-process queue, receive the same save of one version
 * at the same moment. The If-Match check and the write are one step in the database (an advisory lock on the
 * record), so exactly one save wins and every other answers 412. PGlite is one process with one connection,
 * so only a PostgreSQL server shows the race.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { type DatabaseHandle, openDatabase } from '../db/client'
import { customerPayload } from '../testing/back-office-fixtures'
import { ownerOfNewCompany } from '../testing/reservation-api'
import { testConfig, useTestApp } from '../testing/test-app'

const context = useTestApp({ now: '2026-11-20T08:00:00.000Z' })
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const SAVES_PER_INSTANCE = 4

let second: { app: FastifyInstance; database: DatabaseHandle } | undefined

beforeAll(async () => {
  if (!onPostgres) return
  // The second process: the same database through its own pool, as a second server would have.
  const database = await openDatabase({ url: context.database.url, poolMax: 10 })
  const app = await buildApp({ config: testConfig(), database, clock: context.clock, logger: false })
  await app.ready()
  second = { app, database }
})

afterAll(async () => {
  await second?.app.close()
  await second?.database.close()
})

describe('one version saved at the same moment through two API instances', () => {
  it.skipIf(!onPostgres)(
    'lets exactly one save win and answers 412 to every other, the record holding the winner (needs TEST_DATABASE_URL)',
    { timeout: 120_000 },
    async () => {
      const owner = await ownerOfNewCompany(context.app, context.database)
      await owner.session.csrfCookie()
      const url = `${owner.base}/customers/${owner.fixture.customerId}`
      const headers = () => ({
        cookie: owner.session.cookieHeader(),
        'x-xsrf-token': encodeURIComponent(owner.session.xsrfToken ?? ''),
        'x-requested-with': 'XMLHttpRequest',
        accept: 'application/json',
        'accept-language': 'en',
      })
      for (let round = 0; round < 3; round++) {
        const read = await context.app.inject({ method: 'GET', url, headers: headers() })
        expect(read.statusCode).toBe(200)
        const etag = read.headers.etag as string
        const apps = [context.app, second?.app as FastifyInstance]
        const saves = apps.flatMap((app, instance) =>
          Array.from({ length: SAVES_PER_INSTANCE }, (_, index) => ({
            app,
            note: `Kolo ${round}, ${instance}/${index}`,
          })),
        )
        const answers = await Promise.all(
          saves.map(({ app, note }) =>
            app.inject({
              method: 'PUT',
              url,
              headers: { ...headers(), 'if-match': etag },
              payload: customerPayload({ note }),
            }),
          ),
        )
        const statuses = answers.map((answer) => answer.statusCode)
        expect(
          statuses.filter((status) => status === 200),
          statuses.join(' '),
        ).toHaveLength(1)
        expect(statuses.filter((status) => status === 412)).toHaveLength(saves.length - 1)
        const winner = saves[statuses.indexOf(200)]
        const after = await second?.app.inject({ method: 'GET', url, headers: headers() })
        expect(after?.json().data.note).toBe(winner?.note)
      }
    },
  )
})
