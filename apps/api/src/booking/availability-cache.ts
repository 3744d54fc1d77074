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

import { type CachedAnswer, cachedAnswer } from '../http/cached-answer'

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

interface Entry {
  /** The body with its ETag and its brotli and gzip forms, each made once, on first use (decision 045). */
  answer: CachedAnswer
  slug: string
  workerIds: ReadonlySet<number>
  minute: number
  storedAt: number
}

export function createAvailabilityCache(options: {
  maxAgeMs: number
  maxChars?: number
  now?: () => number
}) {
  const now = options.now ?? (() => performance.now())
  const maxChars = options.maxChars ?? AVAILABILITY_CACHE_MAX_CHARS
  // A Map keeps insertion order, so its first entries are the oldest: what goes when it is full.
  const entries = new Map<string, Entry>()
  // Loads under way: at a minute's turn or after a notice, the requests that arrive together for one
  // question share one load instead of each sending the statements (50 at once on PGlite's one connection).
  const loading = new Map<string, { minute: number; generation: number; answer: Promise<CachedAnswer> }>()
  let chars = 0
  let listening = false
  // Raised by every forgetting: a load that began before one must not store what it read.
  let generation = 0
  const remove = (key: string, entry: Entry) => {
    entries.delete(key)
    chars -= entry.answer.body.length
  }
  const forgetWhere = (drop: (entry: Entry) => boolean) => {
    generation++
    for (const [key, entry] of entries) if (drop(entry)) remove(key, entry)
  }
  const invalidate = () => {
    generation++
    entries.clear()
    chars = 0
  }
  const store = (key: string, slug: string, minute: number, loadedIn: number, loaded: LoadedAvailability) => {
    const answer = cachedAnswer(loaded.body)
    if (loadedIn !== generation || loaded.body.length > maxChars) return answer
    const old = entries.get(key)
    if (old) remove(key, old)
    entries.set(key, { answer, slug, workerIds: new Set(loaded.workerIds), minute, storedAt: now() })
    chars += loaded.body.length
    for (const [oldestKey, oldest] of entries) {
      if (chars <= maxChars) break
      remove(oldestKey, oldest)
    }
    return answer
  }
  return {
    /**
     * The answer under `key` computed in the app clock's `minute`, loaded on a miss (once for the requests
     * that miss together). A loader that throws stores nothing (a 404 or 422 is never kept); the requests
     * sharing its load get its error.
     */
    async get(
      key: string,
      slug: string,
      minute: number,
      load: () => Promise<LoadedAvailability>,
    ): Promise<CachedAnswer> {
      const entry = entries.get(key)
      if (entry && entry.minute === minute && (listening || now() - entry.storedAt < options.maxAgeMs)) {
        return entry.answer
      }
      const pending = loading.get(key)
      // Only a load begun since the last forgetting, for this minute, may answer a later request.
      if (pending && pending.minute === minute && pending.generation === generation) return pending.answer
      const loadedIn = generation
      const answer = load().then((loaded) => store(key, slug, minute, loadedIn, loaded))
      const own = { minute, generation: loadedIn, answer }
      loading.set(key, own)
      const done = () => {
        if (loading.get(key) === own) loading.delete(key)
      }
      answer.then(done, done)
      return answer
    },
    /** A notice: a worker's id forgets the answers showing that worker, anything else every answer. */
    onNotice(payload: string) {
      const workerId = /^\d+$/.test(payload) ? Number(payload) : undefined
      if (workerId === undefined) invalidate()
      else forgetWhere((entry) => entry.workerIds.has(workerId))
    },
    /** This process booked at the branch: its answers are forgotten before the booking's answer leaves. */
    forgetBranch(slug: string) {
      forgetWhere((entry) => entry.slug === slug)
    },
    /** Forgets every answer: this process wrote something availability reads. */
    invalidate,
    /** Whether notices arrive; losing them forgets everything, since one may have been missed. */
    setListening(on: boolean) {
      if (!on) invalidate()
      listening = on
    },
    /** Kept answers (tests). */
    get size() {
      return entries.size
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
