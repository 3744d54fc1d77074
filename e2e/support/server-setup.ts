import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

const repoRoot = resolve(import.meta.dirname, '../..')

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      )
    })
  })
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref())

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`)
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) return
    } catch {}
    await delay(250)
  }
  throw new Error(`server did not become healthy:\n${output()}`)
}

/**
 * Starts the built app (apps/web/dist + apps/api/dist) as `npm start` does, on a fresh database: a new
 * PGlite folder, or a new database on the server of TEST_DATABASE_URL.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(repoRoot, 'apps/api/dist/server.js'))) {
    throw new Error('No compiled API in apps/api/dist: run `npm run build` first (npm run test:e2e does).')
  }
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'rezervo-e2e-'))
  const serverUrl = process.env.TEST_DATABASE_URL
  let databaseName: string | undefined
  let databaseUrl: string | undefined
  if (serverUrl) {
    databaseName = `rezervo_e2e_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${databaseName}"`)
    await admin.end()
    const url = new URL(serverUrl)
    url.pathname = `/${databaseName}`
    databaseUrl = url.toString()
  }
  let log = ''
  // The compiled server, as `npm start` runs it (`npm run test:e2e` builds first).
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // The tests book the demo branch's free times; bookings the demo already has ahead would take them.
      DEMO_UPCOMING_DAYS: '0',
      // Behind one proxy hop, as in production behind a load balancer: each browser context sends its own
      // X-Forwarded-For (support/browser.ts), so the per-address limits count per visitor.
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk) => {
    log += chunk
  })
  server.stderr?.on('data', (chunk) => {
    log += chunk
  })
  const baseUrl = `http://127.0.0.1:${port}`
  await waitForHealth(baseUrl, server, () => log)
  project.provide('baseUrl', baseUrl)

  return async () => {
    // A graceful stop first (it closes the database); the data folder is removed only once the process is gone.
    const exited = new Promise((done) => (server.exitCode !== null ? done(null) : server.once('exit', done)))
    server.kill('SIGTERM')
    const stopped = await Promise.race([exited.then(() => true), delay(15_000).then(() => false)])
    if (!stopped) {
      server.kill('SIGKILL')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
    if (serverUrl && databaseName) {
      const admin = new pg.Client({ connectionString: serverUrl })
      await admin.connect()
      await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`)
      await admin.end()
    }
  }
}
