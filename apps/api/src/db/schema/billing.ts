import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { companies } from './business'
import { createdAt, id, instant, updatedAt } from './columns'

/**
 * The plans a company can subscribe to (decision 032). Plans are rows, seeded by the migration, so a price or a
 * limit changes with one UPDATE. Prices are whole Czech crowns without VAT; a null limit means no limit.
 */
export const plans = pgTable('plans', {
  /** A stable key: 'zdarma', 'start', 'profi'. */
  id: text().primaryKey(),
  name: text().notNull(),
  /** Order on the screen and "higher plan" (the trial takes the highest). */
  rank: integer().notNull(),
  monthlyPriceCzk: integer().notNull(),
  yearlyPriceCzk: integer().notNull(),
  /** Per cent, 21 for the basic Czech rate. */
  vatRate: integer().notNull().default(21),
  maxBranches: integer(),
  maxWorkers: integer(),
  maxReservationsPerMonth: integer(),
  smsPerMonth: integer().notNull().default(0),
  statistics: boolean().notNull().default(false),
  staffRoles: boolean().notNull().default(false),
  /** A plan no longer offered stays for the companies on it. */
  offered: boolean().notNull().default(true),
})

/** One subscription per company; its state changes lazily on read and by the worker loop's job (decision 032). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    companyId: integer()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: text()
      .notNull()
      .references(() => plans.id),
    interval: text().$type<'month' | 'year'>().notNull().default('month'),
    status: text().$type<'trialing' | 'active' | 'past_due' | 'canceled'>().notNull(),
    trialEndsAt: instant(),
    currentPeriodEnd: instant(),
    /** When the unpaid period ended; the grace counts from here. */
    pastDueSince: instant(),
    paymentMethod: text().$type<'card' | 'bank_transfer'>(),
    /** Raised by every change: two instances applying the same transition update the row once. */
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_due_idx').on(t.status, t.trialEndsAt),
    check('subscriptions_interval_check', sql`${t.interval} in ('month', 'year')`),
    check('subscriptions_status_check', sql`${t.status} in ('trialing', 'active', 'past_due', 'canceled')`),
    check(
      'subscriptions_payment_method_check',
      sql`${t.paymentMethod} is null or ${t.paymentMethod} in ('card', 'bank_transfer')`,
    ),
  ],
)

/**
 * A company's SMS credits: the plan's monthly allowance (reset when a new month starts, on the company's first
 * SMS or read of that month) and bought packs, which do not expire. An SMS spends the allowance first.
 */
export const smsCreditBalances = pgTable(
  'sms_credit_balances',
  {
    companyId: integer()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    allowanceRemaining: integer().notNull().default(0),
    /** The month ('2026-11', Prague time) the allowance was last granted for. */
    allowanceMonth: text(),
    purchased: integer().notNull().default(0),
    /** Set when an SMS was first refused for want of credit; cleared when credits are added. One email per run dry. */
    exhaustedNotifiedAt: instant(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('sms_credit_balances_allowance_check', sql`${t.allowanceRemaining} >= 0`),
    check('sms_credit_balances_purchased_check', sql`${t.purchased} >= 0`),
  ],
)

/** Every change of a company's SMS credits: a grant, a bought pack, a spent SMS. */
export const smsCreditLedger = pgTable(
  'sms_credit_ledger',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text().$type<'allowance' | 'pack' | 'spent'>().notNull(),
    delta: integer().notNull(),
    outboxMessageId: integer(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_credit_ledger_company_idx').on(t.companyId, t.createdAt)],
)
