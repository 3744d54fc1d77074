import { z } from 'zod'
import { isoDate, queryRecordId } from './form-fields'
import { reservationSchema } from './reservation'
import './zod-messages'

/** GET …/overview?branch_id=1&date=2026-11-23; the first branch and today (branch time) by default. */
export const overviewQuerySchema = z.object({
  branch_id: queryRecordId().optional(),
  date: isoDate().optional(),
})
export type OverviewQuery = z.output<typeof overviewQuerySchema>

const turnover = z.object({ planned_czk: z.number().int(), real_czk: z.number().int() })
const period = z.object({ from: z.string(), to: z.string() })

export const overviewSchema = z.object({
  branch_id: z.number().int(),
  time_zone: z.string(),
  date: z.string(),
  periods: z.object({ day: period, week: period, month: period }),
  /**
   * The day's non-cancelled reservations, one column per worker of the branch, then one per other worker
   * (deleted: `archived`, or no longer at the branch) who has some of them.
   */
  today: z.array(
    z.object({
      worker: z.object({ id: z.number().int(), name: z.string(), color: z.string(), archived: z.boolean() }),
      reservations: z.array(reservationSchema),
    }),
  ),
  /** The next non-cancelled reservations starting from now, soonest first. */
  next: z.array(reservationSchema),
  /** Non-cancelled reservations starting in the day, ISO week and month of `date`. */
  counts: z.object({ day: z.number().int(), week: z.number().int(), month: z.number().int() }),
  /** Booked over working minutes in the week of `date`; ratio null without working time. */
  occupancy: z.array(
    z.object({
      worker_id: z.number().int(),
      worker_name: z.string(),
      booked_minutes: z.number().int(),
      working_minutes: z.number().int(),
      ratio: z.number().nullable(),
    }),
  ),
  /** Planned: prices of non-cancelled reservations starting in the period; real: payments received in it. */
  turnover: z.object({ day: turnover, week: turnover, month: turnover }),
})
export type Overview = z.infer<typeof overviewSchema>
