/** Time is injected so tests can travel to a DST night or past a link's expiry. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock for tests: starts at `start` and moves only when told to. */
export function createFixedClock(
  start: Date | string,
): Clock & { set(at: Date | string): void; advance(ms: number): void } {
  let current = new Date(start)
  return {
    now: () => new Date(current),
    set(at) {
      current = new Date(at)
    },
    advance(ms) {
      current = new Date(current.getTime() + ms)
    },
  }
}
