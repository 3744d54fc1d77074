import type { CachedAnswer } from '../http/cached-answer'
import { createMinuteCache } from '../http/minute-cache'

export { type CachedAnswer, matchesEtag } from '../http/cached-answer'

/**
 * How long a serialized branch answer is served from memory while the database's notices are not heard:
 * never stale for longer (decision 023). While they are, a notice forgets it.
 */
export const PUBLIC_BRANCH_MAX_AGE_MS = 1000

export { PUBLIC_BRANCH_CHANNEL } from '../db/listen'

/**
 * The public branch call's serialized answers and the server-rendered branch pages, by key (decision 023).
 * A branch changes only when its owner edits it, yet it is the busiest public call. While the database's
 * notices are heard (`setListening(true)`: LISTEN through `pg` on both engines, decision 024), an answer
 * lives until a notice (a trigger fires on every write of what a branch shows, in whichever process) or the app clock's
 * next minute (today and the next days follow the clock). While they are not (before LISTEN is set up, or
 * after its connection dropped), an answer lives at most `maxAgeMs`, so no process ever serves a stale
 * branch for longer than that.
 */
export function createPublicBranchCache(options: { maxAgeMs: number; now?: () => number }) {
  // Every notice on the branch channel forgets everything: no answer needs a tag.
  const answers = createMinuteCache<undefined>({ ...options, name: 'branch' })
  return {
    /** `minute` is the app clock's minute. A loader that throws stores nothing (a 404 is never kept). */
    get(
      key: string,
      minute: number,
      load: () => Promise<{ body: string; meta?: string }>,
    ): Promise<CachedAnswer> {
      return answers.get(key, minute, async () => ({ ...(await load()), tag: undefined }))
    },
    /** Forgets every answer: a branch changed (a notice), or this process wrote one. */
    invalidate: answers.invalidate,
    /** Whether notices arrive; losing or regaining them forgets everything, since one may have been missed. */
    setListening: answers.setListening,
    /** Kept answers (tests). */
    get size() {
      return answers.size
    },
  }
}

export type PublicBranchCache = ReturnType<typeof createPublicBranchCache>

const caches = new WeakMap<object, PublicBranchCache>()

/**
 * The one cache of an app (its deps), shared by the public branch call, the server-rendered branch page and
 * the owner's branch writes.
 */
export function publicBranchCacheOf(deps: object, maxAgeMs: number): PublicBranchCache {
  let cache = caches.get(deps)
  if (!cache) {
    cache = createPublicBranchCache({ maxAgeMs })
    caches.set(deps, cache)
  }
  return cache
}
