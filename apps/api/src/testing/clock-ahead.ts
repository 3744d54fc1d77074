import { vi } from 'vitest'

/**
 * Runs `fn` while performance.now(), the clock the in-memory caches age their answers by (http/minute-cache.ts),
 * stands `ms` ahead of the real one: a test of "still kept after its max age" moves the clock instead of
 * sleeping the age out. Put back even when `fn` throws.
 */
export async function withClockAhead<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const realNow = performance.now.bind(performance)
  const ahead = vi.spyOn(performance, 'now').mockImplementation(() => realNow() + ms)
  try {
    return await fn()
  } finally {
    ahead.mockRestore()
  }
}
