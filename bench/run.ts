import { runAvailabilityBench } from './availability.bench-run'
import { formatDrill, runDrill } from './drill.bench-run'
import { runLighthouseBench } from './lighthouse.bench-run'
import { formatMetricsFigures, runMetricsBench } from './metrics.bench-run'
import { formatOutboxWindow, runOutboxWindowBench } from './outbox-window.bench-run'
import { measurePageWeight } from './page-weight.bench-run'
import { FIRST_LOAD_BUDGETS_KB, measureRouteWeights } from './route-weight'
import { runScaleAudit } from './scale-audit'
import { runServeBench } from './serve.bench-run'
import { formatStartupFigures, runStartupBench } from './startup.bench-run'
import { formatStatisticsFigures, runStatisticsBench } from './statistics.bench-run'

/**
 * Runs the benchmarks and prints their figures; targets are documented beside each, not asserted.
 * `npm run bench` runs all; `npm run bench -- serve weight` only the named ones
 * (availability, weight, lighthouse, serve, startup, statistics, metrics, outbox-window; `drill` and `scale` only
 * when named).
 */
const chosen = new Set(process.argv.slice(2))
// The drill starts its own PostgreSQL clusters and kills processes, and the scale audit needs two databases
// (one of them generated, minutes and gigabytes): only when named.
const runs = (name: string) => (chosen.size === 0 && name !== 'drill' && name !== 'scale') || chosen.has(name)

if (runs('availability')) {
  const availability = await runAvailabilityBench()
  console.log(
    `${availability.name}: median ${availability.medianMs.toFixed(2)} ms, p95 ${availability.p95Ms.toFixed(2)} ms (${availability.runs} runs; target < 10 ms median)`,
  )
}

if (runs('weight')) {
  const weight = measurePageWeight()
  const routes = measureRouteWeights()
  if (weight && routes) {
    console.log(
      `branch page first-load JS: ${weight.branchPageKb.toFixed(1)} KB gzipped (server-rendered; target ≤ 100 KB)`,
    )
    const targets = { 'booking flow': 120, login: 100, 'dashboard calendar': 200 } as const
    for (const { route, kb, files } of routes)
      console.log(
        `${route} first-load JS: ${kb.toFixed(1)} KB gzipped in ${files.length} files (budget ${FIRST_LOAD_BUDGETS_KB[route]} KB, issue 16's target ${targets[route]} KB)`,
      )
  } else {
    console.log('page weight: no web build found; run `npm run build` first')
  }
}

if (runs('lighthouse')) {
  const lighthouse = await runLighthouseBench(console.log)
  if (!lighthouse) console.log('Lighthouse: no compiled API or no Chromium; run `npm run build` first')
}

if (runs('serve')) {
  const serve = await runServeBench(console.log)
  if (!serve) console.log('serving: no compiled API found; run `npm run build` first')
}

if (runs('startup')) {
  const startup = await runStartupBench()
  if (startup) {
    for (const line of formatStartupFigures(startup)) console.log(line)
  } else {
    console.log('server start-up: no compiled API found; run `npm run build` first')
  }
}

if (runs('statistics')) {
  const statistics = await runStatisticsBench(console.log)
  for (const line of formatStatisticsFigures(statistics)) console.log(line)
}

if (runs('metrics')) {
  const metrics = await runMetricsBench()
  if (metrics) for (const line of formatMetricsFigures(metrics)) console.log(line)
  else console.log('metrics: no compiled API found; run `npm run build` first')
}

if (runs('outbox-window'))
  for (const line of formatOutboxWindow(await runOutboxWindowBench())) console.log(line)

if (runs('drill')) for (const line of formatDrill(await runDrill())) console.log(line)

if (runs('scale')) {
  const audit = await runScaleAudit(console.log)
  if (audit) for (const line of audit) console.log(line)
  else
    console.log(
      'scale audit: set BENCH_SCALE_EMPTY_URL and BENCH_SCALE_URL to two PostgreSQL databases (generated when empty; BENCH_SCALE, default 1)',
    )
}
