import type { Access, Area } from '@rezervo/shared/team/permissions'
import { can } from '@rezervo/shared/team/permissions'
import { redirect } from 'react-router'
import { loadCurrentRole } from '../../companies'
import { dashboardPaths } from '../../lib/dashboard-paths'

/**
 * A dashboard route's loader: a screen the member's role cannot use (the permissions table, decision 037)
 * redirects to the overview instead of showing a screen whose calls would all answer 404. An unknown role
 * (still signed out, offline) lets the screen load and report for itself.
 */
export function requireArea(area: Area, access: Access = 'read') {
  return async () => {
    const role = await loadCurrentRole()
    if (role !== null && !can(role, area, access)) return redirect(dashboardPaths.overview)
    return null
  }
}
