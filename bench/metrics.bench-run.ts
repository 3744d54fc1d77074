/**
 * What metrics cost a request (decision 066): the public branch call under 50 connections, on two compiled
 * API processes started alike, one without METRICS_TOKEN (nothing is timed) and one with it (every answer
 * goes into the route histogram), loaded in turns (A B, B A, …; BENCH_ROUNDS, default 4) so that both see the
 * same machine. Prints each round's req/s, the ratio with/without, and the load average beside it.
 * Run with `npm run bench -- metrics` after `npm run build`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { DEMO_BRANCH_SLUG } from '@rezervo/shared/constants'
import { loadGet, startProcess } from './serve.bench-run'

const repoRoot = resolve(import.meta.dirname, '..')
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4)
const TOKEN = 'bench-metrics-token-0123456789'

export interface MetricsFigures {
  rounds: { without: number; with: number }[]
  loadAverage: number[]
}

export async function runMetricsBench(): Promise<MetricsFigures | undefined> {
  if (!existsSync(join(repoRoot, 'apps/api/dist/server.js'))) return undefined
  const folder = mkdtempSync(join(tmpdir(), 'rezervo-bench-metrics-'))
  const start = (name: string, extra: Record<string, string>) =>
    startProcess(
      ['apps/api/dist/server.js'],
      {
        NODE_ENV: 'production',
        APP_SECRET: 'bench-secret-bench-secret-bench-secret',
        DATA_DIR: join(folder, name),
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        OUTBOX_WORKER: 'false',
        ...extra,
      },
      '/api/health',
    )
  const without = await start('without', { METRICS_TOKEN: '' })
  const withMetrics = await start('with', { METRICS_TOKEN: TOKEN })
  try {
    const path = `/api/v1/branches/slug/${DEMO_BRANCH_SLUG}`
    const rounds: MetricsFigures['rounds'] = []
    for (let round = 0; round < ROUNDS; round++) {
      // A B, then B A: a machine getting busier or quieter through the run favours neither.
      const firstWithout = round % 2 === 0
      const first = await loadGet(`${(firstWithout ? without : withMetrics).url}${path}`)
      const second = await loadGet(`${(firstWithout ? withMetrics : without).url}${path}`)
      rounds.push(
        firstWithout
          ? { without: first.reqPerSec, with: second.reqPerSec }
          : { without: second.reqPerSec, with: first.reqPerSec },
      )
    }
    const scraped = await fetch(`${withMetrics.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    if (!(await scraped.text()).includes(`route="/api/v1/branches/slug/:branchSlug"`))
      throw new Error('the process with metrics did not count the branch call')
    return { rounds, loadAverage: loadavg() }
  } finally {
    await Promise.all([without.stop(), withMetrics.stop()])
    rmSync(folder, { recursive: true, force: true })
  }
}

export function formatMetricsFigures(figures: MetricsFigures): string[] {
  const number = new Intl.NumberFormat('en', { maximumFractionDigits: 0 })
  const ratio = new Intl.NumberFormat('en', { maximumFractionDigits: 3 })
  const sum = (pick: (round: MetricsFigures['rounds'][number]) => number) =>
    figures.rounds.reduce((total, round) => total + pick(round), 0)
  return [
    ...figures.rounds.map(
      (round, index) =>
        `metrics round ${index + 1}: branch call ${number.format(round.without)} req/s without, ${number.format(round.with)} with (${ratio.format(round.with / round.without)})`,
    ),
    `metrics: with ÷ without over all rounds ${ratio.format(sum((round) => round.with) / sum((round) => round.without))} (load average ${figures.loadAverage.map((value) => value.toFixed(2)).join(' ')})`,
  ]
}
