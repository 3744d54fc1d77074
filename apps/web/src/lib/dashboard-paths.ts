/** The dashboard's sections; later issues fill them in, the navigation and the guard already know them. */
export const dashboardSections = [
  'overview',
  'reservations',
  'payments',
  'customers',
  'services',
  'workers',
  'branches',
  'companies',
  'settings',
] as const
export type DashboardSection = (typeof dashboardSections)[number]

export const dashboardPaths: Record<DashboardSection, string> = {
  overview: '/dashboard',
  reservations: '/dashboard/reservations',
  payments: '/dashboard/payments',
  customers: '/dashboard/customers',
  services: '/dashboard/services',
  workers: '/dashboard/workers',
  branches: '/dashboard/branches',
  companies: '/dashboard/companies',
  settings: '/dashboard/settings',
}
