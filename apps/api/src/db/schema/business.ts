import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { nameOrder } from '../name-order'
import { users } from './accounts'
import { categories } from './catalog'
import { createdAt, id, instant, updatedAt } from './columns'

export interface StoredInterval {
  start: number
  end: number
}

export const companies = pgTable('companies', {
  id: id(),
  name: text().notNull(),
  cin: text(),
  tin: text(),
  street: text(),
  houseNumber: text(),
  city: text(),
  zip: text(),
  country: text().notNull().default('CZ'),
  billingName: text(),
  billingEmail: text(),
  iban: text(),
  archivedAt: instant(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** owner | manager | reception | worker (packages/shared/src/team/permissions.ts, decision 037). */
    role: text().notNull().default('owner'),
    /** For the role worker: the worker record this account is (issue 20). */
    workerId: integer().references((): AnyPgColumn => workers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('company_members_user_idx').on(t.userId),
    index('company_members_worker_idx').on(t.workerId),
    check('company_members_role_check', sql`${t.role} in ('owner', 'manager', 'reception', 'worker')`),
  ],
)

export const branches = pgTable(
  'branches',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    categoryId: integer().references(() => categories.id),
    name: text().notNull(),
    slug: text().notNull(),
    street: text(),
    houseNumber: text(),
    city: text(),
    zip: text(),
    country: text().notNull().default('CZ'),
    phone: text(),
    email: text(),
    description: text(),
    photoUrl: text(),
    /** The branch page's photo carousel, in order; uploaded /media/ addresses or http(s) ones. */
    galleryUrls: jsonb().$type<string[]>().notNull().default([]),
    timeZone: text().notNull().default('Europe/Prague'),
    openOnPublicHolidays: boolean().notNull().default(false),
    minNoticeMinutes: integer().notNull().default(60),
    horizonDays: integer().notNull().default(60),
    slotStepMinutes: integer().notNull().default(15),
    cancellationDeadlineHours: integer().notNull().default(24),
    maxUpcomingPerCustomer: integer().notNull().default(3),
    archivedAt: instant(),
    /** Set when the plan allows fewer: hidden from booking and read-only, never deleted (decision 032). */
    suspendedAt: instant(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('branches_slug_unique').on(t.slug), index('branches_company_idx').on(t.companyId)],
)

/** Weekly opening hours: one row per interval (several a day allowed), in local wall minutes. */
export const branchOpeningHours = pgTable(
  'branch_opening_hours',
  {
    id: id(),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    isoWeekday: integer().notNull(),
    startMinute: integer().notNull(),
    endMinute: integer().notNull(),
  },
  (t) => [index('branch_opening_hours_branch_idx').on(t.branchId)],
)

/** A date that replaces the weekly hours: closed, or special hours. */
export const branchExceptions = pgTable(
  'branch_exceptions',
  {
    id: id(),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    closed: boolean().notNull(),
    intervals: jsonb().$type<StoredInterval[]>().notNull().default([]),
    note: text(),
  },
  (t) => [uniqueIndex('branch_exceptions_branch_date_unique').on(t.branchId, t.date)],
)

/** A company's own grouping of its services on the branch page. */
export const itemCategories = pgTable(
  'item_categories',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    name: text().notNull(),
    slug: text().notNull(),
    position: integer().notNull().default(0),
    archivedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [index('item_categories_company_idx').on(t.companyId)],
)

export const items = pgTable(
  'items',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    itemCategoryId: integer().references(() => itemCategories.id),
    name: text().notNull(),
    description: text(),
    durationMinutes: integer().notNull(),
    durationUnit: text().$type<'minutes' | 'hours'>().notNull().default('minutes'),
    /** Whole Czech crowns. */
    priceCzk: integer().notNull(),
    bufferAfterMinutes: integer().notNull().default(0),
    bookableOnline: boolean().notNull().default(true),
    active: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    archivedAt: instant(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('items_company_idx').on(t.companyId)],
)

export const workers = pgTable(
  'workers',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    name: text().notNull(),
    positions: jsonb().$type<string[]>().notNull().default([]),
    email: text(),
    phone: text(),
    photoUrl: text(),
    color: text().notNull().default('#2563eb'),
    archivedAt: instant(),
    /** Set when the plan allows fewer: hidden from booking and read-only, never deleted (decision 032). */
    suspendedAt: instant(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('workers_company_idx').on(t.companyId)],
)

export const workerBranches = pgTable(
  'worker_branches',
  {
    workerId: integer()
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.workerId, t.branchId] })],
)

export const workerItems = pgTable(
  'worker_items',
  {
    workerId: integer()
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.workerId, t.itemId] })],
)

/** Weekly working hours of a worker at one branch, in local wall minutes. */
export const workingHours = pgTable(
  'working_hours',
  {
    id: id(),
    workerId: integer()
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    isoWeekday: integer().notNull(),
    startMinute: integer().notNull(),
    endMinute: integer().notNull(),
  },
  (t) => [index('working_hours_worker_idx').on(t.workerId, t.branchId)],
)

/** Holiday and sickness take time away; extra hours add it. */
export const workerExceptions = pgTable(
  'worker_exceptions',
  {
    id: id(),
    workerId: integer()
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    branchId: integer().references(() => branches.id, { onDelete: 'cascade' }),
    kind: text().$type<'holiday' | 'sickness' | 'extra'>().notNull(),
    startsAt: instant().notNull(),
    endsAt: instant().notNull(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('worker_exceptions_worker_idx').on(t.workerId, t.startsAt)],
)

export const customers = pgTable(
  'customers',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    firstName: text().notNull(),
    surname: text().notNull(),
    email: text(),
    phone: text(),
    note: text(),
    locale: text().notNull().default('cs'),
    consentAt: instant(),
    /** Lower-case, accent-free name, email and phone digits, for accent-insensitive search. */
    searchText: text().notNull().default(''),
    erasedAt: instant(),
    /** Set instead of deleting when reservations refer to the customer. */
    archivedAt: instant(),
    /** Set with archived_at when the owner merged this customer into another; its record stays readable. */
    mergedIntoCustomerId: integer().references((): AnyPgColumn => customers.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customers_company_idx').on(t.companyId),
    // One live customer per email in a company, whatever its case (a customer is identified by email alone);
    // archived ones keep theirs for the history.
    uniqueIndex('customers_company_lower_email_unique')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null and ${t.archivedAt} is null`),
    index('customers_company_phone_idx').on(t.companyId, t.phone),
    // The customer list's order (by name, accents aside): its first page without sorting every live customer.
    index('customers_company_name_idx')
      .on(t.companyId, nameOrder(t.surname), nameOrder(t.firstName), t.id)
      .where(sql`${t.archivedAt} is null`),
  ],
)

/** Key-value settings of the installation (for example the featured branch of Home). */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
})
