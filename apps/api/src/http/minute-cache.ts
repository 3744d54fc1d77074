import { countCacheLookup } from '../lib/metrics'
import { type CachedAnswer, cachedAnswer } from './cached-answer'

/**
 * Serialized answers kept in one process until the database says what they read has changed (a NOTIFY,
 * decisions 023 and 046) or the app clock's minute turns (today and the minimum notice follow the clock).
 * While notices are not heard (before LISTEN is set up, or after its connection dropped) an answer lives at
 * most `maxAgeMs`, so no process serves one staler than that. The public branch call, the branch page, the
 * directory and the availability call keep their answers here; each says what an answer depends on with
 * its `tag`, so a narrow notice can forget only the answers it concerns.
 */
export function createMinuteCache<Tag>(options: {
  /** The cache's name in the metrics' hit and miss counts (decision 066). */
  name: string
  maxAgeMs: number
  /** What the kept bodies may add up to, in characters; the oldest go first (default: no bound). */
  maxChars?: number
  now?: () => number
}) {
  const now = options.now ?? (() => performance.now())
  const maxChars = options.maxChars ?? Number.POSITIVE_INFINITY
  // A Map keeps insertion order, so its first entries are the oldest: what goes when it is full.
  const entries = new Map<string, { answer: CachedAnswer; tag: Tag; minute: number; storedAt: number }>()
  // Loads under way: at a minute's turn or after a notice, the requests that arrive together for one
  // question share one load instead of each sending the statements (50 at once on PGlite's one connection).
  const loading = new Map<string, { minute: number; generation: number; answer: Promise<CachedAnswer> }>()
  let chars = 0
  let listening = false
  // Raised by every forgetting: a load that began before one must not store what it read.
  let generation = 0
  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    chars -= entry.answer.body.length
  }
  const forgetWhere = (drop: (tag: Tag) => boolean) => {
    generation++
    for (const [key, entry] of entries) if (drop(entry.tag)) remove(key)
  }
  const invalidate = () => {
    generation++
    entries.clear()
    chars = 0
  }
  const store = (key: string, minute: number, loadedIn: number, loaded: Loaded<Tag>) => {
    // Kept with its compressed forms, made on first use (decision 045).
    const answer = cachedAnswer(loaded.body, loaded.meta)
    if (loadedIn !== generation || loaded.body.length > maxChars) return answer
    remove(key)
    entries.set(key, { answer, tag: loaded.tag, minute, storedAt: now() })
    chars += loaded.body.length
    for (const oldestKey of entries.keys()) {
      if (chars <= maxChars) break
      remove(oldestKey)
    }
    return answer
  }
  return {
    /**
     * The answer under `key` computed in the app clock's `minute`, loaded on a miss (once for the requests
     * that miss together). A loader that throws stores nothing (a 404 or 422 is never kept); the requests
     * sharing its load get its error.
     */
    get(key: string, minute: number, load: () => Promise<Loaded<Tag>>): Promise<CachedAnswer> {
      const entry = entries.get(key)
      if (entry && entry.minute === minute && (listening || now() - entry.storedAt < options.maxAgeMs)) {
        countCacheLookup(options.name, true)
        return Promise.resolve(entry.answer)
      }
      const pending = loading.get(key)
      // Only a load begun since the last forgetting, for this minute, may answer a later request.
      if (pending && pending.minute === minute && pending.generation === generation) {
        countCacheLookup(options.name, true)
        return pending.answer
      }
      countCacheLookup(options.name, false)
      const loadedIn = generation
      const answer = load().then((loaded) => store(key, minute, loadedIn, loaded))
      const own = { minute, generation: loadedIn, answer }
      loading.set(key, own)
      const done = () => {
        if (loading.get(key) === own) loading.delete(key)
      }
      answer.then(done, done)
      return answer
    },
    /** Forgets the answers whose tag `drop` picks. */
    forgetWhere,
    /** Forgets every answer. */
    invalidate,
    /**
     * Whether notices arrive. Losing them and regaining them both forget everything: a notice may have been
     * missed in between (a database outage, decision 072), and what was loaded meanwhile was kept only for
     * `maxAgeMs`, not until a notice. A load under way does not store what it read either.
     */
    setListening(on: boolean) {
      invalidate()
      listening = on
    },
    /** Kept answers (tests). */
    get size() {
      return entries.size
    },
  }
}

/** What a load answers: the serialized body, what to keep beside it, and what it depends on. */
export interface Loaded<Tag> {
  body: string
  /** What the loader kept beside the body (the page's own address). */
  meta?: string
  tag: Tag
}

export type MinuteCache<Tag> = ReturnType<typeof createMinuteCache<Tag>>
