import { COMPANY_ROLES, type CompanyRole } from './roles'

export type { CompanyRole }

/** What a member can do in an area: read (GET) or change (every other method). */
export type Access = 'read' | 'write'

const ALL: readonly CompanyRole[] = COMPANY_ROLES
const FRONT_DESK: readonly CompanyRole[] = ['owner', 'manager', 'reception']
const MANAGEMENT: readonly CompanyRole[] = ['owner', 'manager']
const OWNER: readonly CompanyRole[] = ['owner']
const WORKER: readonly CompanyRole[] = ['worker']
const MANAGEMENT_AND_WORKER: readonly CompanyRole[] = ['owner', 'manager', 'worker']

/**
 * THE permissions table: who may read and who may change each area. The server refuses a company route
 * whose area does not allow the member's role (404, like an unknown id), and the web shows only the
 * navigation, buttons and screens the same table allows. A worker's reads of calendar, reservations,
 * overview and customers are further narrowed to their own worker's reservations (decision 037).
 */
export const PERMISSIONS = {
  /** The company's name and the member's role (GET /): everyone; its details: management. */
  company: { read: ALL, write: MANAGEMENT },
  /** Deleting (or archiving) the whole company. */
  company_delete: { read: OWNER, write: OWNER },
  /** The dashboard's overview of a day (a worker: their own reservations). */
  overview: { read: ALL, write: MANAGEMENT },
  /** The first-run checklist (company, branch, services, workers, hours, link): for those who set these up. */
  setup: { read: MANAGEMENT, write: MANAGEMENT },
  /** The calendar feed (a worker: their own column). */
  calendar: { read: ALL, write: ALL },
  /** Reservations: list, detail, create, move, cancel, attendance (a worker: their own). */
  reservations: { read: ALL, write: ALL },
  /** Customers (a worker: name, phone and note of their own reservations' customers, no changes). */
  customers: { read: ALL, write: FRONT_DESK },
  /**
   * Erasing a customer's personal data on their request (anonymising): it cannot be undone, so it is the
   * management's, not the front desk's, who can still edit, merge and archive customers (issue 37, decision 078).
   */
  customer_erasure: { read: MANAGEMENT, write: MANAGEMENT },
  /**
   * The overview's turnover (Tržby): the business's takings are the management's figures, as statistics are;
   * a worker sees their own, as before. Reception sees the day without it (issue 37, decision 078).
   */
  turnover: { read: MANAGEMENT_AND_WORKER, write: MANAGEMENT },
  /** Payments of reservations and the payments overview. */
  payments: { read: FRONT_DESK, write: FRONT_DESK },
  /** CSV exports of reservations, customers and payments. */
  exports: { read: MANAGEMENT, write: MANAGEMENT },
  /** The services and their categories: everyone reads them to book, management changes them. */
  services: { read: ALL, write: MANAGEMENT },
  /** Workers and their exceptions: the front desk reads them to book, management changes them. */
  workers: { read: FRONT_DESK, write: MANAGEMENT },
  /** Branches: everyone reads them (the calendar is a branch's), management changes them. */
  branches: { read: ALL, write: MANAGEMENT },
  /** Photos uploaded for branches, workers and services. */
  media: { read: MANAGEMENT, write: MANAGEMENT },
  /** Company settings: notification settings and the delivery log. */
  settings: { read: MANAGEMENT, write: MANAGEMENT },
  /** Which messages the company sends (the settings' notification screen and its log). */
  notifications: { read: MANAGEMENT, write: MANAGEMENT },
  /** Statistics and charts. */
  statistics: { read: MANAGEMENT, write: MANAGEMENT },
  /** The plan, SMS credits and Rezervo's invoices to the company. */
  billing: { read: OWNER, write: OWNER },
  /** Members, invitations and their audit log. */
  members: { read: OWNER, write: OWNER },
  /**
   * A worker's own calendar address (decision 039): theirs to see, renew and revoke. The other roles manage
   * feeds on the worker's record (area workers), so this one is the worker's alone.
   */
  own_calendar_feed: { read: WORKER, write: WORKER },
  /** The member's own choices about the company (the one they opened last): every member's, on any plan. */
  own_choices: { read: ALL, write: ALL },
} as const satisfies Record<string, { read: readonly CompanyRole[]; write: readonly CompanyRole[] }>

export type Area = keyof typeof PERMISSIONS
export const AREAS = Object.keys(PERMISSIONS) as Area[]

export const isArea = (value: unknown): value is Area =>
  typeof value === 'string' && Object.hasOwn(PERMISSIONS, value)

/** Whether the role may read (or change) the area. */
export function can(role: CompanyRole, area: Area, access: Access = 'read'): boolean {
  return (PERMISSIONS[area][access] as readonly CompanyRole[]).includes(role)
}

/** A request's access by its HTTP method: GET and HEAD read, the rest write. */
export const accessOfMethod = (method: string): Access =>
  method === 'GET' || method === 'HEAD' ? 'read' : 'write'

/**
 * Whether the role's reads are narrowed to one worker's reservations (and the customers of those).
 */
export const seesOnlyOwnWork = (role: CompanyRole) => role === 'worker'

/**
 * Roles other than owner are a feature of plans with staff roles (decision 032's `features.staff_roles`):
 * after a downgrade such members keep reading, but their changes are refused with the plan's message
 * (decision 037). The owner is never limited.
 */
export const needsStaffRolesPlan = (role: CompanyRole, area: Area) =>
  role !== 'owner' && area !== 'own_choices'
