import { useEffect, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { etagOf } from '../../lib/record-version'
import { sessionStore } from '../../lib/web-storage'
import type { RecordVersion } from './record-version'

/**
 * A record form's unsaved values, per record, in sessionStorage (issue 22): a session that expires while the
 * form is open sends the owner to sign in, and the same tab comes back to the form with what they typed. The
 * draft keeps the ETag it was typed against, so a draft of a record changed meanwhile meets the 412 notice.
 */
interface StoredDraft {
  values: unknown
  etag?: string
}

const storageKey = (key: string) => `rezervo:record-draft:${key}`

function read(key: string): StoredDraft | undefined {
  try {
    const text = sessionStore()?.getItem(storageKey(key))
    return text ? (JSON.parse(text) as StoredDraft) : undefined
  } catch {
    return undefined
  }
}

function write(key: string, draft: StoredDraft | undefined) {
  try {
    if (draft) sessionStore()?.setItem(storageKey(key), JSON.stringify(draft))
    else sessionStore()?.removeItem(storageKey(key))
  } catch {
    // A full or blocked storage only means no draft.
  }
}

/**
 * Keeps the form's values as a draft under `key` (undefined: none) while they differ from the record's, and
 * puts a kept draft back into the form when it opens. `restored` says a draft came back; `discard` drops it.
 */
export function useRecordDraft<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  key: string | undefined,
  version: RecordVersion | null,
) {
  const [restored, setRestored] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a draft is restored once, when the form opens
  useEffect(() => {
    if (!key) return
    const draft = read(key)
    if (draft) {
      form.reset(draft.values as Values, { keepDefaultValues: true })
      if (version && draft.etag) version.etag.current = draft.etag
      setRestored(true)
    }
    const subscription = form.watch((values) => {
      const unchanged = JSON.stringify(values) === JSON.stringify(form.formState.defaultValues)
      write(key, unchanged ? undefined : { values, etag: version?.etag.current })
    })
    return () => subscription.unsubscribe()
  }, [key])
  return {
    restored,
    /** After a save, or to throw the draft away: the form's values are no longer kept. */
    clear: () => {
      if (key) write(key, undefined)
      setRestored(false)
    },
    discard: () => {
      if (key) write(key, undefined)
      setRestored(false)
      form.reset()
      if (version) version.etag.current = etagOf(version.loaded)
    },
  }
}
