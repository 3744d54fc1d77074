import { z } from 'zod'
import { queryRecordId } from './form-fields'
import './zod-messages'

/**
 * What to do with the upcoming reservations that hang on a worker, a branch or a company being deleted (or a
 * branch unticked on a worker, or a worker's absence saved over them): nothing is ever removed silently.
 * Without `upcoming` the API answers 409 `upcoming_reservations` listing them; `cancel` cancels each with a
 * notice to its customer; `reassign` gives each to `to_worker_id` (a worker only: the other worker must work
 * at the branch and be free); `keep` saves anyway and leaves them as they are (an absence only: the
 * reservations still have their worker and branch, the owner settles them later).
 */
export const UPCOMING_RESOLUTIONS = ['cancel', 'reassign', 'keep'] as const
export type UpcomingResolution = (typeof UPCOMING_RESOLUTIONS)[number]

export const upcomingResolutionQuerySchema = z.object({
  upcoming: z.enum(UPCOMING_RESOLUTIONS, { error: 'oneOf' }).optional(),
  to_worker_id: queryRecordId().optional(),
})
export type UpcomingResolutionQuery = z.output<typeof upcomingResolutionQuerySchema>

/** One reservation in the 409's list: enough to recognise it. */
export const affectedReservationSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  branch_id: z.number().int(),
  worker_id: z.number().int(),
  customer_name: z.string(),
  /** The names of its services as agreed on the reservation, in their order. */
  services: z.array(z.string()),
})
export type AffectedReservation = z.infer<typeof affectedReservationSchema>
