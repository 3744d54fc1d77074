import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { customers, payments, reservationItems, reservations, subscriptions } from '../db/schema'
import { type OwnerOfCompany, ownerOfNewCompany } from '../testing/reservation-api'
import { addWorkerAbsence } from '../testing/schedule-fixtures'
import { useTestApp } from '../testing/test-app'

// Saturday 24 October 2026, 12:00 in Prague (summer time; the clocks go back on Sunday at 03:00).
const context = useTestApp({ now: '2026-10-24T10:00:00.000Z' })

const MINUTE = 60_000

interface Visit {
  startsAt: string
  worker: 0 | 1
  customerId: number
  /** 0: haircut 450 CZK 45 min, 1: beard trim 300 CZK 30 + 15 min. */
  items: (0 | 1)[]
  source?: 'business' | 'online'
  attendance?: 'arrived' | 'no_show'
  cancelled?: boolean
}

async function insertVisit(owner: OwnerOfCompany, visit: Visit) {
  const { fixture } = owner
  const prices = visit.items.map((item) => (item === 0 ? 450 : 300))
  const minutes = visit.items.length * 45
  const startsAt = new Date(visit.startsAt)
  const [row] = await context.database.db
    .insert(reservations)
    .values({
      companyId: fixture.companyId,
      branchId: fixture.branchId,
      workerId: fixture.workerIds[visit.worker],
      customerId: visit.customerId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * MINUTE),
      priceCzk: prices.reduce((sum, price) => sum + price, 0),
      source: visit.source ?? 'business',
      attendance: visit.attendance ?? null,
      cancelledAt: visit.cancelled ? startsAt : null,
      cancelledBy: visit.cancelled ? 'customer' : null,
    })
    .returning({ id: reservations.id })
  await context.database.db.insert(reservationItems).values(
    visit.items.map((item, position) => ({
      reservationId: row!.id,
      itemId: fixture.itemIds[item],
      name: item === 0 ? 'Pánský střih' : 'Úprava vousů',
      durationMinutes: item === 0 ? 45 : 30,
      bufferAfterMinutes: item === 0 ? 0 : 15,
      priceCzk: prices[position]!,
      position,
    })),
  )
  return row!.id
}

async function pay(owner: OwnerOfCompany, reservationId: number, amountCzk: number, paidAt: string) {
  await context.database.db.insert(payments).values({
    companyId: owner.fixture.companyId,
    reservationId,
    amountCzk,
    method: 'cash',
    paidAt: new Date(paidAt),
  })
}

async function addCustomer(owner: OwnerOfCompany, firstName: string) {
  const [row] = await context.database.db
    .insert(customers)
    .values({
      companyId: owner.fixture.companyId,
      firstName,
      surname: 'Nová',
      email: `${firstName.toLowerCase()}.${owner.fixture.companyId}@example.cz`,
      phone: '+420777000111',
      searchText: firstName.toLowerCase(),
    })
    .returning({ id: customers.id })
  return row!.id
}

/**
 * The week of the clock change, Monday 19 – Sunday 25 October 2026 (169 hours: from 18 Oct 22:00 UTC to 25 Oct
 * 23:00 UTC), and the week before it. Every figure below is counted by hand from these rows.
 */
async function clockChangeWeek() {
  const owner = await ownerOfNewCompany(context.app, context.database)
  const jan = owner.fixture.customerId
  const eva = await addCustomer(owner, 'Eva')
  const karel = await addCustomer(owner, 'Karel')
  // The week before: Jan's first visits, so in the week of the change he is a returning customer.
  const r8 = await insertVisit(owner, {
    startsAt: '2026-10-14T08:00:00Z',
    worker: 0,
    customerId: jan,
    items: [0],
  })
  await pay(owner, r8, 200, '2026-10-14T08:45:00Z')
  // Sunday 18 October 23:30 summer time: 30 of its 45 minutes in the week before, 15 after midnight.
  await insertVisit(owner, { startsAt: '2026-10-18T21:30:00Z', worker: 1, customerId: jan, items: [0] })

  // Monday 19 October 00:30 local, still the 18th in UTC.
  const r1 = await insertVisit(owner, {
    startsAt: '2026-10-18T22:30:00Z',
    worker: 0,
    customerId: jan,
    items: [0],
    attendance: 'arrived',
  })
  await pay(owner, r1, 450, '2026-10-18T22:50:00Z') // Monday 00:50 local
  await insertVisit(owner, {
    startsAt: '2026-10-19T08:00:00Z',
    worker: 0,
    customerId: eva,
    items: [0, 1],
    source: 'online',
    attendance: 'no_show',
  })
  const r3 = await insertVisit(owner, {
    startsAt: '2026-10-20T07:00:00Z',
    worker: 1,
    customerId: jan,
    items: [1],
    attendance: 'arrived',
  })
  await pay(owner, r3, 300, '2026-10-20T07:45:00Z')
  await insertVisit(owner, {
    startsAt: '2026-10-21T12:00:00Z',
    worker: 0,
    customerId: karel,
    items: [0],
    source: 'online',
    cancelled: true,
  })
  // Saturday 13:00, after now: not begun.
  await insertVisit(owner, {
    startsAt: '2026-10-24T11:00:00Z',
    worker: 1,
    customerId: eva,
    items: [0],
    source: 'online',
  })
  // Sunday 25 October 23:30 winter time (UTC+1): still Sunday; 30 of its 45 minutes before Monday.
  await insertVisit(owner, { startsAt: '2026-10-25T22:30:00Z', worker: 0, customerId: karel, items: [1] })
  // Monday 26 October 00:30 local, though the 25th in UTC: next week.
  const r7 = await insertVisit(owner, {
    startsAt: '2026-10-25T23:30:00Z',
    worker: 0,
    customerId: karel,
    items: [0],
  })
  await pay(owner, r8, 250, '2026-10-25T22:45:00Z') // the week before's visit, paid on Sunday 23:45
  await pay(owner, r7, 450, '2026-10-25T23:40:00Z') // Monday 00:40 local: next week
  // Jana is away on Wednesday: 4 working days of 8 hours instead of 5.
  await addWorkerAbsence(
    context.database.db,
    owner.fixture.workerIds[1],
    new Date('2026-10-20T22:00:00Z'),
    new Date('2026-10-21T22:00:00Z'),
  )
  return owner
}

describe('GET /statistics', () => {
  it('counts the week of the clock change on Prague days, with the week before to compare', async () => {
    const owner = await clockChangeWeek()
    // Another company's reservation in the same week never counts.
    const other = await ownerOfNewCompany(context.app, context.database)
    await insertVisit(other, {
      startsAt: '2026-10-20T08:00:00Z',
      worker: 0,
      customerId: other.fixture.customerId,
      items: [0],
    })

    const response = await owner.session.get(`${owner.base}/statistics?from=2026-10-19&to=2026-10-25`)
    expect(response.statusCode, response.body).toBe(200)
    const stats = response.json().data
    expect(stats.summary).toEqual({
      from: '2026-10-19',
      to: '2026-10-25',
      reservations: 5,
      cancelled: 1,
      planned_czk: 2250,
      real_czk: 1000,
      begun: 3,
      no_shows: 1,
      no_show_rate: 0.3333,
      online: 2,
      business: 3,
      new_customers: 2,
      returning_customers: 1,
      // 45 + 90 + 45 + 45 + 30 (Sunday's, to midnight) + 15 (the Sunday before's, after midnight).
      booked_minutes: 270,
      // Petr 5 × 8 h, Jana 4 × 8 h.
      working_minutes: 4320,
      utilisation: 0.0625,
    })
    expect(stats.previous).toEqual({
      from: '2026-10-12',
      to: '2026-10-18',
      reservations: 2,
      cancelled: 0,
      planned_czk: 900,
      real_czk: 200,
      begun: 2,
      no_shows: 0,
      no_show_rate: 0,
      online: 0,
      business: 2,
      new_customers: 1,
      returning_customers: 0,
      booked_minutes: 75,
      working_minutes: 4800,
      utilisation: 0.0156,
    })
    expect(stats.days).toEqual([
      { date: '2026-10-19', reservations: 2, planned_czk: 1200, real_czk: 450 },
      { date: '2026-10-20', reservations: 1, planned_czk: 300, real_czk: 300 },
      { date: '2026-10-21', reservations: 0, planned_czk: 0, real_czk: 0 },
      { date: '2026-10-22', reservations: 0, planned_czk: 0, real_czk: 0 },
      { date: '2026-10-23', reservations: 0, planned_czk: 0, real_czk: 0 },
      { date: '2026-10-24', reservations: 1, planned_czk: 450, real_czk: 0 },
      { date: '2026-10-25', reservations: 1, planned_czk: 300, real_czk: 250 },
    ])
    expect(stats.weeks).toEqual([
      { week_start: '2026-10-19', year: 2026, week: 43, reservations: 5, planned_czk: 2250, real_czk: 1000 },
    ])
    expect(stats.services).toEqual([
      { item_id: owner.fixture.itemIds[0], name: 'Pánský střih', count: 3, planned_czk: 1350 },
      { item_id: owner.fixture.itemIds[1], name: 'Úprava vousů', count: 3, planned_czk: 900 },
    ])
    expect(stats.workers).toEqual([
      {
        worker_id: owner.fixture.workerIds[0],
        name: 'Petr Novák',
        reservations: 3,
        planned_czk: 1500,
        real_czk: 700,
        booked_minutes: 165,
        working_minutes: 2400,
        utilisation: 0.0688,
      },
      {
        worker_id: owner.fixture.workerIds[1],
        name: 'Jana Dvořáková',
        reservations: 2,
        planned_czk: 750,
        real_czk: 300,
        booked_minutes: 105,
        working_minutes: 1920,
        utilisation: 0.0547,
      },
    ])
    // The branch's own figures are the same: the company has one branch.
    const branch = await owner.session.get(
      `${owner.base}/statistics?from=2026-10-19&to=2026-10-25&branch_id=${owner.fixture.branchId}`,
    )
    expect(branch.json().data.summary).toEqual(stats.summary)
    expect(branch.json().data.branch_id).toBe(owner.fixture.branchId)
  })

  it('compares a whole month with the whole month before and splits it into ISO weeks', async () => {
    const owner = await clockChangeWeek()
    const response = await owner.session.get(`${owner.base}/statistics?from=2026-10-01&to=2026-10-31`)
    expect(response.statusCode, response.body).toBe(200)
    const stats = response.json().data
    expect(stats.days).toHaveLength(31)
    expect(stats.previous).toMatchObject({ from: '2026-09-01', to: '2026-09-30', reservations: 0 })
    expect(stats.summary).toMatchObject({ reservations: 8, planned_czk: 3600, real_czk: 1650 })
    expect(
      stats.weeks.map((week: { week: number; reservations: number }) => [week.week, week.reservations]),
    ).toEqual([
      [40, 0],
      [41, 0],
      [42, 2],
      [43, 5],
      [44, 1],
    ])
  })

  it('answers 422 on the field for impossible dates, a reversed or too long range and a foreign branch', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const other = await ownerOfNewCompany(context.app, context.database)
    const errors = async (query: string) => {
      const response = await owner.session.get(`${owner.base}/statistics?${query}`)
      expect(response.statusCode, response.body).toBe(422)
      return response.json().errors
    }
    expect(await errors('from=2026-02-30&to=2026-03-01')).toEqual({
      from: ['This field must be a valid date.'],
    })
    expect(await errors('from=0000-01-01&to=2026-03-01')).toEqual({
      from: ['This field must be a valid date.'],
    })
    expect(await errors('from=2026-03-02&to=2026-03-01')).toEqual({
      to: ['The end date must not be before the start date.'],
    })
    expect(await errors('from=2025-01-01&to=2026-03-01')).toEqual({
      to: ['The period may be at most 371 days long.'],
    })
    expect(await errors('to=2026-03-01')).toEqual({ from: ['The from field is required.'] })
    expect(await errors(`from=2026-03-01&to=2026-03-31&branch_id=${other.fixture.branchId}`)).toEqual({
      branch_id: ['This value does not exist.'],
    })
    const czech = await owner.session.request({
      method: 'GET',
      url: `${owner.base}/statistics?from=2026-03-02&to=2026-03-01`,
      headers: { 'accept-language': 'cs' },
    })
    expect(czech.json().errors).toEqual({ to: ['Datum konce nesmí být před datem začátku.'] })
  })

  it('is refused on Zdarma with 402 plan_limit and the link to the plans', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    await context.database.db
      .update(subscriptions)
      .set({ planId: 'zdarma', status: 'active' })
      .where(eq(subscriptions.companyId, owner.fixture.companyId))
    const response = await owner.session.request({
      method: 'GET',
      url: `${owner.base}/statistics?from=2026-10-01&to=2026-10-31`,
      headers: { 'accept-language': 'cs' },
    })
    expect(response.statusCode).toBe(402)
    expect(response.json()).toEqual({
      message: 'Statistiky nejsou součástí vašeho tarifu Zdarma. Najdete je v tarifech Start a Profi.',
      code: 'plan_limit',
      link: '/dashboard/settings/subscription',
    })
    await context.database.db
      .update(subscriptions)
      .set({ planId: 'start' })
      .where(eq(subscriptions.companyId, owner.fixture.companyId))
    expect(
      (await owner.session.get(`${owner.base}/statistics?from=2026-10-01&to=2026-10-31`)).statusCode,
    ).toBe(200)
  })
})
