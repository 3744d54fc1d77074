/** Creating and changing reservations from the business calendar: the references, the two 409 rules, history. */
import type { CustomerValues, ReservationCreateValues, ReservationUpdateValues } from '@rezervo/shared'
import { customerSearchText } from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import { customerEmailTaken, insertCustomer, isCustomerOfWorker } from '../customers'
import type { DatabaseOrTransaction } from '../db/client'
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/errors'
import { type CompanyAccess, ownWorkerOf } from '../http/company-access'
import { FieldValidationError } from '../http/errors'
import { noticeCustomerOfChange } from './change-notice'
import { findReservationDetails } from './details-repository'
import { ensureBookableCustomer, ensureBranchWorker, loadBookedItems } from './reference-checks'
import { findLiveBranch } from './reference-repository'
import { reminderAfterMove } from './reminder-after-move'
import { withClashDetection } from './reservation-clash'
import { insertReservation, plannedSlot } from './reservation-insert-repository'
import { loadReservation, reservationDetail } from './reservation-loader'
import { planUpdate, type UpdateOptions } from './update-plan'
import { ensureWithinWorkingHours } from './working-hours-rule'
import { insertHistoryEntry, replaceReservationItems, updateReservationRow } from './write-repository'

const invalid = (field: string, key = 'exists') => new FieldValidationError({ [field]: [key] })

function newCustomerColumns(input: CustomerValues) {
  const columns = {
    firstName: input.first_name,
    surname: input.surname,
    email: input.email,
    phone: input.phone,
    note: input.note,
    locale: input.locale,
    consentAt: input.consent_at ? new Date(input.consent_at) : null,
  }
  return { ...columns, searchText: customerSearchText(columns) }
}

/**
 * A worker books and moves only in their own column, and for an existing customer only one of theirs; another
 * worker or customer is answered like one that does not exist: 422 exists (decision 037).
 */
async function ensureOwnWork(
  deps: AppDeps,
  access: CompanyAccess,
  body: { worker_id?: number | undefined; customer_id?: number | null | undefined },
) {
  const own = ownWorkerOf(access)
  if (own === undefined) return
  if (body.worker_id !== undefined && body.worker_id !== own) throw invalid('worker_id')
  if (body.customer_id && !(await isCustomerOfWorker(deps.database.db, body.customer_id, own)))
    throw invalid('customer_id')
}

/** The existing customer, or the new one inserted in the reservation's transaction. */
async function customerIdFor(tx: DatabaseOrTransaction, companyId: number, body: ReservationCreateValues) {
  if (body.customer_id) return body.customer_id
  const row = await insertCustomer(tx, companyId, newCustomerColumns(body.customer!))
  return row.id
}

export async function createReservation(deps: AppDeps, access: CompanyAccess, body: ReservationCreateValues) {
  const { db } = deps.database
  const { companyId } = access
  await ensureOwnWork(deps, access, body)
  const branch = await findLiveBranch(db, companyId, body.branch_id)
  if (!branch) throw invalid('branch_id')
  await ensureBranchWorker(deps, companyId, branch.id, body.worker_id)
  const items = await loadBookedItems(deps, companyId, body.item_ids)
  if (body.customer_id) await ensureBookableCustomer(deps, companyId, body.customer_id)
  const newEmail = body.customer?.email
  if (newEmail && (await customerEmailTaken(db, companyId, newEmail)))
    throw invalid('customer.email', 'unique')

  const now = deps.clock.now()
  const input = {
    companyId,
    branchId: branch.id,
    workerId: body.worker_id,
    startsAt: new Date(body.starts_at),
    items,
    note: body.note,
    source: 'business' as const,
    notifyClient: body.notify_client,
    reminderSendAt: body.reminder_send_at ? new Date(body.reminder_send_at) : null,
    cancellationDeadlineHours: branch.cancellationDeadlineHours,
    createdByUserId: access.userId,
    actor: 'business' as const,
    now,
  }
  const slot = { ...plannedSlot(input), timeZone: branch.timeZone }
  await ensureWithinWorkingHours(db, branch.id, slot, body.confirm_out_of_working_hours)
  try {
    // The diary locks in the reservation's statement, as the online booking takes them (decisions 047, 051).
    const created = await withClashDetection(
      db,
      slot,
      async (tx, diaryLock) =>
        insertReservation(
          tx,
          { ...input, customerId: await customerIdFor(tx, companyId, body) },
          {},
          diaryLock,
        ),
      { lockInWritingStatement: true },
    )
    return { data: await reservationDetail(deps, created.id, access) }
  } catch (error) {
    // Another request took the email between the check and the insert.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw invalid('customer.email', 'unique')
    throw error
  }
}

const mustExist = <T>(details: T | undefined, reservationId: number): T => {
  if (!details) throw new Error(`reservation ${reservationId} vanished inside its own transaction`)
  return details
}

/**
 * Move, resize, change worker, items or details; unchanged requests write nothing. A new time, worker or
 * services queue the customer's notice (unless send_change_notice is false), due after the undo window.
 */
export async function updateReservation(
  deps: AppDeps,
  access: CompanyAccess,
  reservationId: number,
  body: ReservationUpdateValues,
  options: UpdateOptions = {},
) {
  const current = await loadReservation(deps, access, reservationId, { mustBeActive: true })
  await ensureOwnWork(deps, access, body)
  const plan = await planUpdate(deps, access, current, body, options)
  if (Object.keys(plan.diff).length === 0)
    return { data: await reservationDetail(deps, reservationId, access) }

  const { db } = deps.database
  const slot = {
    workerId: plan.workerId,
    startsAt: plan.startsAt,
    endsAt: plan.endsAt,
    timeZone: current.timeZone,
  }
  if (plan.timeChanged) {
    await ensureWithinWorkingHours(db, current.reservation.branchId, slot, body.confirm_out_of_working_hours)
  }
  const now = deps.clock.now()
  await withClashDetection(
    db,
    slot,
    async (tx) => {
      const before = mustExist(await findReservationDetails(tx, reservationId), reservationId)
      const reminder =
        'startsAt' in plan.changes
          ? await reminderAfterMove(tx, reservationId, before.reservation.reminderSentAt, plan.startsAt)
          : { changes: {}, diff: {} }
      await updateReservationRow(tx, reservationId, { ...plan.changes, ...reminder.changes }, now, {
        itemsChanged: plan.items !== undefined,
      })
      if (plan.items) await replaceReservationItems(tx, reservationId, plan.items)
      // Read after the UPDATE, so the notice's calendar event carries the raised ics_sequence.
      const after = mustExist(await findReservationDetails(tx, reservationId), reservationId)
      const notice = plan.visitChanged
        ? await noticeCustomerOfChange(
            { tx, config: deps.config, now },
            { before, after, notify: body.send_change_notice ?? true },
          )
        : {}
      await insertHistoryEntry(tx, {
        reservationId,
        actor: 'business',
        userId: access.userId,
        action: 'updated',
        changes: { ...plan.diff, ...reminder.diff, ...notice },
        at: now,
      })
    },
    {
      excludeReservationId: reservationId,
      vacates: {
        workerId: current.reservation.workerId,
        startsAt: current.reservation.startsAt,
        endsAt: current.reservation.endsAt,
      },
    },
  )
  return { data: await reservationDetail(deps, reservationId, access) }
}
