/**
 * Test data for the reservation tests, written straight to the database: a company with a Prague branch
 * open every day 08:00–20:00, workers working Monday to Friday 09:00–17:00, two services and a customer.
 * Test-only; the back office API is the way real data comes in.
 */
import type { Database } from '../db/client'
import {
  branches,
  branchOpeningHours,
  companies,
  companyMembers,
  customers,
  items,
  subscriptions,
  workerBranches,
  workerExceptions,
  workerItems,
  workers,
  workingHours,
} from '../db/schema'

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7]
const WEEKDAYS = [1, 2, 3, 4, 5]

export interface CompanyFixture {
  companyId: number
  branchId: number
  workerIds: [number, number]
  /** 45 min haircut 450 CZK; 30 min beard trim with a 15 min buffer, 300 CZK. */
  itemIds: [number, number]
  customerId: number
}

let slugCounter = 0

export async function createCompanyFixture(
  db: Database,
  options: {
    name?: string
    iban?: string | null
    workerHours?: { start: number; end: number }
    /** Makes this user the company's owner. */
    ownerUserId?: number
  } = {},
): Promise<CompanyFixture> {
  const [company] = await db
    .insert(companies)
    .values({ name: options.name ?? 'Barber s.r.o.', iban: options.iban ?? null })
    .returning()
  const companyId = company!.id
  if (options.ownerUserId) await db.insert(companyMembers).values({ companyId, userId: options.ownerUserId })
  // On Profi with no period to run out, so a test moving the clock weeks ahead meets no plan limit.
  await db.insert(subscriptions).values({ companyId, planId: 'profi', status: 'active' })
  slugCounter++
  const [branch] = await db
    .insert(branches)
    .values({ companyId, name: 'Na Rohu', slug: `fixture-branch-${process.pid}-${slugCounter}-${companyId}` })
    .returning()
  const branchId = branch!.id
  await db
    .insert(branchOpeningHours)
    .values(
      EVERY_DAY.map((isoWeekday) => ({ branchId, isoWeekday, startMinute: 8 * 60, endMinute: 20 * 60 })),
    )
  const workerRows = await db
    .insert(workers)
    .values([
      { companyId, name: 'Petr Novák', color: '#2563eb' },
      { companyId, name: 'Jana Dvořáková', color: '#db2777' },
    ])
    .returning()
  const workerIds = workerRows.map((row) => row.id) as [number, number]
  const itemRows = await db
    .insert(items)
    .values([
      { companyId, name: 'Pánský střih', durationMinutes: 45, priceCzk: 450 },
      { companyId, name: 'Úprava vousů', durationMinutes: 30, bufferAfterMinutes: 15, priceCzk: 300 },
    ])
    .returning()
  const itemIds = itemRows.map((row) => row.id) as [number, number]
  const shift = options.workerHours ?? { start: 9 * 60, end: 17 * 60 }
  for (const workerId of workerIds) {
    await db.insert(workerBranches).values({ workerId, branchId })
    await db.insert(workerItems).values(itemIds.map((itemId) => ({ workerId, itemId })))
    await db.insert(workingHours).values(
      WEEKDAYS.map((isoWeekday) => ({
        workerId,
        branchId,
        isoWeekday,
        startMinute: shift.start,
        endMinute: shift.end,
      })),
    )
  }
  const [customer] = await db
    .insert(customers)
    .values({
      companyId,
      firstName: 'Jan',
      surname: 'Šťastný',
      email: `jan.${companyId}@example.cz`,
      phone: '+420777123456',
      searchText: 'jan stastny',
    })
    .returning()
  return { companyId, branchId, workerIds, itemIds, customerId: customer!.id }
}

export async function addWorkerAbsence(db: Database, workerId: number, startsAt: Date, endsAt: Date) {
  await db.insert(workerExceptions).values({ workerId, kind: 'holiday', startsAt, endsAt })
}

export async function addWorkerExtraHours(
  db: Database,
  workerId: number,
  branchId: number,
  startsAt: Date,
  endsAt: Date,
) {
  await db.insert(workerExceptions).values({ workerId, branchId, kind: 'extra', startsAt, endsAt })
}
