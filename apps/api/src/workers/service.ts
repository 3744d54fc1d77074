import {
  type DeleteResult,
  type ListQuery,
  type UpcomingResolutionQuery,
  type Worker,
  type WorkerValues,
  weeklyHoursFromRows,
  weeklyHoursToRows,
} from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import { assertInUse, insertWithinPlan } from '../billing'
import { calendarFeedFieldsOf } from '../calendar-feeds'
import { deleteOrArchive } from '../db/delete-or-archive'
import { ensureLiveOwnedIds } from '../db/owned-ids'
import { type CompanyAccess, ensureInCompany } from '../http/company-access'
import { isoOrNull, listAnswer, pageWindow } from '../http/records'
import { settleUpcomingThen } from '../reservations'
import {
  archiveWorker,
  deleteWorkerRow,
  findWorker,
  findWorkerLinks,
  insertWorker,
  listWorkers,
  updateWorker,
  type WorkerColumns,
  type WorkerLinks,
  type WorkerRow,
} from './repository'

type FeedFields = Pick<Worker, 'calendar_feed_url' | 'calendar_feed_detail'>

function toWorkerJson(row: WorkerRow, links: WorkerLinks, feed: FeedFields): Worker {
  const workingHours: Worker['working_hours'] = {}
  for (const branchId of links.branchIds) {
    workingHours[String(branchId)] = weeklyHoursFromRows(
      links.workingHours.filter((h) => h.branchId === branchId),
    )
  }
  return {
    id: row.id,
    name: row.name,
    positions: row.positions,
    email: row.email,
    phone: row.phone,
    photo_url: row.photoUrl,
    color: row.color,
    branch_ids: links.branchIds,
    working_hours: workingHours,
    item_ids: links.itemIds,
    ...feed,
    archived_at: isoOrNull(row.archivedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

function toColumns(input: WorkerValues): WorkerColumns {
  return {
    name: input.name,
    positions: input.positions,
    email: input.email,
    phone: input.phone,
    photoUrl: input.photo_url,
    color: input.color,
  }
}

function toLinks(input: WorkerValues): WorkerLinks {
  return {
    branchIds: input.branch_ids,
    itemIds: input.item_ids,
    workingHours: Object.entries(input.working_hours).flatMap(([branchId, weekly]) =>
      weeklyHoursToRows(weekly).map((row) => ({ ...row, branchId: Number(branchId) })),
    ),
  }
}

export async function loadWorker(deps: AppDeps, access: CompanyAccess, workerId: number) {
  return ensureInCompany(await findWorker(deps.database.db, workerId), access.companyId)
}

async function checkReferences(deps: AppDeps, access: CompanyAccess, input: WorkerValues) {
  const { db } = deps.database
  await ensureLiveOwnedIds(db, access.companyId, 'branches', 'branch_ids', input.branch_ids)
  await ensureLiveOwnedIds(db, access.companyId, 'items', 'item_ids', input.item_ids)
}

export async function listCompanyWorkers(deps: AppDeps, access: CompanyAccess, query: ListQuery) {
  const { rows, total } = await listWorkers(deps.database.db, access.companyId, {
    archived: query.archived,
    ...pageWindow(query),
  })
  const ids = rows.map((row) => row.id)
  const [links, feedOf] = await Promise.all([
    findWorkerLinks(deps.database.db, ids),
    calendarFeedFieldsOf(deps, 'worker', ids),
  ])
  return listAnswer(query, { rows, total }, (row) =>
    toWorkerJson(row, links.get(row.id) ?? { branchIds: [], itemIds: [], workingHours: [] }, feedOf(row.id)),
  )
}

export async function getWorker(deps: AppDeps, access: CompanyAccess, workerId: number) {
  const row = await loadWorker(deps, access, workerId)
  const [links, feedOf] = await Promise.all([
    findWorkerLinks(deps.database.db, [workerId]),
    calendarFeedFieldsOf(deps, 'worker', [workerId]),
  ])
  return { data: toWorkerJson(row, links.get(workerId)!, feedOf(workerId)) }
}

export async function createWorker(deps: AppDeps, access: CompanyAccess, input: WorkerValues) {
  await checkReferences(deps, access, input)
  const workerId = await insertWithinPlan(deps, access.companyId, 'workers', (tx) =>
    insertWorker(tx, access.companyId, toColumns(input), toLinks(input)),
  )
  return getWorker(deps, access, workerId)
}

/**
 * Unticking a branch leaves the worker's upcoming reservations there without a worker who works there: 409
 * listing them unless the request says to cancel them or give them to another worker (decision 026).
 */
export async function editWorker(
  deps: AppDeps,
  access: CompanyAccess,
  workerId: number,
  input: WorkerValues,
  resolution: UpcomingResolutionQuery = {},
) {
  await loadWorker(deps, access, workerId)
  await assertInUse(deps, access.companyId, 'workers', workerId)
  await checkReferences(deps, access, input)
  // The settling and the save are one transaction: a save that fails cancels or moves nothing.
  await settleUpcomingThen(
    deps,
    access,
    { workerId, branchIdsNotIn: input.branch_ids },
    resolution,
    { canReassign: true },
    (within) =>
      updateWorker(within.database.db, workerId, toColumns(input), toLinks(input), deps.clock.now()),
  )
  return getWorker(deps, access, workerId)
}

/** Their upcoming reservations first: 409 listing them unless the request says to cancel or reassign them. */
export async function removeWorker(
  deps: AppDeps,
  access: CompanyAccess,
  workerId: number,
  resolution: UpcomingResolutionQuery = {},
): Promise<{ data: DeleteResult }> {
  await loadWorker(deps, access, workerId)
  const result = await settleUpcomingThen(
    deps,
    access,
    { workerId },
    resolution,
    { canReassign: true },
    (within) =>
      deleteOrArchive(
        within.database.db,
        workerId,
        (tx) => deleteWorkerRow(tx, workerId),
        (db) => archiveWorker(db, workerId, deps.clock.now()),
      ),
  )
  return { data: result }
}
