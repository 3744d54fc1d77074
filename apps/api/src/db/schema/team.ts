import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { companies, workers } from './business'
import { createdAt, id, instant } from './columns'

/**
 * An owner's invitation of a person by email into a company with a role (issue 20, decision 038). Only the
 * SHA-256 of the link's random token is stored; a resend replaces it (the old link stops working).
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: text().notNull(),
    workerId: integer().references(() => workers.id, { onDelete: 'set null' }),
    tokenHash: text().notNull(),
    invitedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The inviter's language, which the email speaks. */
    locale: text().notNull().default('cs'),
    sentAt: instant().notNull(),
    expiresAt: instant().notNull(),
    acceptedAt: instant(),
    acceptedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_invitations_token_unique').on(t.tokenHash),
    index('company_invitations_company_idx').on(t.companyId, t.email),
  ],
)

/**
 * Every change to a company's members, as it happened: the actor (kept by name and email, so the entry
 * outlives the account), what was done, to which address, with which role.
 */
export const memberAuditLog = pgTable(
  'member_audit_log',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorName: text(),
    actorEmail: text(),
    action: text().notNull(),
    targetEmail: text().notNull(),
    role: text().notNull(),
    createdAt: instant().notNull(),
  },
  (t) => [index('member_audit_log_company_idx').on(t.companyId, t.createdAt)],
)
