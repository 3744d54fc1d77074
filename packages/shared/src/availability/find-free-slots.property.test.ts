/** Property tests of the finder against the brute-force model in testing/brute-force-model. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { eachDate } from '../time/iso-date'
import { utcToZonedParts } from '../time/zoned-time'
import { findFreeSlots } from './find-free-slots'
import {
  bookingWindow,
  busyOf,
  type DayModel,
  freeGaps,
  isFree,
  modelDay,
  wallMinuteAt,
} from './testing/brute-force-model'
import { randomAvailabilityInput } from './testing/random-scenario'
import type { AvailabilityDay, AvailabilityInput } from './types'

const MINUTE_MS = 60_000
const RUNS = { numRuns: 200 }

/** Runs the finder on a random input and hands each returned day, with its model, to `check`. */
function forEachDay(check: (input: AvailabilityInput, day: AvailabilityDay, model: DayModel) => void) {
  return fc.property(randomAvailabilityInput, (input) => {
    const days = findFreeSlots(input)
    expect(days.map((day) => day.date)).toEqual(eachDate(input.from, input.to))
    for (const day of days) check(input, day, modelDay(input, day.date))
  })
}

function offeredStarts(day: AvailabilityDay, workerId: number): number[] {
  return day.slots.filter((slot) => slot.workerIds.includes(workerId)).map((slot) => slot.startsAt.getTime())
}

describe('findFreeSlots properties', () => {
  it('(a) never overlaps a reservation of an offered worker', () => {
    fc.assert(
      forEachDay((input, day, model) => {
        const { occupancyMs } = bookingWindow(input)
        for (const slot of day.slots) {
          const start = slot.startsAt.getTime()
          for (const workerId of slot.workerIds) {
            const clash = busyOf(model, workerId).find(
              ({ start: from, end }) => from < start + occupancyMs && start < end,
            )
            expect(clash, `${day.date} ${slot.localTime} worker ${workerId}`).toBeUndefined()
          }
        }
      }),
      RUNS,
    )
  })

  it('(b) keeps the whole occupancy in working and branch hours, and the start in notice and horizon', () => {
    fc.assert(
      forEachDay((input, day, model) => {
        const { occupancyMs, earliestMs, latestMs } = bookingWindow(input)
        for (const slot of day.slots) {
          const start = slot.startsAt.getTime()
          expect(start).toBeGreaterThanOrEqual(Math.max(model.startMs, earliestMs))
          expect(start).toBeLessThanOrEqual(latestMs)
          expect(start + occupancyMs).toBeLessThanOrEqual(model.endMs)
          for (const workerId of slot.workerIds) {
            let allFree = true
            for (let ms = start; ms < start + occupancyMs && allFree; ms += MINUTE_MS) {
              allFree = isFree(model, workerId, ms)
            }
            expect(allFree, `${day.date} ${slot.localTime} worker ${workerId}`).toBe(true)
          }
        }
      }),
      RUNS,
    )
  })

  it('(c) offers a start in every free gap long enough within notice and horizon', () => {
    fc.assert(
      forEachDay((input, day, model) => {
        const { occupancyMs, earliestMs, latestMs } = bookingWindow(input)
        for (const { workerId } of input.workers) {
          const offered = offeredStarts(day, workerId)
          for (const gap of freeGaps(model, workerId)) {
            if (Math.max(gap.start, earliestMs) > Math.min(gap.end - occupancyMs, latestMs)) continue
            const inGap = offered.some((start) => gap.start <= start && start + occupancyMs <= gap.end)
            expect(inGap, `${day.date} gap at ${new Date(gap.start).toISOString()} worker ${workerId}`).toBe(
              true,
            )
          }
        }
      }),
      RUNS,
    )
  })

  it('(d) offers exactly the grid times that fit, each gap’s off-grid start, and nothing else', () => {
    fc.assert(
      forEachDay((input, day, model) => {
        const { occupancyMs, earliestMs, latestMs } = bookingWindow(input)
        const onGrid = (ms: number) => wallMinuteAt(input.timeZone, ms) % input.slotStepMinutes === 0
        for (const { workerId } of input.workers) {
          const expected: number[] = []
          for (const gap of freeGaps(model, workerId)) {
            const first = Math.max(gap.start, earliestMs)
            const last = Math.min(gap.end - occupancyMs, latestMs)
            if (first > last) continue
            const starts: number[] = []
            if (gap.start >= earliestMs && !onGrid(gap.start)) starts.push(gap.start)
            for (let ms = first; ms <= last; ms += MINUTE_MS) if (onGrid(ms)) starts.push(ms)
            // A gap cut by the notice with no grid time left still offers its first bookable minute.
            expected.push(...(starts.length > 0 ? starts : [first]))
          }
          expect(offeredStarts(day, workerId)).toEqual(expected)
        }
      }),
      RUNS,
    )
  })

  // The API keeps an answer for the rest of the clock's minute, computed at the next whole minute (decision
  // 046). That is sound only if, within a minute, nothing but the horizon's last minute depends on the instant.
  it('(f) at the next whole minute offers what it offers now, plus only starts past now + horizon', () => {
    fc.assert(
      fc.property(randomAvailabilityInput, (input) => {
        const nowMs = input.now.getTime()
        const atMinute = findFreeSlots({ ...input, now: new Date(Math.ceil(nowMs / MINUTE_MS) * MINUTE_MS) })
        const latestMs = nowMs + input.horizonDays * 86_400_000
        const withinHorizon = atMinute.map((day) => ({
          ...day,
          slots: day.slots.filter((slot) => slot.startsAt.getTime() <= latestMs),
        }))
        expect(withinHorizon).toEqual(findFreeSlots(input))
      }),
      RUNS,
    )
  })

  it('(e) returns ascending distinct slots with sorted worker ids and the right local time', () => {
    fc.assert(
      forEachDay((input, day) => {
        const starts = day.slots.map((slot) => slot.startsAt.getTime())
        expect(starts).toEqual([...new Set(starts)].sort((left, right) => left - right))
        for (const slot of day.slots) {
          expect(slot.workerIds.length).toBeGreaterThan(0)
          expect(slot.workerIds).toEqual([...new Set(slot.workerIds)].sort((left, right) => left - right))
          const { date, minuteOfDay } = utcToZonedParts(slot.startsAt, input.timeZone)
          expect(date).toBe(day.date)
          const hh = String(Math.floor(minuteOfDay / 60)).padStart(2, '0')
          expect(slot.localTime).toBe(`${hh}:${String(minuteOfDay % 60).padStart(2, '0')}`)
        }
      }),
      RUNS,
    )
  })
})
