import type {
  Company,
  CompanyRole,
  CompanyValues,
  DeleteResult,
  ListQuery,
  UpcomingResolutionQuery,
} from '@rezervo/shared'
import { companyRoleSchema } from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import { startTrial } from '../billing'
import { deleteOrArchive } from '../db/delete-or-archive'
import type { CompanyAccess } from '../http/company-access'
import { forbidden, notFound } from '../http/errors'
import { isoOrNull, listAnswer, pageWindow } from '../http/records'
import { settleUpcomingThen } from '../reservations'
import {
  archiveCompanyRow,
  type CompanyColumns,
  type CompanyRow,
  deleteCompanyTree,
  findCompany,
  findWorkerName,
  insertCompanyWithOwner,
  listCompaniesOfUser,
  rememberLastCompany,
  updateCompanyRow,
} from './repository'

function toColumns(input: CompanyValues): CompanyColumns {
  return {
    name: input.name,
    cin: input.cin,
    tin: input.tin,
    street: input.street,
    houseNumber: input.house_number,
    city: input.city,
    zip: input.zip,
    country: input.country,
    billingName: input.billing_name,
    billingEmail: input.billing_email,
    iban: input.iban,
  }
}

/** The company as its member sees it: with the member's role and, for the worker role, their worker record. */
export function toCompanyJson(
  row: CompanyRow,
  role: CompanyRole,
  worker: { id: number | null; name: string | null } = { id: null, name: null },
): Company {
  return {
    id: row.id,
    name: row.name,
    cin: row.cin,
    tin: row.tin,
    street: row.street,
    house_number: row.houseNumber,
    city: row.city,
    zip: row.zip,
    country: row.country,
    billing_name: row.billingName,
    billing_email: row.billingEmail,
    iban: row.iban,
    role,
    worker_id: role === 'worker' ? worker.id : null,
    worker_name: role === 'worker' && worker.id !== null ? worker.name : null,
    archived_at: isoOrNull(row.archivedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** The companies the user is a member of, for the company switcher. */
export async function listMyCompanies(deps: AppDeps, userId: number, query: ListQuery) {
  const { rows, total } = await listCompaniesOfUser(deps.database.db, userId, {
    archived: query.archived,
    ...pageWindow(query),
  })
  return listAnswer(query, { rows, total }, ({ company, role, workerId, workerName }) =>
    toCompanyJson(company, companyRoleSchema.parse(role), { id: workerId, name: workerName }),
  )
}

/** Whoever creates a company owns it. */
export async function createCompany(deps: AppDeps, userId: number, input: CompanyValues) {
  // A new company starts the 14-day trial of the highest plan (decision 032).
  const row = await insertCompanyWithOwner(deps.database.db, toColumns(input), userId, (tx, companyId) =>
    startTrial(tx, companyId, deps.clock.now()),
  )
  return { data: toCompanyJson(row, 'owner') }
}

async function loadCompany(deps: AppDeps, access: CompanyAccess) {
  const row = await findCompany(deps.database.db, access.companyId)
  if (!row) throw notFound()
  return row
}

/**
 * The owner opened this company (the switcher, or a company just created): remembered on the user, so the
 * next sign-in on any device opens it rather than the first of the list (issue 18). Archived: 404.
 */
export async function openCompany(deps: AppDeps, access: CompanyAccess): Promise<void> {
  const row = await loadCompany(deps, access)
  if (row.archivedAt !== null) throw notFound()
  await rememberLastCompany(deps.database.db, access.userId, access.companyId)
}

export async function getCompany(deps: AppDeps, access: CompanyAccess) {
  const { workerId } = access
  const [row, workerName] = await Promise.all([
    loadCompany(deps, access),
    access.role === 'worker' && workerId !== null ? findWorkerName(deps.database.db, workerId) : null,
  ])
  return { data: toCompanyJson(row, access.role, { id: workerId, name: workerName }) }
}

export async function updateCompany(deps: AppDeps, access: CompanyAccess, input: CompanyValues) {
  await loadCompany(deps, access)
  const row = await updateCompanyRow(deps.database.db, access.companyId, toColumns(input), deps.clock.now())
  // Only management may change the company (decision 037), so no worker's name is needed here.
  return { data: toCompanyJson(row, access.role) }
}

/**
 * Only an owner may remove the whole company; with reservations in its history it is archived instead. Its
 * upcoming reservations first: 409 listing them unless the request says to cancel them (decision 026).
 */
export async function deleteCompany(
  deps: AppDeps,
  access: CompanyAccess,
  resolution: UpcomingResolutionQuery = {},
): Promise<{ data: DeleteResult }> {
  if (access.role !== 'owner') throw forbidden()
  await loadCompany(deps, access)
  const result = await settleUpcomingThen(deps, access, {}, resolution, { canReassign: false }, (within) =>
    deleteOrArchive(
      within.database.db,
      access.companyId,
      (tx) => deleteCompanyTree(tx, access.companyId),
      (database) => archiveCompanyRow(database, access.companyId, deps.clock.now()),
    ),
  )
  return { data: result }
}
