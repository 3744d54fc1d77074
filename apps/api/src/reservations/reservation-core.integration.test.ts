import { isWithinWorkingTime } from '@rezervo/shared/availability/index'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { reservationHistory, reservationItems } from '../db/schema'
import {
  addWorkerAbsence,
  addWorkerExtraHours,
  type CompanyFixture,
  createCompanyFixture,
} from '../testing/schedule-fixtures'
import { useTestApp } from '../testing/test-app'
import { ReservationClashError, withClashDetection } from './reservation-clash'
import { insertReservation, type NewReservationInput, plannedSlot } from './reservation-insert-repository'
import { loadBranchSchedule } from './worker-schedule-repository'

const context = useTestApp({ now: '2026-11-20T08:00:00.000Z' })

function newReservation(
  fixture: CompanyFixture,
  startsAt: string,
  workerIndex: 0 | 1 = 0,
): NewReservationInput {
  return {
    companyId: fixture.companyId,
    branchId: fixture.branchId,
    workerId: fixture.workerIds[workerIndex],
    customerId: fixture.customerId,
    startsAt: new Date(startsAt),
    items: [
      {
        itemId: fixture.itemIds[0],
        name: 'Pánský střih',
        durationMinutes: 45,
        bufferAfterMinutes: 0,
        priceCzk: 450,
      },
      {
        itemId: fixture.itemIds[1],
        name: 'Úprava vousů',
        durationMinutes: 30,
        bufferAfterMinutes: 15,
        priceCzk: 300,
      },
    ],
    note: null,
    source: 'business',
    notifyClient: true,
    reminderSendAt: null,
    cancellationDeadlineHours: 24,
    createdByUserId: null,
    actor: 'business',
  }
}

function book(input: NewReservationInput) {
  return withClashDetection(context.database.db, plannedSlot(input), (tx) => insertReservation(tx, input))
}

describe('insertReservation', () => {
  it('computes end and price from the items and writes items and a created history row', async () => {
    const fixture = await createCompanyFixture(context.database.db)
    const created = await book(newReservation(fixture, '2026-11-23T09:00:00Z'))
    expect(created.endsAt.toISOString()).toBe('2026-11-23T10:30:00.000Z')
    expect(created.priceCzk).toBe(750)
    const { db } = context.database
    const itemRows = await db
      .select()
      .from(reservationItems)
      .where(eq(reservationItems.reservationId, created.id))
    expect(itemRows.map((row) => [row.name, row.position])).toEqual([
      ['Pánský střih', 0],
      ['Úprava vousů', 1],
    ])
    const history = await db
      .select()
      .from(reservationHistory)
      .where(eq(reservationHistory.reservationId, created.id))
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ action: 'created', actor: 'business' })
  })
})

describe('withClashDetection', () => {
  it('turns the exclusion violation into a 409 naming the clashing time in Prague time', async () => {
    const fixture = await createCompanyFixture(context.database.db)
    await book(newReservation(fixture, '2026-11-23T09:00:00Z'))
    const clash = await book(newReservation(fixture, '2026-11-23T10:00:00Z')).catch((error: unknown) => error)
    expect(clash).toBeInstanceOf(ReservationClashError)
    const error = clash as ReservationClashError
    expect(error.status).toBe(409)
    expect(error.code).toBe('reservation_clash')
    expect(error.params).toEqual({ from: '23. 11. 2026 10:00', to: '11:30' })
  })

  it('lets another worker, or the time right after, be booked', async () => {
    const fixture = await createCompanyFixture(context.database.db)
    await book(newReservation(fixture, '2026-11-23T09:00:00Z'))
    await expect(book(newReservation(fixture, '2026-11-23T09:00:00Z', 1))).resolves.toBeTruthy()
    await expect(book(newReservation(fixture, '2026-11-23T10:30:00Z'))).resolves.toBeTruthy()
  })
})

describe('loadBranchSchedule', () => {
  it('gathers hours, absences, extra hours and busy time for the working-hours rule', async () => {
    const fixture = await createCompanyFixture(context.database.db)
    const { db } = context.database
    const [first, second] = fixture.workerIds
    await book(newReservation(fixture, '2026-11-23T09:00:00Z'))
    await addWorkerAbsence(db, first, new Date('2026-11-24T08:00:00Z'), new Date('2026-11-24T12:00:00Z'))
    await addWorkerExtraHours(
      db,
      second,
      fixture.branchId,
      new Date('2026-11-28T09:00:00Z'),
      new Date('2026-11-28T12:00:00Z'),
    )
    const range = { from: new Date('2026-11-22T23:00:00Z'), to: new Date('2026-11-29T23:00:00Z') }
    const schedule = await loadBranchSchedule(db, fixture.branchId, 'all', range)
    expect(schedule?.branch.timeZone).toBe('Europe/Prague')
    expect(schedule?.workers.map((worker) => worker.workerId)).toEqual([first, second])
    const [firstWorker, secondWorker] = schedule!.workers
    expect(firstWorker!.weeklyHours[1]).toEqual([{ start: 540, end: 1020 }])
    expect(firstWorker!.busy).toHaveLength(1)
    expect(firstWorker!.absences).toHaveLength(1)
    expect(secondWorker!.extraHours).toHaveLength(1)
    expect(schedule!.hours.weeklyHours[7]).toEqual([{ start: 480, end: 1200 }])

    const question = (workerIndex: 0 | 1, startsAt: string, endsAt: string) =>
      isWithinWorkingTime({
        timeZone: schedule!.branch.timeZone,
        branch: schedule!.hours,
        worker: schedule!.workers[workerIndex]!,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
      })
    expect(question(0, '2026-11-23T09:00:00Z', '2026-11-23T10:00:00Z')).toBe(true)
    expect(question(0, '2026-11-24T09:00:00Z', '2026-11-24T10:00:00Z')).toBe(false) // absent
    expect(question(1, '2026-11-28T09:00:00Z', '2026-11-28T10:00:00Z')).toBe(true) // extra on Saturday
    expect(question(0, '2026-11-28T09:00:00Z', '2026-11-28T10:00:00Z')).toBe(false)

    const only = await loadBranchSchedule(db, fixture.branchId, [second], range)
    expect(only?.workers.map((worker) => worker.workerId)).toEqual([second])
    expect(await loadBranchSchedule(db, 999_999, 'all', range)).toBeUndefined()
  })
})
