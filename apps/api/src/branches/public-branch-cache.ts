import { createHash } from 'node:crypto'

/** A serialized answer with its entity tag. */
export interface CachedAnswer {
  json: string
  etag: string
}

/**
 * The public branch call's serialized answers, per slug, for at most `maxAgeMs` (decision 023). The branch
 * changes only when its owner edits it, yet it is the busiest public call; a second-long life keeps it
 * out of the database at any load while no API process (they all share the database) ever serves an
 * answer older than that, whatever wrote the change: no write path has to remember to invalidate it.
 */
export function createPublicBranchCache(options: { maxAgeMs: number; now?: () => number }) {
  const now = options.now ?? (() => performance.now())
  const entries = new Map<string, CachedAnswer & { storedAt: number; minute: number }>()
  return {
    /** `minute` is the app clock's minute: the answer's today and next days follow the clock, not the cache. */
    async get(slug: string, minute: number, load: () => Promise<unknown>): Promise<CachedAnswer> {
      const entry = entries.get(slug)
      if (entry && entry.minute === minute && now() - entry.storedAt < options.maxAgeMs) return entry
      const json = JSON.stringify(await load())
      const etag = `"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`
      // Only answers are kept (404s are not), so the map holds at most the live branches' slugs.
      entries.set(slug, { json, etag, storedAt: now(), minute })
      return { json, etag }
    },
    /** Forgets every answer: this process's own branch writes show at once, not after maxAgeMs. */
    clear() {
      entries.clear()
    },
  }
}

export type PublicBranchCache = ReturnType<typeof createPublicBranchCache>

const caches = new WeakMap<object, PublicBranchCache>()

/** The one cache of an app (its deps), shared by the public branch call and the owner's branch writes. */
export function publicBranchCacheOf(deps: object, maxAgeMs: number): PublicBranchCache {
  let cache = caches.get(deps)
  if (!cache) {
    cache = createPublicBranchCache({ maxAgeMs })
    caches.set(deps, cache)
  }
  return cache
}

/** Whether the request's If-None-Match names the answer's tag (or is *), so a 304 will do. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}
