/**
 * Start-up time and idle memory of the API server, run through tsx from the sources and compiled
 * (apps/api/dist, as `npm start` runs it), on PGlite with a fresh and an existing data folder and, with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL. Start-up is the time from spawn to the first 200 of
 * /api/health; idle memory is the resident set of the process and its children (tsx's esbuild service)
 * two seconds after that. Production settings with the demo seeded (the defaults), median of five starts.
 * Run directly with `node --import tsx bench/startup.bench-run.ts` after `npm run build`.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import pg from 'pg'

const repoRoot = resolve(import.meta.dirname, '..')
const RUNS = 5
const IDLE_SETTLE_MS = 2000

const launchers = {
  tsx: ['--import', 'tsx', 'apps/api/src/server.ts'],
  compiled: ['--enable-source-maps', 'apps/api/dist/server.js'],
} as const
type Launcher = keyof typeof launchers

export interface StartupFigure {
  database: string
  launcher: Launcher
  startupMs: number
  idleRssMb: number | undefined
  runs: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

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

/** Resident set in kB of `pid` and its descendants, from /proc (Linux); undefined elsewhere. */
function treeRssKb(pid: number): number | undefined {
  if (!existsSync('/proc/self/status')) return undefined
  const parentOf = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The command name in parentheses may hold spaces; the parent pid is the second field after it.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {}
  }
  const tree = new Set([pid])
  for (let grew = true; grew; ) {
    grew = false
    for (const [child, parent] of parentOf) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child)
        grew = true
      }
    }
  }
  let total = 0
  for (const member of tree) {
    try {
      const status = readFileSync(`/proc/${member}/status`, 'utf8')
      total += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0)
    } catch {}
  }
  return total
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((done) => (child.exitCode !== null ? done() : child.once('exit', () => done())))

/** One start: spawn, poll /api/health, let it idle, read the memory, stop it with SIGTERM. */
async function measureStart(launcher: Launcher, database: { dataDir: string; url: string }) {
  const port = await freePort()
  let output = ''
  const startedAt = performance.now()
  const child = spawn(process.execPath, [...launchers[launcher]], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_SECRET: 'bench-secret-bench-secret-bench-secret',
      APP_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`)
      if (performance.now() - startedAt > 120_000)
        throw new Error(`no healthy server in 2 minutes:\n${output}`)
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const startupMs = performance.now() - startedAt
    await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS))
    const rssKb = child.pid === undefined ? undefined : treeRssKb(child.pid)
    return { startupMs, rssKb }
  } finally {
    child.kill('SIGTERM')
    await stopped(child)
  }
}

/** A PostgreSQL database of the bench's own on the server of `serverUrl`, dropped by the returned function. */
export async function scratchPostgres(serverUrl: string) {
  const name = `rezervo_bench_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
    },
  }
}

/**
 * Five starts of each launcher on one kind of database, taking turns, so that a machine busy with something
 * else for a while slows both alike.
 */
async function measure(
  database: string,
  prepare: () => { dataDir: string; url: string },
): Promise<StartupFigure[]> {
  const samples = new Map<Launcher, { startups: number[]; rss: number[] }>()
  for (let run = 0; run < RUNS; run++) {
    for (const launcher of Object.keys(launchers) as Launcher[]) {
      const { startupMs, rssKb } = await measureStart(launcher, prepare())
      const sample = samples.get(launcher) ?? { startups: [], rss: [] }
      sample.startups.push(startupMs)
      if (rssKb !== undefined) sample.rss.push(rssKb)
      samples.set(launcher, sample)
    }
  }
  return [...samples].map(([launcher, { startups, rss }]) => ({
    database,
    launcher,
    startupMs: median(startups),
    idleRssMb: rss.length ? median(rss) / 1024 : undefined,
    runs: RUNS,
  }))
}

/** Every combination; PostgreSQL only with a server URL. Needs the compiled API (npm run build). */
export async function runStartupBench(): Promise<StartupFigure[] | undefined> {
  if (!existsSync(join(repoRoot, 'apps/api/dist/server.js'))) return undefined
  const figures: StartupFigure[] = []
  const scratch = mkdtempSync(join(tmpdir(), 'rezervo-bench-'))
  try {
    let fresh = 0
    figures.push(
      ...(await measure('PGlite, new data folder', () => ({
        dataDir: join(scratch, `fresh-${fresh++}`),
        url: '',
      }))),
    )
    // The first start migrates and seeds; the measured ones open what it left.
    const existing = join(scratch, 'existing')
    await measureStart('compiled', { dataDir: existing, url: '' })
    figures.push(...(await measure('PGlite, existing data folder', () => ({ dataDir: existing, url: '' }))))
    const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
    if (serverUrl) {
      const database = await scratchPostgres(serverUrl)
      try {
        await measureStart('compiled', { dataDir: scratch, url: database.url })
        figures.push(...(await measure('PostgreSQL', () => ({ dataDir: scratch, url: database.url }))))
      } finally {
        await database.drop()
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  return figures
}

export function formatStartupFigures(figures: StartupFigure[]): string[] {
  return [
    `server start-up (median of ${RUNS}; Node ${process.versions.node}, ${cpus().length} cores):`,
    ...figures.map(
      (figure) =>
        `  ${`${figure.database}, ${figure.launcher}`.padEnd(38)} ${(figure.startupMs / 1000).toFixed(2)} s to healthy, ` +
        `${figure.idleRssMb === undefined ? 'RSS n/a' : `${Math.round(figure.idleRssMb)} MB RSS idle`}`,
    ),
  ]
}

const isEntryModule = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href
if (isEntryModule) {
  const figures = await runStartupBench()
  console.log(
    figures ? formatStartupFigures(figures).join('\n') : 'no compiled API; run `npm run build` first',
  )
}
