import type { Access, Area } from '@rezervo/shared/team/permissions'
import { redirect } from 'react-router'
import { AUTH_USER_QUERY_KEY, readStoredUser } from '../../auth'
import { dashboardPaths, FORBIDDEN_PARAM } from '../../lib/dashboard-paths'
import { queryClient } from '../../lib/query-client'

/**
 * A dashboard route's loader: a screen the member's role cannot use (the permissions table, decision 037)
 * redirects to the overview instead of showing a screen whose calls would all answer 404, and says so: the
 * overview reads the refused address from `?forbidden=` and shows a notice naming it (issue 37, decision 078). An unknown role
 * (still signed out, offline) lets the screen load and report for itself.
 *
 * The table and the company queries are imported when a guarded screen is first opened, not with the entry:
 * the route table is part of every first load, and they would bring the schema library (zod) and the
 * companies feature into the login's and the booking flow's first load (issue 16's budgets).
 */
export function requireArea(area: Area, access: Access = 'read') {
  return async ({ request }: { request: Request }) => {
    // Nobody signed in on this device: the dashboard's own guard, running beside this loader, sends them to
    // sign in; asking for their companies here would only earn a 401.
    if (!(queryClient.getQueryData(AUTH_USER_QUERY_KEY) ?? readStoredUser())) return null
    const [{ can }, { loadCurrentRole }] = await Promise.all([
      import('@rezervo/shared/team/permissions'),
      import('../../companies'),
    ])
    const role = await loadCurrentRole()
    if (role !== null && !can(role, area, access)) return redirect(forbiddenRedirect(request.url))
    return null
  }
}

/** The overview's address saying which screen was refused (its path and search). */
export function forbiddenRedirect(url: string): string {
  const refused = new URL(url)
  const params = new URLSearchParams({ [FORBIDDEN_PARAM]: `${refused.pathname}${refused.search}` })
  return `${dashboardPaths.overview}?${params}`
}
