import { countCacheLookup } from '../lib/metrics'

/**
 * Values computed from the database, kept in this process until the database NOTIFYs that their tables
 * changed (decision 023; db/listen.ts), or, while its notices are not heard, for at most `maxAgeMs`.
 * A load that began before a notice does not store what it read. A loader that throws stores nothing.
 */
export function createNoticeCache<T>(options: {
  /** The cache's name in the metrics' hit and miss counts (decision 066). */
  name: string
  maxAgeMs: number
  now?: () => number
}) {
  const now = options.now ?? (() => performance.now())
  const entries = new Map<string, { value: T; storedAt: number }>()
  let listening = false
  let generation = 0
  const invalidate = () => {
    generation++
    entries.clear()
  }
  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key)
      const hit = entry && (listening || now() - entry.storedAt < options.maxAgeMs)
      countCacheLookup(options.name, Boolean(hit))
      if (entry && hit) return entry.value
      const loadedIn = generation
      const value = await load()
      if (loadedIn === generation) entries.set(key, { value, storedAt: now() })
      return value
    },
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
  }
}

export type NoticeCache<T> = ReturnType<typeof createNoticeCache<T>>
