import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/client'

/**
 * Only the `api` project (files named `*.integration.test.ts`) runs global-setup.ts, and only it runs again on
 * PostgreSQL in CI; a file of another name that opened a database would be tested on PGlite alone (docs/ci.md).
 */
function requireIntegrationFile() {
  if (inject('pgliteTemplatePath') === undefined)
    throw new Error(
      'This test opens a database: name its file *.integration.test.ts, so that it also runs on PostgreSQL (docs/ci.md).',
    )
}

/** A fresh, migrated database for one test file (see global-setup.ts). */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  requireIntegrationFile()
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const name = `rezervo_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplateDatabase')}"`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    const handle = await openDatabase({ url: url.toString(), poolMax: 20 })
    return {
      ...handle,
      async close() {
        await handle.close()
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        await admin.end()
      },
    }
  }
  const dump = readFileSync(inject('pgliteTemplatePath'))
  return openDatabase({ dataDir: 'memory', loadDataDir: dump })
}

/** An empty database, for tests of the migrations themselves: in-memory PGlite, or a new PostgreSQL one. */
export async function createEmptyTestDatabase(): Promise<DatabaseHandle> {
  requireIntegrationFile()
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return openDatabase({ dataDir: 'memory' })
  const name = `rezervo_e_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ url: url.toString(), poolMax: 4 })
  return {
    ...handle,
    async close() {
      await handle.close()
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
    },
  }
}
