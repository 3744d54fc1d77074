import type { Access, Area } from '@rezervo/shared/team/permissions'
import { redirect } from 'react-router'
import { AUTH_USER_QUERY_KEY, readStoredUser } from '../../auth'
import { dashboardPaths } from '../../lib/dashboard-paths'
import { queryClient } from '../../lib/query-client'

/**
 * A dashboard route's loader: a screen the member's role cannot use (the permissions table, decision 037)
 * redirects to the overview instead of showing a screen whose calls would all answer 404. An unknown role
 * (still signed out, offline) lets the screen load and report for itself.
 *
 * The table and the company queries are imported when a guarded screen is first opened, not with the entry:
 * the route table is part of every first load, and they would bring the schema library (zod) and the
 * companies feature into the login's and the booking flow's first load (issue 16's budgets).
 */
export function requireArea(area: Area, access: Access = 'read') {
  return async () => {
    // Nobody signed in on this device: the dashboard's own guard, running beside this loader, sends them to
    // sign in; asking for their companies here would only earn a 401.
    if (!(queryClient.getQueryData(AUTH_USER_QUERY_KEY) ?? readStoredUser())) return null
    const [{ can }, { loadCurrentRole }] = await Promise.all([
      import('@rezervo/shared/team/permissions'),
      import('../../companies'),
    ])
    const role = await loadCurrentRole()
    if (role !== null && !can(role, area, access)) return redirect(dashboardPaths.overview)
    return null
  }
}
