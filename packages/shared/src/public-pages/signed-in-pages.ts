import { loginPathFor } from './account-paths'

/** The dashboard's root; every address under it is for a signed-in member only (the SPA's guard). */
export const DASHBOARD_ROOT = '/dashboard'

/** Whether `pathname` (no query) is the dashboard or an address under it. */
export function isDashboardPath(pathname: string): boolean {
  return pathname === DASHBOARD_ROOT || pathname.startsWith(`${DASHBOARD_ROOT}/`)
}

/**
 * Where a visit of `url` (path and query, as the request line has it) goes when the visitor is certainly
 * signed out (decision 057): the login, returning to `url` afterwards, for a dashboard address; undefined for
 * any other page.
 */
export function signedOutDestination(url: string): string | undefined {
  const pathname = url.split('?', 1)[0] ?? url
  return isDashboardPath(pathname) ? loginPathFor(url) : undefined
}
