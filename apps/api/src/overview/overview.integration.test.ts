import { describe, expect, it } from 'vitest'
import { createBody, type OwnerOfCompany, ownerOfNewCompany } from '../testing/reservation-api'
import { useTestApp } from '../testing/test-app'

// Monday 23 November 2026, 08:00 in Prague.
const context = useTestApp({ now: '2026-11-23T07:00:00.000Z' })

async function book(owner: OwnerOfCompany, startsAt: string, overrides: Record<string, unknown> = {}) {
  const response = await owner.session.post(
    `${owner.base}/reservations`,
    createBody(owner.fixture, startsAt, { confirm_out_of_working_hours: true, ...overrides }),
  )
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data as { id: number }
}

describe('GET /overview', () => {
  it('shows the day per worker, the next ones, counts, occupancy and planned versus real turnover', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const [first, second] = owner.fixture.workerIds
    const [haircut, beard] = owner.fixture.itemIds
    const thursday = await book(owner, '2026-11-19T09:00:00Z', { item_ids: [haircut] }) // 450, last week
    const monday = await book(owner, '2026-11-23T09:00:00Z') // 750, 90 min
    const mondaySecond = await book(owner, '2026-11-23T12:00:00Z', { worker_id: second, item_ids: [haircut] }) // 450
    const tuesday = await book(owner, '2026-11-24T09:00:00Z') // 750, cancelled below
    const friday = await book(owner, '2026-11-27T09:00:00Z', { item_ids: [beard] }) // 300, 45 min
    await book(owner, '2026-12-01T09:00:00Z') // next month and next week
    await owner.session.post(`${owner.base}/reservations/${tuesday.id}/cancel`, {})

    const overview = async () => {
      const response = await owner.session.get(`${owner.base}/overview?branch_id=${owner.fixture.branchId}`)
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data
    }
    const before = await overview()
    expect(before).toMatchObject({
      branch_id: owner.fixture.branchId,
      time_zone: 'Europe/Prague',
      date: '2026-11-23',
      periods: {
        day: { from: '2026-11-22T23:00:00.000Z', to: '2026-11-23T23:00:00.000Z' },
        week: { from: '2026-11-22T23:00:00.000Z', to: '2026-11-29T23:00:00.000Z' },
        month: { from: '2026-10-31T23:00:00.000Z', to: '2026-11-30T23:00:00.000Z' },
      },
      counts: { day: 2, week: 3, month: 4 },
      turnover: {
        day: { planned_czk: 1200, real_czk: 0 },
        week: { planned_czk: 1500, real_czk: 0 },
        month: { planned_czk: 1950, real_czk: 0 },
      },
    })
    expect(
      before.today.map((column: { worker: { id: number }; reservations: { id: number }[] }) => [
        column.worker.id,
        column.reservations.map((reservation) => reservation.id),
      ]),
    ).toEqual([
      [first, [monday.id]],
      [second, [mondaySecond.id]],
    ])
    expect(before.next.map((reservation: { id: number }) => reservation.id).slice(0, 3)).toEqual([
      monday.id,
      mondaySecond.id,
      friday.id,
    ])
    // Five days of 8 hours; booked: Monday 90 + Friday 45 for the first worker, Monday 45 for the second.
    expect(before.occupancy).toEqual([
      {
        worker_id: first,
        worker_name: 'Petr Novák',
        booked_minutes: 135,
        working_minutes: 2400,
        ratio: 0.056,
      },
      {
        worker_id: second,
        worker_name: 'Jana Dvořáková',
        booked_minutes: 45,
        working_minutes: 2400,
        ratio: 0.019,
      },
    ])

    // A payment moves the real turnover of the period it was paid in, whatever the reservation's date.
    await owner.session.post(`${owner.base}/reservations/${monday.id}/payments`, {
      amount_czk: 750,
      method: 'cash',
    })
    await owner.session.post(`${owner.base}/reservations/${thursday.id}/payments`, {
      amount_czk: 450,
      method: 'card',
      paid_at: '2026-11-19T10:00:00Z',
    })
    const after = await overview()
    expect(after.turnover).toEqual({
      day: { planned_czk: 1200, real_czk: 750 },
      week: { planned_czk: 1500, real_czk: 750 },
      month: { planned_czk: 1950, real_czk: 1200 },
    })
  })

  it('defaults to the first branch and today, and takes another date', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    await book(owner, '2026-12-01T09:00:00Z')
    const today = await owner.session.get(`${owner.base}/overview`)
    expect(today.json().data).toMatchObject({ branch_id: owner.fixture.branchId, date: '2026-11-23' })
    const december = await owner.session.get(`${owner.base}/overview?date=2026-12-01`)
    expect(december.json().data).toMatchObject({
      date: '2026-12-01',
      counts: { day: 1, week: 1, month: 1 },
      turnover: { day: { planned_czk: 750, real_czk: 0 } },
    })
  })

  it('answers 422 for a bad date or another company branch', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const other = await ownerOfNewCompany(context.app, context.database)
    expect((await owner.session.get(`${owner.base}/overview?date=2026-13-01`)).statusCode).toBe(422)
    const foreign = await owner.session.get(`${owner.base}/overview?branch_id=${other.fixture.branchId}`)
    expect(foreign.statusCode).toBe(422)
    expect(foreign.json().errors).toEqual({ branch_id: ['This value does not exist.'] })
  })
})
