import type { DeleteResult, Item, ItemValues, ListQuery, UpcomingResolutionQuery } from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import { deleteOrArchive } from '../db/delete-or-archive'
import { ensureLiveOwnedIds } from '../db/owned-ids'
import { type CompanyAccess, ensureInCompany } from '../http/company-access'
import { isoOrNull, listAnswer, pageWindow } from '../http/records'
import { settleUpcomingThen } from '../reservations'
import {
  archiveItem,
  deleteItemRow,
  findItem,
  findWorkerIdsOfItems,
  type ItemColumns,
  type ItemRow,
  insertItem,
  listItems,
  updateItem,
} from './repository'

function toItemJson(row: ItemRow, workerIds: number[]): Item {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    // In the unit it was typed in: 90 minutes typed as 1.5 hours stays 1.5 hours in the form.
    duration: row.durationUnit === 'hours' ? row.durationMinutes / 60 : row.durationMinutes,
    duration_unit: row.durationUnit,
    duration_minutes: row.durationMinutes,
    price_czk: row.priceCzk,
    buffer_after_minutes: row.bufferAfterMinutes,
    item_category_id: row.itemCategoryId,
    worker_ids: workerIds,
    bookable_online: row.bookableOnline,
    active: row.active,
    position: row.position,
    archived_at: isoOrNull(row.archivedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

function toColumns(input: ItemValues): ItemColumns {
  return {
    name: input.name,
    description: input.description,
    durationMinutes: input.duration_minutes,
    durationUnit: input.duration_unit,
    priceCzk: input.price_czk,
    bufferAfterMinutes: input.buffer_after_minutes,
    itemCategoryId: input.item_category_id,
    bookableOnline: input.bookable_online,
    active: input.active,
  }
}

async function loadItem(deps: AppDeps, access: CompanyAccess, itemId: number) {
  return ensureInCompany(await findItem(deps.database.db, itemId), access.companyId)
}

async function checkReferences(deps: AppDeps, access: CompanyAccess, input: ItemValues) {
  const { db } = deps.database
  if (input.item_category_id !== null) {
    await ensureLiveOwnedIds(db, access.companyId, 'itemCategories', 'item_category_id', [
      input.item_category_id,
    ])
  }
  await ensureLiveOwnedIds(db, access.companyId, 'workers', 'worker_ids', input.worker_ids)
}

export async function listCompanyItems(
  deps: AppDeps,
  access: CompanyAccess,
  query: ListQuery & { item_category_id?: number | undefined },
) {
  const { rows, total } = await listItems(deps.database.db, access.companyId, {
    archived: query.archived,
    itemCategoryId: query.item_category_id,
    ...pageWindow(query),
  })
  const workerIds = await findWorkerIdsOfItems(
    deps.database.db,
    rows.map((row) => row.id),
  )
  return listAnswer(query, { rows, total }, (row) => toItemJson(row, workerIds.get(row.id) ?? []))
}

export async function getItem(deps: AppDeps, access: CompanyAccess, itemId: number) {
  const row = await loadItem(deps, access, itemId)
  const workerIds = await findWorkerIdsOfItems(deps.database.db, [itemId])
  return { data: toItemJson(row, workerIds.get(itemId) ?? []) }
}

export async function createItem(deps: AppDeps, access: CompanyAccess, input: ItemValues) {
  await checkReferences(deps, access, input)
  const itemId = await insertItem(deps.database.db, access.companyId, toColumns(input), input.worker_ids)
  return getItem(deps, access, itemId)
}

export async function editItem(deps: AppDeps, access: CompanyAccess, itemId: number, input: ItemValues) {
  await loadItem(deps, access, itemId)
  await checkReferences(deps, access, input)
  await updateItem(deps.database.db, itemId, toColumns(input), input.worker_ids, deps.clock.now())
  return getItem(deps, access, itemId)
}

/**
 * Upcoming reservations booked with the service first (decision 026, issue 37): 409 listing them unless the
 * request says to cancel them (each customer told) or keep them, which they can, since each keeps its own copy
 * of the service as agreed; the service is then archived (reservations refer to it) or deleted.
 */
export async function removeItem(
  deps: AppDeps,
  access: CompanyAccess,
  itemId: number,
  resolution: UpcomingResolutionQuery = {},
): Promise<{ data: DeleteResult }> {
  await loadItem(deps, access, itemId)
  const result = await settleUpcomingThen(
    deps,
    access,
    { itemId },
    resolution,
    { canReassign: false, canKeep: true },
    (within) =>
      deleteOrArchive(
        within.database.db,
        itemId,
        (tx) => deleteItemRow(tx, itemId),
        (db) => archiveItem(db, itemId, deps.clock.now()),
      ),
  )
  return { data: result }
}
