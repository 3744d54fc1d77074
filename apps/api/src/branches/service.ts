import {
  type BranchValues,
  clockTimeToMinutes,
  type DeleteResult,
  type ListQuery,
  SLUG_MAX_LENGTH,
  slugify,
  type UpcomingResolutionQuery,
  weeklyHoursToRows,
} from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import { assertInUse, insertWithinPlan } from '../billing'
import { calendarFeedFieldsOf } from '../calendar-feeds'
import { deleteOrArchive } from '../db/delete-or-archive'
import { PG_UNIQUE_VIOLATION, pgConstraintName, pgErrorCode } from '../db/errors'
import { type CompanyAccess, ensureInCompany } from '../http/company-access'
import { FieldValidationError } from '../http/errors'
import { listAnswer, pageWindow } from '../http/records'
import { settleUpcomingThen } from '../reservations'
import { toBranchJson, toBranchSummaryJson } from './branch-json'
import {
  archiveBranch,
  type BranchColumns,
  type BranchExceptionColumns,
  deleteBranchRow,
  findBranch,
  findBranchHours,
  findSlugsLike,
  insertBranch,
  listBranches,
  publicCategoryExists,
  updateBranch,
} from './repository'

/** What a slug is made of when the name has no letters or digits at all ('!!!'). */
const FALLBACK_SLUG = 'pobocka'

export async function loadBranch(deps: AppDeps, access: CompanyAccess, branchId: number) {
  const row = await findBranch(deps.database.db, branchId)
  return ensureInCompany(row && { ...row, companyId: row.branch.companyId }, access.companyId)
}

export async function listCompanyBranches(deps: AppDeps, access: CompanyAccess, query: ListQuery) {
  const { rows, total } = await listBranches(deps.database.db, access.companyId, {
    archived: query.archived,
    ...pageWindow(query),
  })
  return listAnswer(query, { rows, total }, toBranchSummaryJson)
}

export async function getBranch(deps: AppDeps, access: CompanyAccess, branchId: number) {
  const row = await loadBranch(deps, access, branchId)
  const [hours, feedOf] = await Promise.all([
    findBranchHours(deps.database.db, branchId),
    calendarFeedFieldsOf(deps, 'branch', [branchId]),
  ])
  return { data: { ...toBranchJson(row, hours), ...feedOf(branchId) } }
}

/**
 * A typed slug must be free; an empty one is made from the name with a number added until it is free
 * ('barber-na-rohu-2'), because the owner did not choose it and should not be stopped by it.
 */
async function resolveSlug(deps: AppDeps, input: BranchValues, exceptBranchId?: number): Promise<string> {
  const { db } = deps.database
  if (input.slug) {
    const taken = await findSlugsLike(db, input.slug, exceptBranchId)
    if (taken.includes(input.slug)) throw new FieldValidationError({ slug: ['unique'] })
    return input.slug
  }
  const base = slugify(input.name) || FALLBACK_SLUG
  const taken = new Set(await findSlugsLike(db, base, exceptBranchId))
  if (!taken.has(base)) return base
  for (let suffix = 2; ; suffix++) {
    const stem = base.slice(0, SLUG_MAX_LENGTH - String(suffix).length - 1).replace(/-+$/, '')
    const candidate = `${stem}-${suffix}`
    if (!taken.has(candidate)) return candidate
  }
}

async function checkReferences(deps: AppDeps, input: BranchValues) {
  if (input.category_id !== null && !(await publicCategoryExists(deps.database.db, input.category_id))) {
    throw new FieldValidationError({ category_id: ['exists'] })
  }
}

function toColumns(input: BranchValues, slug: string): BranchColumns {
  return {
    name: input.name,
    slug,
    street: input.street,
    houseNumber: input.house_number,
    city: input.city,
    zip: input.zip,
    country: input.country,
    phone: input.phone,
    email: input.email,
    description: input.description,
    photoUrl: input.photo_url,
    galleryUrls: input.gallery_urls,
    timeZone: input.time_zone,
    categoryId: input.category_id,
    openOnPublicHolidays: input.open_on_public_holidays,
    minNoticeMinutes: input.min_notice_minutes,
    horizonDays: input.horizon_days,
    slotStepMinutes: input.slot_step_minutes,
    cancellationDeadlineHours: input.cancellation_deadline_hours,
    maxUpcomingPerCustomer: input.max_upcoming_per_customer,
  }
}

function exceptionColumns(input: BranchValues): BranchExceptionColumns[] {
  return input.exceptions.map((exception) => ({
    date: exception.date,
    closed: exception.closed,
    intervals: exception.intervals.map((interval) => ({
      start: clockTimeToMinutes(interval.start),
      end: clockTimeToMinutes(interval.end),
    })),
    note: exception.note,
  }))
}

/** Two owners racing for one slug: the unique index decides, and the loser hears 'unique' like anyone. */
async function slugRaceAsFieldError<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraintName(error) === 'branches_slug_unique') {
      throw new FieldValidationError({ slug: ['unique'] })
    }
    throw error
  }
}

export async function createBranch(deps: AppDeps, access: CompanyAccess, input: BranchValues) {
  await checkReferences(deps, input)
  const slug = await resolveSlug(deps, input)
  const branchId = await slugRaceAsFieldError(() =>
    insertWithinPlan(deps, access.companyId, 'branches', (tx) =>
      insertBranch(
        tx,
        access.companyId,
        toColumns(input, slug),
        weeklyHoursToRows(input.opening_hours),
        exceptionColumns(input),
      ),
    ),
  )
  return getBranch(deps, access, branchId)
}

export async function updateCompanyBranch(
  deps: AppDeps,
  access: CompanyAccess,
  branchId: number,
  input: BranchValues,
) {
  await loadBranch(deps, access, branchId)
  await assertInUse(deps, access.companyId, 'branches', branchId)
  await checkReferences(deps, input)
  const slug = await resolveSlug(deps, input, branchId)
  await slugRaceAsFieldError(() =>
    updateBranch(
      deps.database.db,
      branchId,
      toColumns(input, slug),
      weeklyHoursToRows(input.opening_hours),
      exceptionColumns(input),
      deps.clock.now(),
    ),
  )
  return getBranch(deps, access, branchId)
}

/** Its upcoming reservations first: 409 listing them unless the request says to cancel them (decision 026). */
export async function deleteBranch(
  deps: AppDeps,
  access: CompanyAccess,
  branchId: number,
  resolution: UpcomingResolutionQuery = {},
): Promise<{ data: DeleteResult }> {
  await loadBranch(deps, access, branchId)
  const result = await settleUpcomingThen(
    deps,
    access,
    { branchId },
    resolution,
    { canReassign: false },
    (within) =>
      deleteOrArchive(
        within.database.db,
        branchId,
        (tx) => deleteBranchRow(tx, branchId),
        (db) => archiveBranch(db, branchId, deps.clock.now()),
      ),
  )
  return { data: result }
}
