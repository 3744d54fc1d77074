import type { AvailabilityDay } from '@rezervo/shared/availability/types'
import {
  type AvailabilityQuery,
  type AvailabilityResponse,
  availabilityResponseSchema,
} from '@rezervo/shared/schemas/availability'
import type { AppDeps } from '../app-deps'
import type { CachedAnswer } from '../http/cached-answer'
import { availabilityCacheOf } from './availability-cache'
import {
  type BookableBranch,
  type BookingChoice,
  loadBookableBranch,
  resolveBookingChoice,
} from './booking-choice'
import { freeSlotsBetween } from './free-slots'

const MINUTE_MS = 60_000

/**
 * Free start times for the chosen items and worker (or anyone who performs them all), day by day, as the
 * serialized answer with its compressed forms: from this process's cache while nothing it reads has changed
 * (decision 046).
 */
export async function getAvailability(
  deps: AppDeps,
  slug: string,
  query: AvailabilityQuery,
): Promise<CachedAnswer> {
  // An answer is kept until the clock reaches the next whole minute, so it is computed at that minute: the
  // minimum notice (rounded up to a minute anyway) then never lets it offer a time that became too soon
  // while it was kept. At the horizon's far end it may offer a start less than a minute past the horizon,
  // which the booking (computed at its own instant) refuses. On a whole minute nothing moves.
  const minute = Math.ceil(deps.clock.now().getTime() / MINUTE_MS)
  const key = JSON.stringify([slug, query.item_ids, query.worker_id, query.from, query.to])
  // On a miss the answer may come from a replica that has replayed every booking answered so far (decision 064).
  return availabilityCacheOf(deps).get(key, slug, minute, () =>
    deps.reads.run(async (db) => {
      const { branch } = await loadBookableBranch(db, slug)
      const choice = await resolveBookingChoice(db, branch, query.item_ids, query.worker_id)
      const days = await freeSlotsBetween(db, branch, choice, query, new Date(minute * MINUTE_MS))
      // Parsed by the response schema as the route's serializer would, then kept serialized.
      const answer = availabilityResponseSchema.parse(availabilityAnswer(branch, choice, days))
      return { body: JSON.stringify(answer), workerIds: choice.workerIds }
    }),
  )
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
