import { z } from 'zod'
import { AVAILABILITY_MAX_DAYS } from '../constants'
import { freeText } from './fields'
import { inclusiveDays, isoDate, recordId } from './form-fields'
import './zod-messages'

export { AVAILABILITY_MAX_DAYS }
/** A booking may combine at most this many services. */
export const BOOKING_MAX_ITEMS = 10

/** Distinct ids of the chosen services, at least one; in a query string as '1,2,3'. */
export const itemIdsField = () =>
  z
    .array(recordId(), { error: 'array' })
    .min(1, 'required')
    .max(BOOKING_MAX_ITEMS, `maxValue:${BOOKING_MAX_ITEMS}`)
    .refine((ids) => new Set(ids).size === ids.length, 'unique')

const commaSeparatedIds = z
  .string({ error: (issue) => (issue.input == null ? 'required' : 'array') })
  .transform((value, ctx) => {
    const parts = value.split(',').map((part) => part.trim())
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'required', input: value })
      return z.NEVER
    }
    if (parts.some((part) => !/^\d{1,9}$/.test(part))) {
      ctx.addIssue({ code: 'custom', message: 'array', input: value })
      return z.NEVER
    }
    return parts.map(Number)
  })
  .pipe(itemIdsField())

/** A worker's id, or 'any' for whoever is free. */
export const workerChoiceQuery = () =>
  z
    .string({ error: 'string' })
    .optional()
    .transform((value, ctx): number | 'any' => {
      if (value === undefined || value === '' || value === 'any') return 'any'
      if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
        ctx.addIssue({ code: 'custom', message: 'exists', input: value })
        return z.NEVER
      }
      return Number(value)
    })

/** The asked range of dates: at least one day, at most AVAILABILITY_MAX_DAYS, reported on `to`. */
function checkDateRange(query: { from: string; to: string }, ctx: z.RefinementCtx) {
  // Object refinements run even when a field failed; a bad date has already been reported there.
  const days = inclusiveDays(query.from, query.to)
  if (days === undefined) return
  if (days < 1) ctx.addIssue({ code: 'custom', message: 'date', path: ['to'] })
  else if (days > AVAILABILITY_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', message: `maxValue:${AVAILABILITY_MAX_DAYS}`, path: ['to'] })
  }
}

/** GET …/availability?item_ids=1,2&worker_id=any&from=2026-11-23&to=2026-12-06 */
export const availabilityQuerySchema = z
  .object({
    item_ids: commaSeparatedIds,
    worker_id: workerChoiceQuery(),
    from: isoDate(),
    to: isoDate(),
  })
  .superRefine(checkDateRange)
export type AvailabilityQuery = z.output<typeof availabilityQuerySchema>

/**
 * GET api/v1/public/reservations/{id}/availability?token=…&worker_id=any&from=…&to=…: the free times to which
 * the customer can move their reservation (its own services; its own current time counts as free).
 */
export const rescheduleAvailabilityQuerySchema = z
  .object({
    token: freeText().min(1, 'required').max(200, 'max:200'),
    worker_id: workerChoiceQuery(),
    from: isoDate(),
    to: isoDate(),
  })
  .superRefine(checkDateRange)
export type RescheduleAvailabilityQuery = z.output<typeof rescheduleAvailabilityQuerySchema>

export const availableSlotSchema = z.object({
  /** The instant, ISO 8601 in UTC; send it back unchanged as the booking's starts_at. */
  starts_at: z.string(),
  /** Local wall time in the branch's time zone, 'HH:MM' (a time repeated by the autumn clock change shows twice). */
  time: z.string(),
  /** Workers free at that start, ascending. */
  worker_ids: z.array(z.number().int()),
})
export type AvailableSlotJson = z.infer<typeof availableSlotSchema>

export const availabilityDaySchema = z.object({
  date: z.string(),
  /** False when the day has no free time, so a calendar can disable it. */
  available: z.boolean(),
  slots: z.array(availableSlotSchema),
})

export const availabilityResponseSchema = z.object({
  time_zone: z.string(),
  /** What the customer is told: the sum of the items' durations (buffers are the business's own time). */
  duration_minutes: z.number().int(),
  price_czk: z.number().int(),
  days: z.array(availabilityDaySchema),
})
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>
