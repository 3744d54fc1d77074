import type { AvailabilityDay } from '@rezervo/shared/availability/types'
import type { AvailabilityQuery, AvailabilityResponse } from '@rezervo/shared/schemas/availability'
import type { AppDeps } from '../app-deps'
import {
  type BookableBranch,
  type BookingChoice,
  loadBookableBranch,
  resolveBookingChoice,
} from './booking-choice'
import { freeSlotsBetween } from './free-slots'

/** Free start times for the chosen items and worker (or anyone who performs them all), day by day. */
export async function getAvailability(
  deps: AppDeps,
  slug: string,
  query: AvailabilityQuery,
): Promise<AvailabilityResponse> {
  const { db } = deps.database
  const { branch } = await loadBookableBranch(db, slug)
  const choice = await resolveBookingChoice(db, branch, query.item_ids, query.worker_id)
  const days = await freeSlotsBetween(db, branch, choice, query, deps.clock.now())
  return availabilityAnswer(branch, choice, days)
}

/** The availability answer of free days, for a new booking and for moving one alike. */
export function availabilityAnswer(
  branch: BookableBranch['branch'],
  choice: BookingChoice,
  days: AvailabilityDay[],
): AvailabilityResponse {
  return {
    time_zone: branch.timeZone,
    duration_minutes: choice.totals.durationMinutes,
    price_czk: choice.totals.priceCzk,
    days: days.map((day) => ({
      date: day.date,
      available: day.slots.length > 0,
      slots: day.slots.map((slot) => ({
        starts_at: slot.startsAt.toISOString(),
        time: slot.localTime,
        worker_ids: slot.workerIds,
      })),
    })),
  }
}
