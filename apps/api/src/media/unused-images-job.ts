import type { AppDeps } from '../app-deps'
import { deleteUnusedImages } from './repository'

/** An upload is kept this long before it counts as abandoned: a form may stay open for a while. */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000
const SWEEP_EVERY_MS = 60 * 60 * 1000

/**
 * A scheduled job for the outbox worker's loop: once an hour per process, deletes photos that nothing shows
 * any more. Running it in several processes at once is harmless: a row is deleted once.
 */
export function createUnusedImagesJob() {
  let lastSweep: number | undefined
  return async function deleteUnusedImagesJob(deps: AppDeps, now: Date): Promise<void> {
    if (lastSweep !== undefined && now.getTime() - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = now.getTime()
    await deleteUnusedImages(deps.database.db, new Date(now.getTime() - UNUSED_IMAGE_GRACE_MS))
  }
}
