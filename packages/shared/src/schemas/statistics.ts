import { z } from 'zod'
import { STATISTICS_MAX_DAYS } from '../statistics/ranges'
import { inclusiveDays, isoDate, queryRecordId } from './form-fields'
import './zod-messages'

/**
 * GET …/statistics?from=2026-11-01&to=2026-11-30&branch_id=1: local dates (Europe/Prague), both included; every
 * branch of the company without branch_id. `to` before `from` or a range over STATISTICS_MAX_DAYS is a 422 on `to`.
 */
export const statisticsQuerySchema = z
  .object({ from: isoDate(), to: isoDate(), branch_id: queryRecordId().optional() })
  .superRefine((query, ctx) => {
    // Object refinements run even when a field failed; a bad date has already been reported there.
    const days = inclusiveDays(query.from, query.to)
    if (days === undefined) return
    if (days < 1) ctx.addIssue({ code: 'custom', message: 'dateOrder', path: ['to'] })
    else if (days > STATISTICS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', message: `rangeDays:${STATISTICS_MAX_DAYS}`, path: ['to'] })
  })
export type StatisticsQuery = z.output<typeof statisticsQuerySchema>

const count = z.number().int()
const czk = z.number().int()
const share = z.number().nullable()

/** The range's totals; the same shape for the previous period, so the screen compares them figure by figure. */
export const statisticsSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Non-cancelled reservations starting in the range. */
  reservations: count,
  cancelled: count,
  /** Agreed prices of the non-cancelled reservations starting in the range. */
  planned_czk: czk,
  /** Payments received in the range, whatever their reservation's date. */
  real_czk: czk,
  /** Non-cancelled reservations of the range that had begun by now, and those of them marked no-show. */
  begun: count,
  no_shows: count,
  no_show_rate: share,
  /** Non-cancelled reservations by where they were made: the public booking or the back office. */
  online: count,
  business: count,
  /** Customers with a reservation in the range: first reservation ever in it, or an earlier one too. */
  new_customers: count,
  returning_customers: count,
  booked_minutes: count,
  working_minutes: count,
  utilisation: share,
})
export type StatisticsSummary = z.infer<typeof statisticsSummarySchema>

export const statisticsSchema = z.object({
  branch_id: z.number().int().nullable(),
  time_zone: z.string(),
  summary: statisticsSummarySchema,
  previous: statisticsSummarySchema,
  /** Every local date of the range, zeros included. */
  days: z.array(z.object({ date: z.string(), reservations: count, planned_czk: czk, real_czk: czk })),
  /** ISO weeks (by Monday) of the days; the first and last may hold only part of their week. */
  weeks: z.array(
    z.object({
      week_start: z.string(),
      year: z.number().int(),
      week: z.number().int(),
      reservations: count,
      planned_czk: czk,
      real_czk: czk,
    }),
  ),
  /** Agreed prices of the services of the non-cancelled reservations, biggest first. */
  services: z.array(z.object({ item_id: z.number().int(), name: z.string(), count, planned_czk: czk })),
  /** Per worker: turnover and booked over working minutes (working time from their hours and exceptions). */
  workers: z.array(
    z.object({
      worker_id: z.number().int(),
      name: z.string(),
      reservations: count,
      planned_czk: czk,
      real_czk: czk,
      booked_minutes: count,
      working_minutes: count,
      utilisation: share,
    }),
  ),
})
export type Statistics = z.infer<typeof statisticsSchema>
