/**
 * npm run lint:openapi: builds the app as `npm start` would (APP_URL and the rest from the environment) but on
 * an in-memory PGlite and without listening, writes its OpenAPI document to apps/api/dist/openapi.json and
 * lints it with redocly (redocly.yaml at the repository root). Exits with redocly's code: 0 means no errors.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { buildApp } from './app'
import { loadConfig, repoRoot } from './config'
import { openDatabase } from './db/client'
import { runMigrations } from './db/migrate'

const documentPath = join(repoRoot, 'apps/api/dist/openapi.json')

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  OUTBOX_WORKER: 'false',
  // The document does not depend on the web app, so its build is not needed.
  WEB_DIST_DIR: join(repoRoot, 'apps/api/dist/no-web-app'),
})
const database = await openDatabase({ dataDir: 'memory' })
// Migrated as `npm start` would: the housekeeping job takes and releases its lease in job_leases on close.
await runMigrations(database)
const app = await buildApp({ config, database, logger: false })
await app.ready()
mkdirSync(dirname(documentPath), { recursive: true })
writeFileSync(documentPath, `${JSON.stringify(app.swagger(), null, 2)}\n`)
await app.close()
await database.close()

const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js')
const lint = spawnSync(process.execPath, [cli, 'lint', relative(repoRoot, documentPath)], {
  cwd: repoRoot,
  stdio: 'inherit',
  // No usage reports and no update check: the lint must not need the network.
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
})
process.exit(lint.status ?? 1)
