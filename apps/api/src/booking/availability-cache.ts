/**
 * The availability call's serialized answers, kept in this process (decision 046). An answer changes only
 * when something it reads changes (reservations, absences and extra hours, working hours, the branch's hours
 * and exceptions, workers, items, who performs them, the branch's rules) or time passes (the minimum notice,
 * today). The first kind is heard as a NOTIFY (migration 0019; the payload names the worker when only that
 * worker's rows changed), the second is the key's minute. While notices are not heard (before LISTEN is set
 * up, or after its connection dropped) an answer lives at most `maxAgeMs`, so no process serves one staler
 * than that. A stale answer can only offer a time the booking then refuses: the booking computes its own
 * free workers and the database's exclusion constraint is the guard (decision 022).
 */

import type { CachedAnswer } from '../http/cached-answer'
import { createMinuteCache } from '../http/minute-cache'

/** How long an answer is served while the database's notices are not heard. */
export const AVAILABILITY_MAX_AGE_MS = 1000

/**
 * What the answers kept in one process may add up to, in characters of JSON. Queries vary (dates, items,
 * workers), so without a bound anyone could fill the memory with distinct ones; the oldest go first.
 */
export const AVAILABILITY_CACHE_MAX_CHARS = 32 * 1024 * 1024

/** What a load answers: the serialized answer, and what it depends on besides the branch's settings. */
export interface LoadedAvailability {
  body: string
  /** The workers whose time the answer shows: a notice naming another worker leaves it alone. */
  workerIds: readonly number[]
}

export function createAvailabilityCache(options: {
  maxAgeMs: number
  maxChars?: number
  now?: () => number
}) {
  const answers = createMinuteCache<{ slug: string; workerIds: ReadonlySet<number> }>({
    name: 'availability',
    ...options,
    maxChars: options.maxChars ?? AVAILABILITY_CACHE_MAX_CHARS,
  })
  return {
    /**
     * The answer under `key` computed in the app clock's `minute`, loaded on a miss (once for the requests
     * that miss together). A loader that throws stores nothing (a 404 or 422 is never kept); the requests
     * sharing its load get its error.
     */
    get(
      key: string,
      slug: string,
      minute: number,
      load: () => Promise<LoadedAvailability>,
    ): Promise<CachedAnswer> {
      return answers.get(key, minute, async () => {
        const loaded = await load()
        return { body: loaded.body, tag: { slug, workerIds: new Set(loaded.workerIds) } }
      })
    },
    /** A notice: a worker's id forgets the answers showing that worker, anything else every answer. */
    onNotice(payload: string) {
      const workerId = /^\d+$/.test(payload) ? Number(payload) : undefined
      if (workerId === undefined) answers.invalidate()
      else answers.forgetWhere((tag) => tag.workerIds.has(workerId))
    },
    /** This process booked at the branch: its answers are forgotten before the booking's answer leaves. */
    forgetBranch(slug: string) {
      answers.forgetWhere((tag) => tag.slug === slug)
    },
    /** Forgets every answer: this process wrote something availability reads. */
    invalidate: answers.invalidate,
    /** Whether notices arrive; losing or regaining them forgets everything, since one may have been missed. */
    setListening: answers.setListening,
    /** Kept answers (tests). */
    get size() {
      return answers.size
    },
  }
}

export type AvailabilityCache = ReturnType<typeof createAvailabilityCache>

const caches = new WeakMap<object, AvailabilityCache>()

/** The one cache of an app (its deps): the availability call's, forgotten by the app's own writes too. */
export function availabilityCacheOf(deps: object): AvailabilityCache {
  let cache = caches.get(deps)
  if (!cache) {
    cache = createAvailabilityCache({ maxAgeMs: AVAILABILITY_MAX_AGE_MS })
    caches.set(deps, cache)
  }
  return cache
}
