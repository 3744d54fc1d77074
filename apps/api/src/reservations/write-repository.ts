/** Changes to an existing reservation; each service call pairs one of them with a history row. */
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { reservationHistory, reservationItems, reservations, users } from '../db/schema'
import { historyReferences } from './history-names'
import { recordedNamesSql } from './history-names-repository'
import type { ReservationActor } from './reservation-insert-repository'

export type ReservationChanges = Partial<
  Pick<
    typeof reservations.$inferInsert,
    | 'startsAt'
    | 'endsAt'
    | 'workerId'
    | 'customerId'
    | 'priceCzk'
    | 'note'
    | 'notifyClient'
    | 'reminderSendAt'
    | 'reminderSentAt'
    | 'cancelledAt'
    | 'cancelledBy'
    | 'cancelReason'
    | 'attendance'
  >
>

/**
 * Columns whose change the customer's calendar must apply: the event's start and end, who serves them (the
 * event's description names the worker), and cancelled_at (cancel and restore).
 */
const CALENDAR_COLUMNS = ['startsAt', 'endsAt', 'workerId', 'cancelledAt'] as const

/** Whether these changes alter the customer's calendar event, so its SEQUENCE must grow. */
export function changesCalendarEvent(changes: ReservationChanges, options: { itemsChanged?: boolean } = {}) {
  return options.itemsChanged === true || CALENDAR_COLUMNS.some((column) => column in changes)
}

/**
 * Writes the changes; when they alter the customer's calendar event (or the items change: the event's title
 * and end follow them), ics_sequence grows in the same UPDATE, so no event is ever sent with a stale one.
 * A move re-arms the reminder (reminder_sent_at back to null): the customer is reminded of the new time, even
 * when the old time's reminder has already gone out; unless `changes` sets reminder_sent_at itself (an undo
 * puts back the reminder already sent for the time it returns to, see reminderAfterMove).
 */
export async function updateReservationRow(
  tx: DatabaseOrTransaction,
  reservationId: number,
  changes: ReservationChanges,
  now: Date,
  options: { itemsChanged?: boolean } = {},
) {
  const sequence = changesCalendarEvent(changes, options)
    ? { icsSequence: sql`${reservations.icsSequence} + 1` }
    : {}
  const rearm = 'startsAt' in changes && !('reminderSentAt' in changes) ? { reminderSentAt: null } : {}
  await tx
    .update(reservations)
    .set({ ...changes, ...sequence, ...rearm, updatedAt: now })
    .where(eq(reservations.id, reservationId))
}

export async function replaceReservationItems(
  tx: DatabaseOrTransaction,
  reservationId: number,
  items: readonly {
    itemId: number
    name: string
    durationMinutes: number
    bufferAfterMinutes: number
    priceCzk: number
  }[],
) {
  await tx.delete(reservationItems).where(eq(reservationItems.reservationId, reservationId))
  await tx
    .insert(reservationItems)
    .values(items.map((item, position) => ({ ...item, reservationId, position })))
}

export interface HistoryEntryValues {
  reservationId: number
  actor: ReservationActor
  userId: number | null
  action: string
  changes: Record<string, unknown>
  at: Date
}

export async function insertHistoryEntry(tx: DatabaseOrTransaction, entry: HistoryEntryValues) {
  await tx.insert(reservationHistory).values({
    reservationId: entry.reservationId,
    actor: entry.actor,
    userId: entry.userId,
    action: entry.action,
    changes: entry.changes,
    names: recordedNamesSql(historyReferences(entry.changes)),
    createdAt: entry.at,
  })
}

/** Oldest first, with the name of the user who made each change. */
export async function findHistory(db: DatabaseOrTransaction, reservationId: number) {
  return db
    .select({
      entry: reservationHistory,
      user: { id: users.id, firstName: users.firstName, surname: users.surname },
    })
    .from(reservationHistory)
    .leftJoin(users, eq(users.id, reservationHistory.userId))
    .where(eq(reservationHistory.reservationId, reservationId))
    .orderBy(asc(reservationHistory.id))
}

/**
 * The customer notice recorded by the reservation's latest history entry that queued one (its
 * `changes.customer_notice`), or undefined.
 */
export async function findLatestCustomerNotice(
  db: DatabaseOrTransaction,
  reservationId: number,
): Promise<unknown> {
  const notice = sql<unknown>`${reservationHistory.changes} -> 'customer_notice'`
  const [row] = await db
    .select({ notice })
    .from(reservationHistory)
    .where(and(eq(reservationHistory.reservationId, reservationId), isNotNull(notice)))
    .orderBy(desc(reservationHistory.id))
    .limit(1)
  return row?.notice
}

/** The changes recorded by the reservation's latest edit ('updated'), by the business or its customer. */
export async function findLatestEdit(
  db: DatabaseOrTransaction,
  reservationId: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ changes: reservationHistory.changes })
    .from(reservationHistory)
    .where(and(eq(reservationHistory.reservationId, reservationId), eq(reservationHistory.action, 'updated')))
    .orderBy(desc(reservationHistory.id))
    .limit(1)
  return row?.changes as Record<string, unknown> | undefined
}
