import { Counter, Gauge, Histogram, Registry } from 'prom-client'

/**
 * The process's own counters (decision 066): what requests, caches, bookings and jobs did since it started.
 * They are process-wide, as a Prometheus target is a process; code anywhere counts through the functions below,
 * each a label lookup and an addition. What is read from the database when scraped (pool, outbox) is the
 * metrics plugin's, per app (plugins/metrics.ts).
 */
export const processMetrics = new Registry()

export const httpRequestDuration = new Histogram({
  name: 'rezervo_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processMetrics],
})

const cacheLookups = new Counter({
  name: 'rezervo_cache_lookups_total',
  help: 'Lookups of the answers kept in memory, by cache and result (hit, or miss: loaded from the database)',
  labelNames: ['cache', 'result'] as const,
  registers: [processMetrics],
})

/** One lookup of a cache kept in this process: `hit` when it answered without the database. */
export function countCacheLookup(cache: string, hit: boolean): void {
  cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' })
}

const bookings = new Counter({
  name: 'rezervo_bookings_total',
  help: 'Online bookings by outcome (booked, replayed, refused) and, for a refusal, its reason',
  labelNames: ['outcome', 'reason'] as const,
  registers: [processMetrics],
})

export type BookingOutcome = { outcome: 'booked' | 'replayed' } | { outcome: 'refused'; reason: string }

export function countBooking(booking: BookingOutcome): void {
  bookings.inc({ outcome: booking.outcome, reason: booking.outcome === 'refused' ? booking.reason : '' })
}

const jobFailures = new Counter({
  name: 'rezervo_job_failures_total',
  help: 'Runs of a scheduled job that threw',
  labelNames: ['job'] as const,
  registers: [processMetrics],
})

/** When each scheduled job last ran to its end, in ms since the epoch. */
const lastJobSuccess = new Map<string, number>()

new Gauge({
  name: 'rezervo_job_lag_seconds',
  help: 'Seconds since a scheduled job last ran to its end in this process',
  labelNames: ['job'] as const,
  registers: [processMetrics],
  collect() {
    this.reset()
    for (const [job, at] of lastJobSuccess) this.set({ job }, (Date.now() - at) / 1000)
  },
})

/** A scheduled job's run has ended, well or with an error. */
export function countJobRun(job: string, succeeded: boolean): void {
  if (succeeded) lastJobSuccess.set(job, Date.now())
  else jobFailures.inc({ job })
}

const lagTolerantReads = new Counter({
  name: 'rezervo_lag_tolerant_reads_total',
  help: 'Reads that a replica may serve (decision 064), by who served them: replica, or primary',
  labelNames: ['served_by'] as const,
  registers: [processMetrics],
})

export function countLagTolerantRead(servedBy: 'replica' | 'primary'): void {
  lagTolerantReads.inc({ served_by: servedBy })
}
