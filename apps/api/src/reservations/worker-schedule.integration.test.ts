/**
 * The schedule (loadBranchSchedule) is one statement built once per shape and reused with each call's values
 * (decisions 053 and 058). These tests call it back to back with other branches, workers, ranges and options,
 * so a value kept in the built text, or one shape's plan answering another's call, would show as a wrong
 * answer.
 */

import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it, vi } from 'vitest'
import { postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'
import { loadBranchSchedule } from './worker-schedule-repository'

// Tuesday 24 November 2026 in Prague (UTC+1); the test clock is Monday 23 November 08:00 UTC.
const TUESDAY = (hour: number) => `2026-11-24T${String(hour - 1).padStart(2, '0')}:00:00.000Z`
const tuesday = { from: new Date('2026-11-23T23:00:00.000Z'), to: new Date('2026-11-24T23:00:00.000Z') }
const wednesday = { from: new Date('2026-11-24T23:00:00.000Z'), to: new Date('2026-11-25T23:00:00.000Z') }

const busyOf = (schedule: Awaited<ReturnType<typeof loadBranchSchedule>>) =>
  schedule?.workers.map((worker) => ({
    workerId: worker.workerId,
    busy: worker.busy.map((interval) => interval.startsAt.toISOString()),
  }))

describe('the branch schedule statement', () => {
  const t = useTestApp()

  it('answers each call with its own branch, workers, range and options, however it was called before', async () => {
    const first = await createBookingFixture(t.database)
    const second = await createBookingFixture(t.database)
    const { alice, bob } = first.workers
    const book = async (fixture: typeof first, workerId: number, hour: number) => {
      const body = bookingBody({
        item_ids: [fixture.items.cut],
        worker_id: workerId,
        starts_at: TUESDAY(hour),
      })
      const answer = await postBooking(t.app, fixture.slug, body)
      expect(answer.statusCode, answer.body).toBe(201)
      return answer.json().reservation.id as number
    }
    const aliceAtTen = await book(first, alice, 10)
    await book(first, bob, 13)
    await book(second, second.workers.alice, 11)
    const { db } = t.database

    // The same shape six times and more (PostgreSQL's switch to a generic plan), other values each time.
    for (let round = 0; round < 3; round++) {
      expect(busyOf(await loadBranchSchedule(db, first.branchId, 'all', tuesday))).toEqual([
        { workerId: alice, busy: [TUESDAY(10)] },
        { workerId: bob, busy: [TUESDAY(13)] },
      ])
      expect(busyOf(await loadBranchSchedule(db, second.branchId, 'all', tuesday))).toEqual([
        { workerId: second.workers.alice, busy: [TUESDAY(11)] },
        { workerId: second.workers.bob, busy: [] },
      ])
      expect(busyOf(await loadBranchSchedule(db, first.branchId, 'all', wednesday))).toEqual([
        { workerId: alice, busy: [] },
        { workerId: bob, busy: [] },
      ])
    }
    expect(busyOf(await loadBranchSchedule(db, first.branchId, [bob], tuesday))).toEqual([
      { workerId: bob, busy: [TUESDAY(13)] },
    ])
    expect(busyOf(await loadBranchSchedule(db, first.branchId, [alice], tuesday))).toEqual([
      { workerId: alice, busy: [TUESDAY(10)] },
    ])
    // A worker of another branch is not this branch's, and no worker asked for is none.
    expect(busyOf(await loadBranchSchedule(db, first.branchId, [second.workers.alice], tuesday))).toEqual([])
    expect(busyOf(await loadBranchSchedule(db, first.branchId, [], tuesday))).toEqual([])
    // The reservation being moved does not count as busy; statistics ask for no busy time at all.
    const moving = await loadBranchSchedule(db, first.branchId, [alice, bob], tuesday, {
      excludeReservationId: aliceAtTen,
    })
    expect(busyOf(moving)).toEqual([
      { workerId: alice, busy: [] },
      { workerId: bob, busy: [TUESDAY(13)] },
    ])
    const working = await loadBranchSchedule(db, first.branchId, 'all', tuesday, { withoutBusy: true })
    expect(busyOf(working)).toEqual([
      { workerId: alice, busy: [] },
      { workerId: bob, busy: [] },
    ])
    // The branch's facts and hours come with it: Mon–Fri 09:00–17:00, Bob from 12:00.
    expect(working?.branch).toMatchObject({ id: first.branchId, timeZone: 'Europe/Prague', archived: false })
    expect(working?.hours.weeklyHours[2]).toEqual([{ start: 9 * 60, end: 17 * 60 }])
    expect(working?.workers.find((worker) => worker.workerId === bob)?.weeklyHours[2]).toEqual([
      { start: 12 * 60, end: 17 * 60 },
    ])
    expect(await loadBranchSchedule(db, 2_147_483_000, 'all', tuesday)).toBeUndefined()
  })

  it('is built once per shape: a second call renders no text', async () => {
    const fixture = await createBookingFixture(t.database)
    const { db } = t.database
    await loadBranchSchedule(db, fixture.branchId, [fixture.workers.alice], tuesday)
    const rendered = vi.spyOn(PgDialect.prototype, 'sqlToQuery')
    try {
      const schedule = await loadBranchSchedule(db, fixture.branchId, [fixture.workers.bob], wednesday)
      expect(schedule?.workers.map((worker) => worker.workerId)).toEqual([fixture.workers.bob])
      expect(rendered).not.toHaveBeenCalled()
    } finally {
      rendered.mockRestore()
    }
  })
})
