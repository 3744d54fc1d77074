import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { branches, companies, workers } from './business'
import { createdAt, id, updatedAt } from './columns'

/**
 * A private ICS subscription of one worker's or one branch's reservations (decision 039). The token is the
 * whole secret of the URL: it is kept as it is, since the dashboard shows the URL again; regenerating replaces
 * it (the old URL answers 404) and revoking deletes the row.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workerId: integer().references(() => workers.id, { onDelete: 'cascade' }),
    branchId: integer().references(() => branches.id, { onDelete: 'cascade' }),
    token: text().notNull(),
    /** What SUMMARY says of the customer: 'first_name' (default) or 'full' (full name and phone). */
    detail: text().$type<'first_name' | 'full'>().notNull().default('first_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_unique').on(t.token),
    uniqueIndex('calendar_feeds_worker_unique').on(t.workerId),
    uniqueIndex('calendar_feeds_branch_unique').on(t.branchId),
    index('calendar_feeds_company_idx').on(t.companyId),
    check('calendar_feeds_one_owner', sql`(${t.workerId} is null) <> (${t.branchId} is null)`),
    check('calendar_feeds_detail', sql`${t.detail} in ('first_name', 'full')`),
  ],
)
