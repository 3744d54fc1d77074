/**
 * The customer hears of each change the business makes to their visit (issue 17, decision 029): a move, another
 * worker or other services queue one notice, due after the calendar's undo window. A change inside the window
 * replaces the notice still waiting, and a change back to what the customer last heard of sends nothing.
 */
import { CHANGE_NOTICE_DELAY_MS } from '@rezervo/shared'
import type { AppConfig } from '../config'
import type { DatabaseOrTransaction } from '../db/client'
import { type QueuedChannels, queueMessage, withdrawReservationChangeNotice } from '../messaging'
import type { ReservationDetails } from './details-repository'
import { findLatestCustomerNotice } from './write-repository'

const MINUTE_MS = 60_000

/** The visit as the customer knows it: when, with whom, which services (a resize of the buffer is not in it). */
export interface CustomerView {
  starts_at: string
  worker_id: number
  worker_name: string
  item_ids: number[]
  services: string[]
  duration_minutes: number
}

/** What a history entry records of the notice it queued, so a later change can withdraw or outdo it. */
export interface RecordedNotice {
  key: string
  due_at: string
  email: boolean
  sms: boolean
  /** What the customer knew before the change(s) this notice tells of. */
  baseline: CustomerView
}

export function customerView(details: ReservationDetails): CustomerView {
  return {
    starts_at: details.reservation.startsAt.toISOString(),
    worker_id: details.worker.id,
    worker_name: details.worker.name,
    item_ids: details.items.map((item) => item.itemId),
    services: details.items.map((item) => item.name),
    duration_minutes: details.items.reduce((sum, item) => sum + item.durationMinutes, 0),
  }
}

const sameVisit = (a: CustomerView, b: CustomerView) =>
  a.starts_at === b.starts_at && a.worker_id === b.worker_id && a.item_ids.join(',') === b.item_ids.join(',')

function isRecordedNotice(value: unknown): value is RecordedNotice {
  return typeof value === 'object' && value !== null && typeof (value as RecordedNotice).key === 'string'
}

/**
 * Takes back the reservation's latest notice if no worker has picked it up yet. Answers what the customer knew
 * before it (its baseline) when it was withdrawn, else null (it was sent, or there was none).
 */
export async function withdrawPendingNotice(
  tx: DatabaseOrTransaction,
  reservationId: number,
): Promise<RecordedNotice | null> {
  const latest = await findLatestCustomerNotice(tx, reservationId)
  if (!isRecordedNotice(latest)) return null
  return (await withdrawReservationChangeNotice(tx, latest.key)) ? latest : null
}

/** What the history entry of a change says of the customer's notice. */
export type NoticeOutcome =
  | { customer_notice: RecordedNotice }
  | { customer_notice_withdrawn: string }
  | Record<string, never>

/**
 * After a change's UPDATE, inside its transaction: withdraws the notice still waiting, and queues one notice
 * with the reservation as it is now, unless the customer is not to be told or the visit is again what they
 * last heard of. `before` and `after` are the reservation read before and after the UPDATE.
 */
export async function noticeCustomerOfChange(
  context: { tx: DatabaseOrTransaction; config: AppConfig; now: Date },
  change: { before: ReservationDetails; after: ReservationDetails; notify: boolean },
): Promise<NoticeOutcome> {
  const { tx, config, now } = context
  const { after } = change
  const withdrawn = await withdrawPendingNotice(tx, after.reservation.id)
  const baseline = withdrawn?.baseline ?? customerView(change.before)
  const current = customerView(after)
  const withdrawnOutcome: NoticeOutcome = withdrawn ? { customer_notice_withdrawn: withdrawn.key } : {}
  if (!change.notify || sameVisit(baseline, current)) return withdrawnOutcome

  // ics_sequence grows with every change the notice tells of, so it names this notice uniquely.
  const key = `reservation-change:${after.reservation.id}:${after.reservation.icsSequence}`
  const dueAt = new Date(now.getTime() + CHANGE_NOTICE_DELAY_MS)
  const startsAt = new Date(baseline.starts_at)
  const queued: QueuedChannels = await queueMessage(
    { db: tx, config, now },
    {
      kind: 'reservation-changed-by-business',
      reservation: after,
      previous: {
        startsAt,
        endsAt: new Date(startsAt.getTime() + baseline.duration_minutes * MINUTE_MS),
        workerName: baseline.worker_name,
        services: baseline.services,
      },
      noticeKey: key,
      dueAt,
    },
  )
  if (!queued.email && !queued.sms) return withdrawnOutcome
  return {
    customer_notice: { key, due_at: dueAt.toISOString(), email: queued.email, sms: queued.sms, baseline },
  }
}
