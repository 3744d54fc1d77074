import { customerSearchText } from '@rezervo/shared'
import { isCzechPublicHoliday } from '@rezervo/shared/holidays/czech-holidays'
import { addDays, type IsoDate, type IsoWeekday, isoWeekdayOf } from '@rezervo/shared/time/iso-date'
import { utcToZonedParts, zonedWallTimeToUtc } from '@rezervo/shared/time/zoned-time'
import type { DatabaseOrTransaction } from '../db/client'
import { customers, payments, reservationHistory, reservationItems, reservations } from '../db/schema'

/** How far back the demo business has been taking bookings. */
export const DEMO_HISTORY_DAYS = 14

export interface DemoWorkerHours {
  /** Working days, each with its wall-clock hours in minutes. */
  days: Partial<Record<IsoWeekday, { start: number; end: number }>>
}

export interface DemoService {
  minutes: number
  buffer: number
  price: number
}

export type DemoPaymentMethod = 'cash' | 'card' | 'transfer'

export interface PlannedReservation {
  worker: number
  customer: number
  service: number
  startsAt: Date
  endsAt: Date
  /** What became of a past visit; 'upcoming' for one still ahead. */
  outcome: 'arrived' | 'no_show' | 'cancelled_by_customer' | 'upcoming'
  /** Set when it was paid: arrived and over. */
  paidWith: DemoPaymentMethod | null
}

/** A small deterministic generator (mulberry32): the same `now` always plans the same business. */
function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Starts two hours apart: no demo service with its buffer is longer, so a worker's visits never overlap. */
const SLOT_SPACING_MINUTES = 120
const METHODS: DemoPaymentMethod[] = ['card', 'cash', 'card', 'transfer']

/**
 * The demo barbershop's bookings: for each of the last days (and, with `upcomingDays`, the next ones) and each
 * worker working that day, a few visits inside the working hours, none on a public holiday (the branch is
 * closed) and none under way at `now`. Past visits have their attendance and payment; later days are booked
 * more thinly, as real diaries are. Pure, so it is tested without a database.
 */
export function planDemoReservations(input: {
  now: Date
  timeZone: string
  workers: DemoWorkerHours[]
  services: DemoService[]
  customerCount: number
  upcomingDays?: number
}): PlannedReservation[] {
  const random = seededRandom(20_261_122)
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T
  const today = utcToZonedParts(input.now, input.timeZone).date
  const planned: PlannedReservation[] = []
  const now = input.now.getTime()
  for (let offset = -DEMO_HISTORY_DAYS; offset <= (input.upcomingDays ?? 0); offset++) {
    const date: IsoDate = addDays(today, offset)
    if (isCzechPublicHoliday(date)) continue
    const weekday = isoWeekdayOf(date)
    // Full in the past and the next two days, thinner further ahead.
    const density = offset <= 2 ? 0.45 : offset <= 7 ? 0.3 : 0.18
    input.workers.forEach((worker, workerIndex) => {
      const hours = worker.days[weekday]
      if (!hours) return
      const starts: number[] = []
      for (let start = hours.start; start + 90 <= hours.end; start += SLOT_SPACING_MINUTES) starts.push(start)
      const visits = starts.filter(() => random() < density)
      for (const startMinute of visits) {
        const serviceIndex = Math.floor(random() * input.services.length)
        const service = input.services[serviceIndex]!
        const startsAt = zonedWallTimeToUtc(date, startMinute, input.timeZone)
        const endsAt = new Date(startsAt.getTime() + (service.minutes + service.buffer) * 60_000)
        const ahead = startsAt.getTime() >= now
        if (!ahead && endsAt.getTime() > now) continue
        if (ahead && !input.upcomingDays) continue
        const roll = random()
        const outcome = ahead
          ? 'upcoming'
          : roll < 0.07
            ? 'cancelled_by_customer'
            : roll < 0.14
              ? 'no_show'
              : 'arrived'
        planned.push({
          worker: workerIndex,
          customer: Math.floor(random() * input.customerCount),
          service: serviceIndex,
          startsAt,
          endsAt,
          outcome,
          paidWith: outcome === 'arrived' ? pick(METHODS) : null,
        })
      }
    })
  }
  return planned
}

export const DEMO_CUSTOMERS = [
  ['Jan', 'Novotný'],
  ['Martin', 'Procházka'],
  ['Lukáš', 'Kučera'],
  ['Ondřej', 'Veselý'],
  ['Jiří', 'Horák'],
  ['Tomáš', 'Němec'],
  ['David', 'Pokorný'],
  ['Jakub', 'Marek'],
  ['Filip', 'Pospíšil'],
  ['Matěj', 'Hájek'],
  ['Vojtěch', 'Král'],
  ['Šimon', 'Růžička'],
] as const

/** ASCII for the demo email addresses ('Růžička' → 'ruzicka'). */
const asciiLower = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** Inserts the demo customers and the planned visits as the app itself would have written them. */
export async function insertDemoReservations(
  tx: DatabaseOrTransaction,
  context: {
    companyId: number
    branchId: number
    ownerId: number
    workerIds: number[]
    items: { id: number; name: string; minutes: number; buffer: number; price: number }[]
    now: Date
    timeZone: string
    workerHours: DemoWorkerHours[]
    upcomingDays: number
  },
) {
  const customerIds: number[] = []
  for (const [index, [firstName, surname]] of DEMO_CUSTOMERS.entries()) {
    const columns = {
      firstName,
      surname,
      email: `${asciiLower(firstName)}.${asciiLower(surname)}@example.cz`,
      phone: `+42060${String(1_000_000 + index * 13_579).slice(-7)}`,
    }
    const [row] = await tx
      .insert(customers)
      .values({
        companyId: context.companyId,
        ...columns,
        locale: 'cs',
        consentAt: context.now,
        searchText: customerSearchText(columns),
      })
      .returning({ id: customers.id })
    customerIds.push(row!.id)
  }

  const plan = planDemoReservations({
    now: context.now,
    timeZone: context.timeZone,
    workers: context.workerHours,
    services: context.items,
    customerCount: customerIds.length,
    upcomingDays: context.upcomingDays,
  })
  for (const visit of plan) {
    const item = context.items[visit.service]!
    const workerId = context.workerIds[visit.worker]!
    // Booked three days ahead, or a little before now for a visit that is sooner than that.
    const bookedAt = new Date(
      Math.min(
        visit.startsAt.getTime() - 3 * 86_400_000,
        context.now.getTime() - (visit.customer + 1) * 3_600_000,
      ),
    )
    const cancelled = visit.outcome === 'cancelled_by_customer'
    const upcoming = visit.outcome === 'upcoming'
    const [row] = await tx
      .insert(reservations)
      .values({
        companyId: context.companyId,
        branchId: context.branchId,
        workerId,
        customerId: customerIds[visit.customer]!,
        startsAt: visit.startsAt,
        endsAt: visit.endsAt,
        priceCzk: item.price,
        source: visit.customer % 3 === 0 ? 'business' : 'online',
        cancelledAt: cancelled ? new Date(visit.startsAt.getTime() - 86_400_000) : null,
        cancelledBy: cancelled ? 'customer' : null,
        attendance: cancelled || upcoming ? null : visit.outcome === 'no_show' ? 'no_show' : 'arrived',
        createdAt: bookedAt,
        updatedAt: upcoming ? bookedAt : visit.endsAt,
      })
      .returning({ id: reservations.id })
    const reservationId = row!.id
    await tx.insert(reservationItems).values({
      reservationId,
      itemId: item.id,
      name: item.name,
      durationMinutes: item.minutes,
      bufferAfterMinutes: item.buffer,
      priceCzk: item.price,
    })
    const history: (typeof reservationHistory.$inferInsert)[] = [
      {
        reservationId,
        actor: 'customer',
        action: 'created',
        changes: { worker_id: workerId, starts_at: visit.startsAt.toISOString(), items: [item.name] },
        createdAt: bookedAt,
      },
    ]
    if (cancelled) {
      history.push({
        reservationId,
        actor: 'customer',
        action: 'cancelled',
        changes: {},
        createdAt: new Date(visit.startsAt.getTime() - 86_400_000),
      })
    } else if (!upcoming) {
      const attendance = visit.outcome === 'no_show' ? 'no_show' : 'arrived'
      history.push({
        reservationId,
        actor: 'business',
        userId: context.ownerId,
        action: 'attendance',
        changes: { attendance: { from: null, to: attendance } },
        createdAt: visit.startsAt,
      })
    }
    await tx.insert(reservationHistory).values(history)
    if (visit.paidWith) {
      const [payment] = await tx
        .insert(payments)
        .values({
          companyId: context.companyId,
          reservationId,
          amountCzk: item.price,
          method: visit.paidWith,
          paidAt: visit.endsAt,
          createdByUserId: context.ownerId,
          createdAt: visit.endsAt,
        })
        .returning({ id: payments.id })
      await tx.insert(reservationHistory).values({
        reservationId,
        actor: 'business',
        userId: context.ownerId,
        action: 'payment_added',
        changes: {
          payment_id: payment!.id,
          amount_czk: item.price,
          method: visit.paidWith,
          paid_at: visit.endsAt.toISOString(),
        },
        createdAt: visit.endsAt,
      })
    }
  }
  return { customers: customerIds.length, reservations: plan.length }
}
