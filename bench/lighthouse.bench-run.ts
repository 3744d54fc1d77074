/**
 * Lighthouse's mobile performance figures of issue 16 for the booking flow and the login (and the
 * server-rendered branch page beside them), from one run on this machine (docs/performance.md, decision 025):
 * the performance score, LCP, FCP, Total Blocking Time and the JavaScript transferred, the median of
 * BENCH_LIGHTHOUSE_RUNS (default 3) runs each. Lighthouse's default settings: a mid-range phone on slow 4G,
 * simulated (Lantern), so the figures depend less on this machine's load than a timed load would, but not
 * nothing (the CPU time it observes is scaled).
 * The compiled API (`npm run build` first) runs on a new PGlite folder with the demo seeded; Chromium is the
 * system one (CHROME_PATH, default /usr/bin/chromium), headless, started here with a debugging port that
 * Lighthouse attaches to. Run alone with `node --import tsx bench/lighthouse.bench-run.ts`.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { DEMO_BRANCH_SLUG, DEMO_CATEGORY_GROUP_SLUG, DEMO_CATEGORY_SLUG } from '@rezervo/shared/constants'
import lighthouse from 'lighthouse'
import { startProcess } from './serve.bench-run'
import { freePort } from './startup.bench-run'

const repoRoot = resolve(import.meta.dirname, '..')
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const branchPath = `/${DEMO_CATEGORY_GROUP_SLUG}/${DEMO_CATEGORY_SLUG}/${DEMO_BRANCH_SLUG}`

/** The pages measured: issue 16's two, and the server-rendered branch page for comparison. */
export const LIGHTHOUSE_PAGES = {
  'booking flow': `${branchPath}/rezervace`,
  login: '/login',
  'branch page (server-rendered)': branchPath,
} as const

export interface LighthouseFigure {
  page: keyof typeof LIGHTHOUSE_PAGES
  score: number
  lcpMs: number
  fcpMs: number
  tbtMs: number
  scriptKb: number
}

async function startChromium() {
  const port = await freePort()
  const profile = mkdtempSync(join(tmpdir(), 'rezervo-lighthouse-'))
  const chrome: ChildProcess = spawn(
    CHROME_PATH,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  const started = performance.now()
  for (;;) {
    if (chrome.exitCode !== null) throw new Error(`Chromium exited (${CHROME_PATH})`)
    if (performance.now() - started > 30_000) throw new Error('Chromium opened no debugging port in 30 s')
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break
    } catch {}
    await new Promise((done) => setTimeout(done, 100))
  }
  return {
    port,
    async stop() {
      chrome.kill('SIGTERM')
      if (chrome.exitCode === null) await new Promise((done) => chrome.once('exit', done))
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function measurePage(port: number, url: string) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  // A run Lighthouse could not complete (NO_NAVSTART and the like) is reported, not counted.
  if (lhr.runtimeError) return lhr.runtimeError.code
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const scripts = lhr.audits['resource-summary']?.details as
    | { items?: { resourceType: string; transferSize: number }[] }
    | undefined
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    scriptKb: (scripts?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024,
  }
}

/** Every page's median figures; undefined without the compiled API or the browser. */
export async function runLighthouseBench(
  print: (line: string) => void = () => {},
): Promise<LighthouseFigure[] | undefined> {
  if (!existsSync(join(repoRoot, 'apps/api/dist/server.js')) || !existsSync(CHROME_PATH)) return undefined
  const scratch = mkdtempSync(join(tmpdir(), 'rezervo-lighthouse-data-'))
  const figures: LighthouseFigure[] = []
  try {
    const server = await startProcess(
      ['--enable-source-maps', 'apps/api/dist/server.js'],
      {
        NODE_ENV: 'production',
        APP_SECRET: 'bench-secret-bench-secret-bench-secret',
        DATA_DIR: join(scratch, 'pglite'),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        OUTBOX_WORKER: 'false',
      },
      '/api/health',
    )
    const chrome = await startChromium()
    try {
      print(
        `Lighthouse (mobile, simulated slow 4G; ${RUNS} runs each, medians; Node ${process.versions.node}, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}):`,
      )
      for (const [page, path] of Object.entries(LIGHTHOUSE_PAGES) as [
        keyof typeof LIGHTHOUSE_PAGES,
        string,
      ][]) {
        const runs: Exclude<Awaited<ReturnType<typeof measurePage>>, string>[] = []
        const failures: string[] = []
        for (let run = 0; run < RUNS; run++) {
          const measured = await measurePage(chrome.port, `${server.url}${path}`)
          if (typeof measured === 'string') failures.push(measured)
          else runs.push(measured)
        }
        const failed = failures.length ? `; ${failures.length} runs failed: ${failures.join(', ')}` : ''
        if (runs.length === 0) {
          print(`  ${page}: no run completed${failed}`)
          continue
        }
        const figure: LighthouseFigure = {
          page,
          score: median(runs.map((run) => run.score)),
          lcpMs: median(runs.map((run) => run.lcpMs)),
          fcpMs: median(runs.map((run) => run.fcpMs)),
          tbtMs: median(runs.map((run) => run.tbtMs)),
          scriptKb: median(runs.map((run) => run.scriptKb)),
        }
        figures.push(figure)
        print(
          `  ${page}: performance ${figure.score} (target ≥ 90), LCP ${(figure.lcpMs / 1000).toFixed(1)} s (target ≤ 2.5 s), FCP ${(figure.fcpMs / 1000).toFixed(1)} s, TBT ${Math.round(figure.tbtMs)} ms, JavaScript ${figure.scriptKb.toFixed(1)} KB transferred; scores ${runs.map((run) => run.score).join(', ')}${failed}`,
        )
      }
    } finally {
      await chrome.stop()
      await server.stop()
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  return figures
}

const isEntryModule = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href
if (isEntryModule) {
  const figures = await runLighthouseBench(console.log)
  if (!figures) console.log('Lighthouse: no compiled API or no Chromium; run `npm run build` first')
}
