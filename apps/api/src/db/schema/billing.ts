import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
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
    /** The card payment provider's customer and saved card (decision 034); never card data themselves. */
    providerCustomerId: text(),
    providerPaymentMethodId: text(),
    /** What the screen shows of the saved card: 'Visa •••• 4242'. */
    cardLabel: text(),
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

/**
 * Every webhook of the payment provider, stored before anything is done about it and answered 2xx once stored
 * (decision 034). `processed_at` is set in the transaction that acts on it, so a crash between storing and
 * acting leaves the row for the worker loop's job; a replay of the same event id finds the row and does nothing.
 */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    id: id(),
    provider: text().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    /** The event as billing acts on it (payment-provider.ts PaymentEvent), provider-neutral. */
    facts: jsonb().$type<Record<string, unknown>>().notNull(),
    receivedAt: instant().notNull(),
    processedAt: instant(),
    tries: integer().notNull().default(0),
    lastError: text(),
  },
  (t) => [
    uniqueIndex('billing_webhook_events_event_unique').on(t.provider, t.eventId),
    index('billing_webhook_events_unprocessed_idx').on(t.receivedAt).where(sql`${t.processedAt} is null`),
  ],
)

/**
 * A recurring card charge of one company's period and its dunning (decision 034): tried at the period's end,
 * then 3, 5 and 7 days after the first failure. `attempts` counts the tries begun; each try's idempotency key
 * names the company, the period and the try, so repeating a try that crashed never charges twice.
 */
export const cardCharges = pgTable(
  'card_charges',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The end of the period being paid for: the subscription's current_period_end when the charge began. */
    periodEnd: instant().notNull(),
    /** What the invoice will say: the price of one period without VAT and its rate, as when the charge began. */
    priceCzk: integer().notNull(),
    vatRate: integer().notNull(),
    description: text().notNull(),
    /** With VAT, to the haléř: what the card is charged. */
    amountHaler: integer().notNull(),
    attempts: integer().notNull().default(0),
    /** pending: a try is under way (leased until lease_until); failed: waiting for next_attempt_at. */
    status: text().$type<'pending' | 'failed' | 'succeeded' | 'abandoned'>().notNull(),
    leaseUntil: instant(),
    firstFailedAt: instant(),
    nextAttemptAt: instant(),
    paymentIntentId: text(),
    lastFailure: text(),
    invoiceId: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('card_charges_period_unique').on(t.companyId, t.periodEnd),
    check('card_charges_status_check', sql`${t.status} in ('pending', 'failed', 'succeeded', 'abandoned')`),
  ],
)

/**
 * A card payment owed back to a company (decision 056): a plan change charged by card and then refused. The
 * row is written before the provider is asked for the refund, so the debt survives a provider that does not
 * answer and a process that dies; the worker loop's job tries again with back-off until `refunded_at` is set.
 * One row per payment, and the provider's idempotency key names the payment, so no retry refunds twice.
 */
export const cardRefunds = pgTable(
  'card_refunds',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    paymentIntentId: text().notNull(),
    /** With VAT, to the haléř: what was charged and is given back in full. */
    amountHaler: integer().notNull(),
    /** Tries begun; a try whose process died is repeated after its lease (next_attempt_at). */
    attempts: integer().notNull().default(0),
    /** When the next try is due; while a try runs, the end of its lease. */
    nextAttemptAt: instant().notNull(),
    lastError: text(),
    refundedAt: instant(),
    /** When the owners (and the platform's admin) were told that the refund is still pending after a day. */
    overdueNoticeAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('card_refunds_payment_unique').on(t.paymentIntentId),
    index('card_refunds_due_idx').on(t.nextAttemptAt).where(sql`${t.refundedAt} is null`),
    index('card_refunds_company_idx').on(t.companyId),
  ],
)
