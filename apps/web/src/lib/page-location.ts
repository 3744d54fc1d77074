import { SCROLL_DELAY_MS } from '@rezervo/shared/constants'
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'

/**
 * The address of a light entry's page (decision 052): what React Router gives the SPA, for a page that runs
 * without it. The browser's history is the one store: `navigate` pushes or replaces an entry, Back and Forward
 * come back as `popstate`, and components read the current address through `useSyncExternalStore`. Each entry
 * this page pushes carries its depth (`history.state.idx`, as React Router keeps it), so the page knows whether
 * Back stays on it (`canGoBack`) or would leave it.
 */
export interface PageLocation {
  pathname: string
  search: string
  hash: string
  /** 0 for the entry the page was opened on, one more for each entry it pushed after it. */
  index: number
  /** How the page got here: opened, `navigate` (push or replace), or Back/Forward. */
  navigation: 'load' | 'push' | 'replace' | 'pop'
}

const listeners = new Set<() => void>()
let current: PageLocation | undefined
let lastNavigation: PageLocation['navigation'] = 'load'

function indexOf(state: unknown): number | undefined {
  const idx = (state as { idx?: unknown } | null)?.idx
  return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0 ? idx : undefined
}

function read(): PageLocation {
  const { pathname, search, hash } = window.location
  const index = indexOf(window.history.state) ?? 0
  if (
    current?.pathname === pathname &&
    current.search === search &&
    current.hash === hash &&
    current.index === index &&
    current.navigation === lastNavigation
  )
    return current
  current = { pathname, search, hash, index, navigation: lastNavigation }
  return current
}

function notify() {
  for (const listener of listeners) listener()
}

function onPopState() {
  lastNavigation = 'pop'
  notify()
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('popstate', onPopState)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('popstate', onPopState)
  }
}

/** The current address (outside React: for handlers and tests). */
export function pageLocation(): PageLocation {
  // The entry the page was opened on gets its depth once, so a reload keeps it and Back knows where it is.
  if (indexOf(window.history.state) === undefined)
    window.history.replaceState({ ...(window.history.state ?? {}), idx: 0 }, '')
  return read()
}

/**
 * Goes to `to` (a path, a `?search` or anything a URL resolves against the current address) on this page: a
 * new history entry, or with `replace` the current one. Another origin is refused (a document navigation is
 * an anchor's job).
 */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}) {
  const url = new URL(to, window.location.href)
  if (url.origin !== window.location.origin) throw new Error(`navigate: ${to} is on another origin`)
  const index = pageLocation().index
  const href = `${url.pathname}${url.search}${url.hash}`
  if (replace) window.history.replaceState({ idx: index }, '', href)
  else window.history.pushState({ idx: index + 1 }, '', href)
  lastNavigation = replace ? 'replace' : 'push'
  notify()
}

/** Whether the previous history entry is this page's own (so Back walks a step, not away). */
export const canGoBack = () => pageLocation().index > 0

export function goBack() {
  window.history.back()
}

/** Re-renders on every change of the address. */
export function usePageLocation(): PageLocation {
  return useSyncExternalStore(subscribe, pageLocation, pageLocation)
}

/**
 * Spec §2 on this page: after a step forward (a pushed entry) the page scrolls smoothly to the top after
 * SCROLL_DELAY_MS; Back and Forward leave the position to the browser, which restores the entry's own. A
 * replaced entry (a service ticked, another day) stays where it is.
 */
export function useScrollToTopOnPush(location: PageLocation): void {
  useEffect(() => {
    if (location.navigation !== 'push') return
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    const timer = setTimeout(
      () => window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' }),
      SCROLL_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [location])
}

/** The search params and a setter that pushes (or replaces) them on the current path. */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: { replace?: boolean }) => void,
] {
  const { search } = usePageLocation()
  const params = useMemo(() => new URLSearchParams(search), [search])
  const set = useCallback((next: URLSearchParams, options?: { replace?: boolean }) => {
    const query = next.toString()
    navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, options)
  }, [])
  return [params, set]
}
