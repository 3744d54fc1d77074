import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../../db/client'
import { branches, companies, notificationSettings, reservations } from '../../db/schema'
import { defaultNotificationSettings } from '../settings-repository'

const DEFAULTS = defaultNotificationSettings(0)

/** When the reminder is due: the reservation's own send time, else the start minus the company's offset. */
const reminderDueAt = sql`coalesce(${reservations.reminderSendAt}, ${reservations.startsAt} - make_interval(mins => coalesce(${notificationSettings.reminderOffsetMinutes}, ${DEFAULTS.reminderOffsetMinutes})))`

/**
 * Locks up to `limit` reservations whose reminder is due and not yet sent: upcoming, not cancelled, the
 * customer wants notifications, the company sends reminders. A reservation booked after its default reminder
 * time gets none (the confirmation has just told the customer), and nothing is sent for a deleted (archived)
 * branch or company. SKIP LOCKED lets another process take others.
 */
export async function lockDueReminders(db: DatabaseOrTransaction, now: Date, limit: number) {
  return db
    .select({ id: reservations.id, companyId: reservations.companyId })
    .from(reservations)
    .innerJoin(branches, eq(branches.id, reservations.branchId))
    .innerJoin(companies, eq(companies.id, reservations.companyId))
    .leftJoin(notificationSettings, eq(notificationSettings.companyId, reservations.companyId))
    .where(
      and(
        isNull(reservations.cancelledAt),
        isNull(reservations.reminderSentAt),
        isNull(branches.archivedAt),
        isNull(companies.archivedAt),
        eq(reservations.notifyClient, true),
        gt(reservations.startsAt, now),
        sql`${reminderDueAt} <= ${now.toISOString()}::timestamptz`,
        or(
          sql`${reservations.reminderSendAt} is not null`,
          sql`${reminderDueAt} >= ${reservations.createdAt}`,
        ),
        sql`(coalesce(${notificationSettings.reminderEmail}, ${DEFAULTS.reminderEmail}) or coalesce(${notificationSettings.reminderSms}, ${DEFAULTS.reminderSms}))`,
      ),
    )
    .orderBy(asc(reservations.startsAt), asc(reservations.id))
    .limit(limit)
    .for('update', { of: reservations, skipLocked: true })
}

export async function markReminderSent(db: DatabaseOrTransaction, reservationId: number, now: Date) {
  await db.update(reservations).set({ reminderSentAt: now }).where(eq(reservations.id, reservationId))
}
