import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { repoRoot } from '../config'
import { type DatabaseHandle, openDatabase } from '../db/client'

/** The compiled server that `npm start` runs; global-setup.ts builds it before the tests. */
const SERVER_ENTRY = 'apps/api/dist/server.js'

export function freePort(): Promise<number> {
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

/** Polls `condition` every few milliseconds; the error carries the server's output. */
export async function waitFor(
  condition: () => boolean,
  timeoutMs: number,
  what: string,
  output: () => string = () => '',
) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${output()}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/**
 * A database of the server process's own: a PGlite folder, or with TEST_DATABASE_URL a new database on that
 * server. Empty; the server migrates it when it starts (a test may migrate and fill it first).
 */
export interface ServerDatabase {
  dataDir: string
  /** '' on PGlite. */
  databaseUrl: string
  /** Opens it from the test process (PGlite: only while no server runs on it). */
  open(): Promise<DatabaseHandle>
  remove(): Promise<void>
}

export async function createServerDatabase(prefix: string): Promise<ServerDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `rezervo-${prefix}-`))
  const serverUrl = process.env.TEST_DATABASE_URL
  let databaseName: string | undefined
  let databaseUrl = ''
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  if (serverUrl) {
    databaseName = `rezervo_${prefix}_${process.pid}_${Date.now()}`
    await admin(`CREATE DATABASE "${databaseName}"`)
    const url = new URL(serverUrl)
    url.pathname = `/${databaseName}`
    databaseUrl = url.toString()
  }
  return {
    dataDir,
    databaseUrl,
    open: () => openDatabase(databaseUrl ? { url: databaseUrl, poolMax: 2 } : { dataDir }),
    async remove() {
      rmSync(dataDir, { recursive: true, force: true })
      if (databaseName) await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`)
    },
  }
}

/** The environment of a quiet server on 127.0.0.1:`port` over `database`, without demo data. */
export function serverEnvironment(
  port: number,
  database: ServerDatabase,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...overrides,
  }
}

export interface ServerProcess {
  child: ChildProcess
  /** Everything it printed so far. */
  output(): string
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>
}

/** Starts the compiled server as `npm start` runs it, collecting its output. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  if (!existsSync(join(repoRoot, SERVER_ENTRY))) throw new Error(`${SERVER_ENTRY} is missing: npm run build`)
  let output = ''
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const collect = (chunk: Buffer) => {
    output += chunk
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

/** Waits until GET /api/health answers 200 (or the process ends). */
export async function waitForHealthy(server: ServerProcess, baseUrl: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`server did not become healthy:\n${server.output()}`)
}
