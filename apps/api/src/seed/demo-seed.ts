import {
  DEMO_BRANCH_SLUG,
  DEMO_CATEGORY_GROUP_SLUG,
  DEMO_CATEGORY_SLUG,
  DEMO_OWNER_EMAIL,
  DEMO_OWNER_PASSWORD,
} from '@rezervo/shared'
import { and, eq } from 'drizzle-orm'
import type { AppDeps } from '../app-deps'
import {
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
import { issueInvoice } from '../invoices'
import { hashPassword } from '../lib/password-hash'
import { type DemoWorkerHours, insertDemoReservations } from './demo-reservations'
import { seedTaxonomy } from './taxonomy'

const hours = (from: string, to: string) => {
  const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
  return { startMinute: toMinutes(from), endMinute: toMinutes(to) }
}

const DEMO_SERVICES = [
  {
    category: 'Vlasy',
    name: 'Pánský střih',
    minutes: 45,
    price: 450,
    buffer: 0,
    description: 'Střih nůžkami i strojkem, mytí a styling.',
  },
  {
    category: 'Vlasy',
    name: 'Střih strojkem',
    minutes: 30,
    price: 300,
    buffer: 0,
    description: 'Jedna délka strojkem, zapracování kontur.',
  },
  {
    category: 'Vousy',
    name: 'Úprava vousů',
    minutes: 30,
    price: 300,
    buffer: 0,
    description: 'Tvarování, zastřižení a napaření horkým ručníkem.',
  },
  {
    category: 'Vousy',
    name: 'Holení břitvou',
    minutes: 45,
    price: 400,
    buffer: 15,
    description: 'Tradiční holení s horkým ručníkem.',
  },
  {
    category: 'Balíčky',
    name: 'Střih a vousy',
    minutes: 75,
    price: 700,
    buffer: 0,
    description: 'Pánský střih a kompletní úprava vousů.',
  },
]

/**
 * Seeds the demo barbershop once: company, branch at the Home route's fixed slugs, services, two
 * workers with weekly hours, a verified owner, two weeks of past visits and the bookings of the coming
 * days (DEMO_UPCOMING_DAYS). Safe to call on every start.
 */
export async function seedDemoData(deps: AppDeps): Promise<{ created: boolean }> {
  const { db } = deps.database
  await seedTaxonomy(db)
  const [existing] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.slug, DEMO_BRANCH_SLUG))
  if (existing) return { created: false }
  const passwordHash = await hashPassword(DEMO_OWNER_PASSWORD)

  await db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .innerJoin(categoryGroups, eq(categoryGroups.id, categories.groupId))
      .where(and(eq(categoryGroups.slug, DEMO_CATEGORY_GROUP_SLUG), eq(categories.slug, DEMO_CATEGORY_SLUG)))
    const now = deps.clock.now()
    const [owner] = await tx
      .insert(users)
      .values({
        firstName: 'Petr',
        surname: 'Svoboda',
        email: DEMO_OWNER_EMAIL,
        phone: '+420777123456',
        passwordHash,
        locale: 'cs',
        emailVerifiedAt: now,
      })
      .onConflictDoUpdate({ target: users.email, set: { updatedAt: now } })
      .returning({ id: users.id })
    const [company] = await tx
      .insert(companies)
      .values({
        name: 'Barber na rohu s.r.o.',
        cin: '27082440',
        tin: 'CZ27082440',
        street: 'Vinohradská',
        houseNumber: '1234/56',
        city: 'Praha',
        zip: '120 00',
        country: 'CZ',
        billingName: 'Barber na rohu s.r.o.',
        billingEmail: DEMO_OWNER_EMAIL,
        iban: 'CZ6508000000192000145399',
      })
      .returning({ id: companies.id })
    await tx.insert(companyMembers).values({ companyId: company!.id, userId: owner!.id, role: 'owner' })
    // A demo invoice to download, outside production only: there the series is Rezervo's real tax records.
    if (deps.config.env !== 'production') {
      await issueInvoice(
        { db: tx, config: deps.config, now },
        {
          companyId: company!.id,
          lines: [
            {
              description: 'Tarif Start – měsíční předplatné',
              quantity: 1,
              unitPriceHaler: 49_000,
              vatRate: 21,
            },
          ],
          paymentMethod: 'bank_transfer',
        },
      )
    }
    // The demo shows every feature: Profi, with no period to run out (decision 032).
    await tx.insert(subscriptions).values({ companyId: company!.id, planId: 'profi', status: 'active' })
    const [branch] = await tx
      .insert(branches)
      .values({
        companyId: company!.id,
        categoryId: category?.id ?? null,
        name: 'Barber na Rohu',
        slug: DEMO_BRANCH_SLUG,
        street: 'Vinohradská',
        houseNumber: '1234/56',
        city: 'Praha 2',
        zip: '120 00',
        phone: '+420777123456',
        email: 'rezervace@barbernarohu.cz',
        description:
          'Klasický barbershop na Vinohradech. Pánské střihy, úprava vousů a holení břitvou u šálku dobré kávy.',
      })
      .returning({ id: branches.id })
    const branchId = branch!.id
    const weekdays = [1, 2, 3, 4, 5].map((isoWeekday) => ({
      branchId,
      isoWeekday,
      ...hours('09:00', '19:00'),
    }))
    await tx
      .insert(branchOpeningHours)
      .values([...weekdays, { branchId, isoWeekday: 6, ...hours('09:00', '14:00') }])

    const categoryIds = new Map<string, number>()
    for (const [position, name] of ['Vlasy', 'Vousy', 'Balíčky'].entries()) {
      const [row] = await tx
        .insert(itemCategories)
        .values({ companyId: company!.id, name, slug: name.toLowerCase(), position })
        .returning({ id: itemCategories.id })
      categoryIds.set(name, row!.id)
    }
    const itemIds: number[] = []
    for (const [position, service] of DEMO_SERVICES.entries()) {
      const [row] = await tx
        .insert(items)
        .values({
          companyId: company!.id,
          itemCategoryId: categoryIds.get(service.category) ?? null,
          name: service.name,
          description: service.description,
          durationMinutes: service.minutes,
          durationUnit: 'minutes',
          priceCzk: service.price,
          bufferAfterMinutes: service.buffer,
          position,
        })
        .returning({ id: items.id })
      itemIds.push(row!.id)
    }

    const demoWorkers = [
      {
        name: 'Tomáš Novák',
        positions: ['Senior barber'],
        color: '#2563eb',
        days: [1, 2, 3, 4, 5],
        from: '09:00',
        to: '17:00',
      },
      {
        name: 'Jakub Dvořák',
        positions: ['Barber'],
        color: '#16a34a',
        days: [2, 3, 4, 5, 6],
        from: '11:00',
        to: '19:00',
      },
    ]
    const workerIds: number[] = []
    const workerHours: DemoWorkerHours[] = []
    for (const demoWorker of demoWorkers) {
      const [worker] = await tx
        .insert(workers)
        .values({
          companyId: company!.id,
          name: demoWorker.name,
          positions: demoWorker.positions,
          color: demoWorker.color,
        })
        .returning({ id: workers.id })
      const workerId = worker!.id
      workerIds.push(workerId)
      const daily = (isoWeekday: number) =>
        // Saturday is a short day at the branch.
        isoWeekday === 6 ? hours('09:00', '14:00') : hours(demoWorker.from, demoWorker.to)
      workerHours.push({
        days: Object.fromEntries(
          demoWorker.days.map((isoWeekday) => {
            const { startMinute, endMinute } = daily(isoWeekday)
            return [isoWeekday, { start: startMinute, end: endMinute }]
          }),
        ),
      })
      await tx.insert(workerBranches).values({ workerId, branchId })
      await tx.insert(workerItems).values(itemIds.map((itemId) => ({ workerId, itemId })))
      await tx
        .insert(workingHours)
        .values(
          demoWorker.days.map((isoWeekday) => ({ workerId, branchId, isoWeekday, ...daily(isoWeekday) })),
        )
    }

    // Two weeks of past visits and the coming days' bookings, so the calendar, the overview and payments
    // show a business at work.
    await insertDemoReservations(tx, {
      companyId: company!.id,
      branchId,
      ownerId: owner!.id,
      workerIds,
      items: DEMO_SERVICES.map((service, index) => ({
        id: itemIds[index]!,
        name: service.name,
        minutes: service.minutes,
        buffer: service.buffer,
        price: service.price,
      })),
      now,
      timeZone: 'Europe/Prague',
      workerHours,
      upcomingDays: deps.config.demoUpcomingDays,
    })
  })
  return { created: true }
}
