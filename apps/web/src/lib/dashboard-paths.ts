/**
 * The dashboard's URLs, one per section (decision 013). They are a contract with bookmarks, e-mails and the
 * tests, so they stay when code moves; any feature may link to a section through this module, which imports
 * nothing. The keys are the URLs' own names: /dashboard/services holds the items, /dashboard/settings the
 * profile. The shell (app/dashboard-shell) builds the navigation on them.
 */
export const dashboardPaths = {
  overview: '/dashboard',
  reservations: '/dashboard/reservations',
  payments: '/dashboard/payments',
  statistics: '/dashboard/statistics',
  customers: '/dashboard/customers',
  services: '/dashboard/services',
  workers: '/dashboard/workers',
  branches: '/dashboard/branches',
  companies: '/dashboard/companies',
  settings: '/dashboard/settings',
} as const

export type DashboardSection = keyof typeof dashboardPaths

/**
 * The overview's search parameter naming a screen the member's role could not open (the route guard's
 * redirect, decision 078), so the overview can say why the member landed there.
 */
export const FORBIDDEN_PARAM = 'forbidden'
