import type { Reservation, ReservationHistoryEntry } from '@rezervo/shared'
import { reservationState } from '@rezervo/shared'
import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import { type CompanyAccess, ownWorkerOf } from '../http/company-access'
import { isoOrNull } from '../http/records'
import { minutesToClock } from '../lib/minutes'
import type { FullReservationRow } from './repository'
import type { findHistory } from './write-repository'

/** Wall date and times in the branch's zone, so lists and exports need no zone arithmetic of their own. */
export function localTimes(startsAt: Date, endsAt: Date, timeZone: string) {
  const start = utcToZonedParts(startsAt, timeZone)
  return {
    date: start.date,
    start: minutesToClock(start.minuteOfDay),
    end: minutesToClock(utcToZonedParts(endsAt, timeZone).minuteOfDay),
  }
}

export function toReservationJson(row: FullReservationRow, now: Date): Reservation {
  const { reservation } = row
  return {
    id: reservation.id,
    branch_id: reservation.branchId,
    time_zone: row.timeZone,
    starts_at: reservation.startsAt.toISOString(),
    ends_at: reservation.endsAt.toISOString(),
    local: localTimes(reservation.startsAt, reservation.endsAt, row.timeZone),
    state: reservationState(reservation, now),
    worker: row.worker,
    customer: {
      id: row.customer.id,
      first_name: row.customer.firstName,
      surname: row.customer.surname,
      email: row.customer.email,
      phone: row.customer.phone,
    },
    items: row.items.map((item) => ({
      id: item.id,
      item_id: item.itemId,
      name: item.name,
      duration_minutes: item.durationMinutes,
      buffer_after_minutes: item.bufferAfterMinutes,
      price_czk: item.priceCzk,
    })),
    price_czk: reservation.priceCzk,
    paid_czk: row.paidCzk,
    note: reservation.note,
    source: reservation.source,
    notify_client: reservation.notifyClient,
    reminder_send_at: isoOrNull(reservation.reminderSendAt),
    attendance: reservation.attendance,
    cancelled_at: isoOrNull(reservation.cancelledAt),
    cancelled_by: reservation.cancelledBy,
    cancel_reason: reservation.cancelReason,
    created_at: reservation.createdAt.toISOString(),
    updated_at: reservation.updatedAt.toISOString(),
  }
}

/**
 * A reservation as the member may see it: a worker sees of the customer only the name and phone (and the
 * reservation's note), never the email (decision 037). Everyone else sees it whole.
 */
export function asSeenBy<T extends Reservation>(access: CompanyAccess, json: T): T {
  if (ownWorkerOf(access) === undefined) return json
  return { ...json, customer: { ...json.customer, email: null } }
}

type HistoryRow = Awaited<ReturnType<typeof findHistory>>[number]

export function toHistoryJson({ entry, user }: HistoryRow): ReservationHistoryEntry {
  return {
    id: entry.id,
    action: entry.action,
    actor: entry.actor,
    user: user ? { id: user.id, name: `${user.firstName} ${user.surname}` } : null,
    changes: entry.changes,
    created_at: entry.createdAt.toISOString(),
  }
}
