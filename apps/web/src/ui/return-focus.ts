import { useRef } from 'react'

/**
 * Radix dialogs give focus back only to their own Trigger. A dialog opened from state (a calendar event, a
 * server's answer, the URL) has none, so focus would fall to the page's body on close. This remembers what
 * had focus in the render that opens the dialog (before radix moves focus into it) and returns a handler for
 * `onCloseAutoFocus` that gives focus back to it, or, when that element is gone (re-drawn meanwhile), to
 * what `fallback` finds (issue 18).
 */
export function useReturnFocus(open: boolean, fallback?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null)
  const wasOpen = useRef(false)
  if (open && !wasOpen.current) {
    const active = globalThis.document?.activeElement
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null
  }
  wasOpen.current = open
  return (event: Event) => {
    const target = opener.current?.isConnected ? opener.current : (fallback?.() ?? null)
    if (!target) return
    event.preventDefault()
    target.focus()
  }
}
