import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, instant, updatedAt } from './columns'

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text().notNull(),
    surname: text().notNull(),
    email: text().notNull(),
    phone: text(),
    passwordHash: text().notNull(),
    locale: text().notNull().default('cs'),
    emailVerifiedAt: instant(),
    /**
     * The company the user worked in last (the switcher's choice), opened first after the next sign-in on any
     * device. No foreign key: the web honours it only while the user is still a member of a live company.
     */
    lastCompanyId: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
)

/** Server-side sessions, shared by every API process (the session cookie holds only the id). */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text().notNull(),
    remember: boolean().notNull().default(false),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    lastActivityAt: instant().notNull(),
    expiresAt: instant().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

/** Personal access tokens (bearer); only the SHA-256 of the token is stored. */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    lastUsedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pat_token_hash_unique').on(t.tokenHash), index('pat_user_idx').on(t.userId)],
)

export const passwordResetTokens = pgTable('password_reset_tokens', {
  email: text().primaryKey(),
  tokenHash: text().notNull(),
  createdAt: instant().notNull(),
})

/**
 * Fixed-window counters for rate limits, shared by every API process. Ended windows are swept by the
 * housekeeping job (decision 071) in batches read off `rate_limits_reset_at_idx`.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetAt: instant().notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
)

/**
 * Who runs a job that only one API process may run at a time (decision 071): the holder took the lease and
 * keeps it by taking it again before `expiresAt`; once it has expired (its process died), another may.
 */
export const jobLeases = pgTable('job_leases', {
  name: text().primaryKey(),
  holder: text().notNull(),
  expiresAt: instant().notNull(),
})
