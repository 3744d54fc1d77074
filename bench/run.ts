import { runAvailabilityBench } from './availability.bench-run'

/** Runs every benchmark and prints its figures; targets are documented beside each, not asserted. */
const availability = await runAvailabilityBench()
console.log(
  `${availability.name}: median ${availability.medianMs.toFixed(2)} ms, p95 ${availability.p95Ms.toFixed(2)} ms (${availability.runs} runs; target < 10 ms median)`,
)
