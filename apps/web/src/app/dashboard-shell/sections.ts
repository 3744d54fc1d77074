import { type Access, type Area, type CompanyRole, can } from '@rezervo/shared/team/permissions'
import type { DashboardSection } from '../../lib/dashboard-paths'

/** The sections in the order the menu shows them. */
const dashboardSections: readonly DashboardSection[] = [
  'overview',
  'reservations',
  'payments',
  'statistics',
  'customers',
  'services',
  'workers',
  'branches',
  'companies',
  'settings',
]

/**
 * What a section's screen needs of the permissions table (decision 037); the route guards of
 * routes/dashboard-routes.ts ask the same. The back-office sections of services, workers and branches are
 * for changing them, so they need the right to write; the others to read.
 */
export const SECTION_ACCESS: Record<DashboardSection, readonly [Area, Access]> = {
  overview: ['overview', 'read'],
  reservations: ['calendar', 'read'],
  payments: ['payments', 'read'],
  statistics: ['statistics', 'read'],
  customers: ['customers', 'read'],
  services: ['services', 'write'],
  workers: ['workers', 'write'],
  branches: ['branches', 'write'],
  companies: ['company', 'read'],
  // The company's settings; everyone's own profile (the same screen) is the account controls' name link.
  settings: ['settings', 'read'],
}

/** Sections offered before the role is known (or without any company yet): everyone's. */
const EVERYONES: readonly DashboardSection[] = ['overview', 'companies']

/** The menu's sections for the member's role in the current company (null: not known yet, or no company). */
export function visibleSections(role: CompanyRole | null): DashboardSection[] {
  return dashboardSections.filter((section) =>
    role === null ? EVERYONES.includes(section) : can(role, ...SECTION_ACCESS[section]),
  )
}
