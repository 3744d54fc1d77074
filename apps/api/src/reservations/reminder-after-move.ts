import type { DatabaseOrTransaction } from '../db/client'
import { findLatestEdit, type ReservationChanges } from './write-repository'

export interface ReminderAfterMove {
  changes: Pick<ReservationChanges, 'reminderSentAt'>
  /** For the history: reminder_sent_at { from, to } when the move touches it. */
  diff: Record<string, { from: unknown; to: unknown }>
}

/**
 * What a move by the business does to a reminder already sent. A move to a new time re-arms it (the customer is
 * reminded of the new time) and the history records the reminder it forgets. Moving back to the time the latest
 * edit moved away from (the calendar's "Zpět", or the same drag done back by hand) puts that reminder back,
 * so the customer is not reminded twice of one visit. Call it inside the move's transaction, before its UPDATE.
 */
export async function reminderAfterMove(
  tx: DatabaseOrTransaction,
  reservationId: number,
  sentAt: Date | null,
  newStart: Date,
): Promise<ReminderAfterMove> {
  if (sentAt) {
    return {
      changes: { reminderSentAt: null },
      diff: { reminder_sent_at: { from: sentAt.toISOString(), to: null } },
    }
  }
  const latest = await findLatestEdit(tx, reservationId)
  const movedFrom = fromOf(latest?.starts_at)
  const forgotten = fromOf(latest?.reminder_sent_at)
  if (typeof forgotten !== 'string' || movedFrom !== newStart.toISOString()) return { changes: {}, diff: {} }
  return {
    changes: { reminderSentAt: new Date(forgotten) },
    diff: { reminder_sent_at: { from: null, to: forgotten } },
  }
}

const fromOf = (change: unknown): unknown =>
  change && typeof change === 'object' && 'from' in change ? change.from : undefined
