import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { apiDistDir, buildApi } from '../../build'
import { openDatabase } from '../db/client'
import { runMigrations } from '../db/migrate'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string
    postgresTemplateDatabase: string
  }
}

/**
 * Migrates once, then every test file starts from a copy: a PGlite data dump, or on PostgreSQL
 * (TEST_DATABASE_URL) a template database that CREATE DATABASE … TEMPLATE copies. Also compiles the server
 * (under a second), which the tests that run it as a process start (server-process.ts), unless API_DIST_BUILT
 * says it is built already: .ci/run builds once, then runs this project beside an e2e server on that dist/,
 * which a rebuild (it empties dist/ first) would pull from under it.
 */
export default async function setup(project: TestProject) {
  const builtByCaller = process.env.API_DIST_BUILT === '1' && existsSync(join(apiDistDir, 'server.js'))
  if (!builtByCaller) await buildApi()
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const template = `rezervo_tpl_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${template}"`)
    const url = new URL(serverUrl)
    url.pathname = `/${template}`
    const handle = await openDatabase({ url: url.toString(), poolMax: 2 })
    await runMigrations(handle)
    await handle.close()
    project.provide('postgresTemplateDatabase', template)
    project.provide('pgliteTemplatePath', '')
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`)
      await admin.end()
    }
  }
  const handle = await openDatabase({ dataDir: 'memory' })
  await runMigrations(handle)
  const dump = await handle.dumpDataDir!()
  await handle.close()
  const folder = mkdtempSync(join(tmpdir(), 'rezervo-test-'))
  const path = join(folder, 'template.tar')
  writeFileSync(path, dump)
  project.provide('pgliteTemplatePath', path)
  project.provide('postgresTemplateDatabase', '')
  return () => rmSync(folder, { recursive: true, force: true })
}
