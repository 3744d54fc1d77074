import type { ReactNode } from 'react'

/** The hint and error lines under a form control; their ids feed the control's aria-describedby. */
export function fieldDescriptionIds(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <div id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 flex gap-1 text-sm font-medium text-red-700">
          <span aria-hidden="true">!</span>
          {error}
        </p>
      )}
    </>
  )
}
