import type { NumericInterval } from './interval-math'

/**
 * Walks a normal interval list (see interval-math) forward through time. The finder asks for days in
 * ascending order, so each query resumes where the previous one stopped instead of scanning the whole list:
 * thousands of reservations cost one pass per search, not one pass per day or per candidate time.
 */
export class IntervalCursor {
  private firstUnfinished = 0

  constructor(private readonly intervals: readonly NumericInterval[]) {}

  /** Intervals overlapping [start, end). Each call's `start` must not be earlier than the previous one's. */
  overlapping(start: number, end: number): NumericInterval[] {
    const intervals = this.intervals
    while (this.firstUnfinished < intervals.length && intervals[this.firstUnfinished]!.end <= start) {
      this.firstUnfinished++
    }
    let stop = this.firstUnfinished
    while (stop < intervals.length && intervals[stop]!.start < end) stop++
    return intervals.slice(this.firstUnfinished, stop)
  }
}
