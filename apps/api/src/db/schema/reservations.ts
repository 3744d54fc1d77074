import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { branches, companies, customers, items, workers } from './business'
import { createdAt, id, instant, updatedAt } from './columns'

/**
 * A booking of one worker's time. The exclusion constraint `reservations_no_overlap` (migration 0001)
 * forbids two non-cancelled reservations of one worker whose [starts_at, ends_at) ranges overlap.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    workerId: integer()
      .notNull()
      .references(() => workers.id),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    startsAt: instant().notNull(),
    /** Start plus the items' durations and buffers. */
    endsAt: instant().notNull(),
    note: text(),
    /** The sum of the items' prices as agreed; an owner's edit of the catalogue never changes it. */
    priceCzk: integer().notNull(),
    /**
     * The branch's cancellation and reschedule deadline (hours before the start) when the reservation was made:
     * what the customer was promised. Raising the branch's deadline later does not take it back.
     */
    cancellationDeadlineHours: integer().notNull().default(24),
    source: text().$type<'business' | 'online'>().notNull(),
    notifyClient: boolean().notNull().default(true),
    reminderSendAt: instant(),
    reminderSentAt: instant(),
    cancelledAt: instant(),
    cancelledBy: text().$type<'business' | 'customer'>(),
    cancelReason: text(),
    attendance: text().$type<'arrived' | 'no_show'>(),
    /**
     * The SEQUENCE of the customer's calendar event (RFC 5545 §3.8.7.4). Raised in the same UPDATE as every
     * change a calendar app must apply (time, services, worker, cancel, restore), since apps ignore an event
     * whose SEQUENCE did not grow.
     */
    icsSequence: integer().notNull().default(0),
    createdByUserId: integer().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reservations_company_starts_idx').on(t.companyId, t.startsAt),
    index('reservations_worker_starts_idx').on(t.workerId, t.startsAt),
    index('reservations_customer_idx').on(t.customerId),
    // The plan's month is counted as a range of this index that stops at the limit (decision 070).
    index('reservations_company_created_idx').on(t.companyId, t.createdAt),
  ],
)

export const reservationItems = pgTable(
  'reservation_items',
  {
    id: id(),
    reservationId: integer()
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => items.id),
    /** Copies at booking time, so later price changes never rewrite history. */
    name: text().notNull(),
    durationMinutes: integer().notNull(),
    bufferAfterMinutes: integer().notNull(),
    priceCzk: integer().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index('reservation_items_reservation_idx').on(t.reservationId)],
)

/** Worker and branch ids (as JSON object keys) to their names. */
export interface HistoryRecordNames {
  workers?: Record<string, string>
  branches?: Record<string, string>
}

export const reservationHistory = pgTable(
  'reservation_history',
  {
    id: id(),
    reservationId: integer()
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    actor: text().$type<'business' | 'customer' | 'system'>().notNull(),
    userId: integer().references(() => users.id),
    action: text().notNull(),
    changes: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The names of the workers and branches `changes` refers to, as they were when the entry was written, so
     * the history still names a worker or branch deleted later (names as they are now win while they exist).
     */
    names: jsonb().$type<HistoryRecordNames>(),
    createdAt: createdAt(),
  },
  (t) => [index('reservation_history_reservation_idx').on(t.reservationId)],
)

export const payments = pgTable(
  'payments',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    reservationId: integer()
      .notNull()
      .references(() => reservations.id),
    amountCzk: integer().notNull(),
    method: text().$type<'cash' | 'card' | 'transfer' | 'qr'>().notNull(),
    paidAt: instant().notNull(),
    createdByUserId: integer().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('payments_company_paid_idx').on(t.companyId, t.paidAt)],
)

/** A repeated submit with the same Idempotency-Key answers the stored result instead of booking again. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    scope: text().notNull(),
    key: text().notNull(),
    statusCode: integer().notNull(),
    response: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_scope_key_unique').on(t.scope, t.key),
    // Keys older than a day are swept by the housekeeping job (decision 071) in batches read off this index.
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
)

/** Durable outbox of emails and SMS, stored in the transaction of the change that causes them. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    companyId: integer().references(() => companies.id),
    channel: text().$type<'email' | 'sms'>().notNull(),
    kind: text().notNull(),
    recipient: text().notNull(),
    subject: text(),
    textBody: text().notNull(),
    htmlBody: text(),
    attachments: jsonb()
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    state: text().$type<'queued' | 'sending' | 'sent' | 'failed'>().notNull().default('queued'),
    tries: integer().notNull().default(0),
    nextAttemptAt: instant().notNull().defaultNow(),
    /**
     * Held back until this time, however soon after queueing the worker looks (a change notice waiting out
     * the calendar's undo window, decision 029); null sends at once.
     */
    notBefore: instant(),
    lockedUntil: instant(),
    lastError: text(),
    sentAt: instant(),
    /** The reservation the message is about, if any: a resend checks its state, an erasure finds its copies. */
    reservationId: integer().references(() => reservations.id, { onDelete: 'set null' }),
    /**
     * The reservation's ics_sequence when the message was written: a change of time, worker, services, a
     * cancel or a restore raises it, so a message whose number is behind no longer tells the truth.
     */
    reservationSequence: integer(),
    /** Set on messages that must exist once at most (a reservation's reminder); a second insert is ignored. */
    dedupeKey: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('outbox_due_idx').on(t.state, t.nextAttemptAt),
    index('outbox_company_idx').on(t.companyId, t.createdAt),
    index('outbox_reservation_idx').on(t.reservationId),
    uniqueIndex('outbox_dedupe_key_unique').on(t.dedupeKey),
  ],
)
