/**
 * The ETag a record came with (decision 027), kept beside the record's object rather than in it, so the
 * record stays the API's shape. A form saves with the tag of the record it was filled from (If-Match), and a
 * save that someone else's change made stale answers 412 stale_record.
 */
const etags = new WeakMap<object, string>()

/** Remembers the ETag of the answer a record object came in; answers the record. */
export function withEtag<T>(record: T, etag: string | null | undefined): T {
  if (etag && typeof record === 'object' && record !== null) etags.set(record, etag)
  return record
}

/** The ETag the record object came with, if the API sent one. */
export function etagOf(record: unknown): string | undefined {
  return typeof record === 'object' && record !== null ? etags.get(record) : undefined
}

/** The If-Match header of a save made to the version with this tag (none when it is unknown). */
export function ifMatchHeaders(etag: string | undefined): Record<string, string> {
  return etag ? { 'If-Match': etag } : {}
}

/** The code of a 412 answer: someone else changed the record since it was loaded. */
export const STALE_RECORD = 'stale_record'
