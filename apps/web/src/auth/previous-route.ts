import { PREVIOUS_ROUTE_STORAGE_KEY } from '@rezervo/shared/constants'
import type { createBrowserRouter, Location } from 'react-router'
import { dashboardPaths } from '../lib/dashboard-paths'
import { localStore } from '../lib/web-storage'
import { isAuthScreenPath, isSignOutNavigation, safeRedirectTarget } from './auth-paths'

/**
 * The full path (path, query, hash) of the route before the current one, account screens skipped (spec §2).
 * It is a link on the account screens, so it goes through the `?redirect=` check: the SPA answers any path of
 * the site, `//evil.example/` too, and a link to that path would be another host (issue 31).
 */
export function readPreviousRoute(): string | null {
  const stored = localStore()?.getItem(PREVIOUS_ROUTE_STORAGE_KEY)
  return safeRedirectTarget(stored, '', location.origin) || null
}

export function fullPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`
}

/**
 * Records the route being left after each completed navigation. It listens to the router itself rather than
 * in an effect, so the stored value is already current when the next screen renders (its "back" link).
 */
export function rememberPreviousRoutes(
  router: Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>,
): () => void {
  let current = router.state.location
  return router.subscribe((state) => {
    if (state.location.key === current.key) return
    const left = current
    current = state.location
    // Signing out has just cleared the whole storage (spec §4); the page left behind is not remembered either.
    if (isSignOutNavigation(state.location.state)) return
    if (!isAuthScreenPath(left.pathname)) localStore()?.setItem(PREVIOUS_ROUTE_STORAGE_KEY, fullPath(left))
  })
}

/**
 * Records `location` as the route being left for a document load (to a light page, decision 050), which the
 * router's own record above never sees completed; an account screen is skipped as there.
 */
export function rememberRouteLeft(location: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  if (!isAuthScreenPath(location.pathname))
    localStore()?.setItem(PREVIOUS_ROUTE_STORAGE_KEY, fullPath(location))
}

/**
 * The server-rendered branch page runs no script, so it cannot record itself. When the app starts from a
 * link on such a page, the same-origin referrer is the route that was left.
 */
export function rememberReferrerRoute(referrer: string, origin: string) {
  if (!referrer) return
  let url: URL
  try {
    url = new URL(referrer)
  } catch {
    return
  }
  if (url.origin !== origin || isAuthScreenPath(url.pathname)) return
  localStore()?.setItem(PREVIOUS_ROUTE_STORAGE_KEY, fullPath(url))
}

/**
 * A light page's start (decision 050): the same-origin page it was opened from is the route left, as for the
 * SPA's start above, when the navigation was a fresh one (a followed link; a reload keeps the old referrer).
 * The SPA's own ways to a light page remember the route in its router already; the one plain document load out
 * of the dashboard is signing out, which must leave nothing of it behind (spec §4), so a dashboard referrer is
 * skipped.
 */
export function rememberLightPageReferrer(
  referrer = globalThis.document?.referrer ?? '',
  navigationType = (
    performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  )?.type,
) {
  if (navigationType !== undefined && navigationType !== 'navigate') return
  let path: string
  try {
    path = new URL(referrer).pathname
  } catch {
    return
  }
  if (path === dashboardPaths.overview || path.startsWith(`${dashboardPaths.overview}/`)) return
  rememberReferrerRoute(referrer, location.origin)
}
