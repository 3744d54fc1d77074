import { and, eq } from 'drizzle-orm'
import type { DatabaseHandle } from '../db/client'
import {
  branchExceptions,
  branches,
  branchOpeningHours,
  categories,
  categoryGroups,
  companies,
  companyMembers,
  itemCategories,
  items,
  subscriptions,
  users,
  workerBranches,
  workerItems,
  workers,
  workingHours,
} from '../db/schema'
import { seedTaxonomy } from '../seed/taxonomy'

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))
const weekdays = (days: number[], from: string, to: string) =>
  days.map((isoWeekday) => ({ isoWeekday, startMinute: minutes(from), endMinute: minutes(to) }))

export interface BookingFixture {
  companyId: number
  branchId: number
  slug: string
  ownerEmail: string
  workers: { alice: number; bob: number }
  items: { cut: number; beard: number; inactive: number; offline: number; otherCompany: number }
}

let counter = 0

/**
 * A barbershop in Prague for booking tests. Opening: Mon–Fri 09:00–17:00, Sat 09:00–12:00. Alice works
 * Mon–Fri 09:00–17:00 and does cuts and beards; Bob works Mon–Fri 12:00–17:00 and does cuts only.
 * Cut: 45 min, 450 Kč. Beard: 30 min + 15 min buffer, 300 Kč. Notice 60 min, step 15 min.
 */
export async function createBookingFixture(
  database: DatabaseHandle,
  overrides: Partial<typeof branches.$inferInsert> = {},
): Promise<BookingFixture> {
  const { db } = database
  counter++
  await seedTaxonomy(db)
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .innerJoin(categoryGroups, eq(categoryGroups.id, categories.groupId))
    .where(and(eq(categoryGroups.slug, 'krasa-a-pece'), eq(categories.slug, 'barbershop')))
  const ownerEmail = `owner${counter}-${Date.now()}@example.cz`
  const [owner] = await db
    .insert(users)
    .values({ firstName: 'Olga', surname: 'Majitelová', email: ownerEmail, passwordHash: 'x', locale: 'cs' })
    .returning()
  const [company] = await db
    .insert(companies)
    .values({
      name: `Střihárna ${counter} s.r.o.`,
      iban: 'CZ6508000000192000145399',
      billingEmail: ownerEmail,
    })
    .returning()
  const companyId = company!.id
  await db.insert(companyMembers).values({ companyId, userId: owner!.id, role: 'owner' })
  // On Profi with no period to run out, so a test moving the clock weeks ahead meets no plan limit.
  await db.insert(subscriptions).values({ companyId, planId: 'profi', status: 'active' })
  const slug = `strihy-${counter}-${Math.random().toString(36).slice(2, 8)}`
  const [branch] = await db
    .insert(branches)
    .values({
      companyId,
      categoryId: category?.id ?? null,
      name: `Střihy u Šťastných ${counter}`,
      slug,
      street: 'Náměstí Míru',
      houseNumber: '1',
      city: 'Praha 2',
      zip: '120 00',
      email: 'pobocka@example.cz',
      ...overrides,
    })
    .returning()
  const branchId = branch!.id
  await db.insert(branchOpeningHours).values(
    [...weekdays([1, 2, 3, 4, 5], '09:00', '17:00'), ...weekdays([6], '09:00', '12:00')].map((row) => ({
      ...row,
      branchId,
    })),
  )
  const [hair] = await db
    .insert(itemCategories)
    .values({ companyId, name: 'Vlasy', slug: 'vlasy', position: 0 })
    .returning()
  const item = async (values: Partial<typeof items.$inferInsert> & { name: string }, company = companyId) => {
    const [row] = await db
      .insert(items)
      .values({ companyId: company, durationMinutes: 30, priceCzk: 300, ...values })
      .returning()
    return row!.id
  }
  const cut = await item({
    name: 'Pánský střih',
    durationMinutes: 45,
    priceCzk: 450,
    itemCategoryId: hair!.id,
  })
  const beard = await item({ name: 'Úprava vousů', bufferAfterMinutes: 15, position: 1 })
  const inactive = await item({ name: 'Staré barvení', active: false })
  const offline = await item({ name: 'Jen po telefonu', bookableOnline: false })
  const [otherCompany] = await db.insert(companies).values({ name: 'Cizí firma' }).returning()
  const foreign = await item({ name: 'Cizí služba' }, otherCompany!.id)

  const worker = async (name: string, days: ReturnType<typeof weekdays>, itemIds: number[]) => {
    const [row] = await db
      .insert(workers)
      .values({ companyId, name, positions: ['Barber'], email: `${name.toLowerCase()}@private.cz` })
      .returning()
    const workerId = row!.id
    await db.insert(workerBranches).values({ workerId, branchId })
    await db.insert(workingHours).values(days.map((day) => ({ ...day, workerId, branchId })))
    await db.insert(workerItems).values(itemIds.map((itemId) => ({ workerId, itemId })))
    return workerId
  }
  const alice = await worker('Alice', weekdays([1, 2, 3, 4, 5], '09:00', '17:00'), [
    cut,
    beard,
    inactive,
    offline,
  ])
  const bob = await worker('Bob', weekdays([1, 2, 3, 4, 5], '12:00', '17:00'), [cut])
  return {
    companyId,
    branchId,
    slug,
    ownerEmail,
    workers: { alice, bob },
    items: { cut, beard, inactive, offline, otherCompany: foreign },
  }
}

export async function addBranchException(
  database: DatabaseHandle,
  branchId: number,
  exception: { date: string; closed: boolean; intervals?: { start: number; end: number }[]; note?: string },
) {
  await database.db.insert(branchExceptions).values({ branchId, intervals: [], ...exception })
}

let personCounter = 0

/** A valid booking body; each call gets its own email and phone, so caps and contact limits do not mix. */
export function bookingBody(overrides: Record<string, unknown> = {}) {
  personCounter++
  const phoneDigits = String(600_000_000 + personCounter * 7919).slice(0, 9)
  return {
    item_ids: [] as number[],
    worker_id: 'any',
    starts_at: '',
    first_name: 'Jan',
    surname: 'Novák',
    email: `jan.novak${personCounter}@example.cz`,
    phone: `+420 ${phoneDigits}`,
    note: null,
    consent: true,
    locale: 'cs',
    website: '',
    ...overrides,
  }
}
