/**
 * Benchmark of the free-time finder at the size of a busy branch: 31 days, 20 workers working Mon–Sat
 * 08:00–20:00, 5,000 existing reservations, a 30-minute service on a 15-minute grid.
 * Run directly with `node --import tsx bench/availability.bench-run.ts`, or import runAvailabilityBench.
 */
import { pathToFileURL } from 'node:url'
import {
  type AvailabilityInput,
  findFreeSlots,
  type InstantInterval,
  type WeeklyHours,
} from '@rezervo/shared/availability/index'
import { eachDate, isoWeekdayOf, zonedWallTimeToUtc } from '@rezervo/shared/time/zoned-time'

const TIME_ZONE = 'Europe/Prague'
const FROM = '2027-03-01' // March 2027 includes the spring-forward night of the 28th
const TO = '2027-03-31'
const WORKER_COUNT = 20
const RESERVATION_COUNT = 5000
const OPENS_AT = 8 * 60
const CLOSES_AT = 20 * 60
const QUARTER = 15
const WARM_UP_RUNS = 10
const MEASURED_RUNS = 50

export interface BenchResult {
  name: string
  medianMs: number
  p95Ms: number
  runs: number
}

/** Small seeded PRNG (mulberry32) so every run benchmarks the same input. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296
  }
}

/**
 * Non-overlapping 30–60 minute reservations on quarter hours, dealt round-robin to the workers. Each worker's
 * list is in random order rather than by time, so the run includes the finder's sorting at its worst.
 */
function buildReservations(): InstantInterval[][] {
  const random = seededRandom(20270301)
  const workingDates = eachDate(FROM, TO).filter((date) => isoWeekdayOf(date) !== 7)
  const quartersPerDay = (CLOSES_AT - OPENS_AT) / QUARTER
  const taken = new Set<string>()
  const byWorker: InstantInterval[][] = Array.from({ length: WORKER_COUNT }, () => [])
  for (let index = 0; index < RESERVATION_COUNT; index++) {
    const workerIndex = index % WORKER_COUNT
    const quarters = 2 + Math.floor(random() * 3)
    for (;;) {
      const date = workingDates[Math.floor(random() * workingDates.length)]!
      const first = Math.floor(random() * (quartersPerDay - quarters + 1))
      const keys = Array.from({ length: quarters }, (_, offset) => `${workerIndex} ${date} ${first + offset}`)
      if (keys.some((key) => taken.has(key))) continue
      for (const key of keys) taken.add(key)
      const startMinute = OPENS_AT + first * QUARTER
      byWorker[workerIndex]!.push({
        startsAt: zonedWallTimeToUtc(date, startMinute, TIME_ZONE),
        endsAt: zonedWallTimeToUtc(date, startMinute + quarters * QUARTER, TIME_ZONE),
      })
      break
    }
  }
  return byWorker
}

export function buildAvailabilityBenchInput(): AvailabilityInput {
  const open = [{ start: OPENS_AT, end: CLOSES_AT }]
  const weeklyHours: WeeklyHours = { 1: open, 2: open, 3: open, 4: open, 5: open, 6: open }
  const reservations = buildReservations()
  return {
    timeZone: TIME_ZONE,
    from: FROM,
    to: TO,
    now: new Date('2027-02-28T12:00:00Z'),
    minNoticeMinutes: 60,
    horizonDays: 60,
    slotStepMinutes: QUARTER,
    durationMinutes: 30,
    bufferAfterMinutes: 0,
    branch: { weeklyHours, exceptions: [], closedOnPublicHolidays: true },
    workers: reservations.map((busy, index) => ({
      workerId: index + 1,
      weeklyHours,
      absences: [],
      extraHours: [],
      busy,
    })),
  }
}

function percentile(sortedMs: number[], fraction: number): number {
  const rank = Math.min(sortedMs.length - 1, Math.ceil(fraction * sortedMs.length) - 1)
  return sortedMs[Math.max(0, rank)]!
}

export async function runAvailabilityBench(): Promise<BenchResult> {
  const input = buildAvailabilityBenchInput()
  for (let run = 0; run < WARM_UP_RUNS; run++) findFreeSlots(input)
  const durations: number[] = []
  for (let run = 0; run < MEASURED_RUNS; run++) {
    const startedAt = performance.now()
    findFreeSlots(input)
    durations.push(performance.now() - startedAt)
  }
  durations.sort((left, right) => left - right)
  return {
    name: `availability: 31 days × ${WORKER_COUNT} workers × ${RESERVATION_COUNT} reservations`,
    medianMs: percentile(durations, 0.5),
    p95Ms: percentile(durations, 0.95),
    runs: MEASURED_RUNS,
  }
}

const isEntryModule = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href
if (isEntryModule) {
  const { name, medianMs, p95Ms, runs } = await runAvailabilityBench()
  console.log(`${name} — median ${medianMs.toFixed(1)} ms, p95 ${p95Ms.toFixed(1)} ms (${runs} runs)`)
}
