/**
 * The one way a test waits: for the thing it waits for (a row, a notice heard, a count), polled with a
 * deadline, never for a fixed time. A fixed sleep is either too short on a loaded machine (a flaky test) or
 * longer than needed everywhere else (a slow one); `npm run lint` refuses one in a test file
 * (scripts/check-test-waits.mjs, decision 074).
 */

export interface WaitOptions {
  /** How long the condition may take before the wait fails (default 10 s; generous for a loaded CI machine). */
  timeoutMs?: number
  /** How often the condition is asked (default 10 ms). */
  intervalMs?: number
  /** What is awaited, for the error: "timed out after 10000 ms waiting for <what>". */
  what?: string
  /** More to say when it fails (a server's output, the last value seen). */
  details?: () => string
}

/** Resolves after `ms`: the pause between two polls. Only for this module: a test waits with waitUntil. */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Asks `condition` until it answers true (or a truthy value, which is returned), and throws once `timeoutMs`
 * has passed without that. The condition may be async (a query, a request); a throw from it fails the wait.
 */
export async function waitUntil<T>(
  condition: () => T | Promise<T>,
  options: WaitOptions = {},
): Promise<Exclude<T, false | 0 | '' | null | undefined>> {
  const timeoutMs = options.timeoutMs ?? 10_000
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await condition()
    if (value) return value as Exclude<T, false | 0 | '' | null | undefined>
    if (Date.now() > deadline) {
      const details = options.details?.()
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${options.what ?? 'the condition'}${details ? `\n${details}` : ''}`,
      )
    }
    await pause(options.intervalMs ?? 10)
  }
}

/**
 * How long `read` took to give an answer that `done` accepts, polling every `intervalMs`; undefined when
 * `limitMs` passed first. For the tests whose point is a bound ("shows the change within a second").
 */
export async function msUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  limitMs: number,
  intervalMs = 20,
): Promise<number | undefined> {
  const started = performance.now()
  while (performance.now() - started < limitMs) {
    if (done(await read())) return performance.now() - started
    await pause(intervalMs)
  }
  return undefined
}

/**
 * `promise`'s value, or a rejection once `ms` passed first: a step that must finish on its own (not a wait
 * for time, a deadline on one).
 */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: still waiting after ${ms} ms`)), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}
