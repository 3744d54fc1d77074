import { runAvailabilityBench } from './availability.bench-run'
import { measurePageWeight } from './page-weight.bench-run'
import { formatStartupFigures, runStartupBench } from './startup.bench-run'

/** Runs every benchmark and prints its figures; targets are documented beside each, not asserted. */
const availability = await runAvailabilityBench()
console.log(
  `${availability.name}: median ${availability.medianMs.toFixed(2)} ms, p95 ${availability.p95Ms.toFixed(2)} ms (${availability.runs} runs; target < 10 ms median)`,
)

const weight = measurePageWeight()
if (weight) {
  console.log(
    `branch page first-load JS: ${weight.branchPageKb.toFixed(1)} KB gzipped (server-rendered; target ≤ 100 KB)`,
  )
  console.log(
    `app first-load JS (booking, dashboard): ${weight.appEntryKb.toFixed(1)} KB gzipped in ${weight.files} files`,
  )
} else {
  console.log('page weight: no web build found; run `npm run build` first')
}

const startup = await runStartupBench()
if (startup) {
  for (const line of formatStartupFigures(startup)) console.log(line)
} else {
  console.log('server start-up: no compiled API found; run `npm run build` first')
}
