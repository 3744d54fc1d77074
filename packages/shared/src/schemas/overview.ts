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
  /**
   * Planned: prices of non-cancelled reservations starting in the period; real: payments received in it.
   * Null for a role that may not see turnover (reception, permissions area `turnover`, decision 078).
   */
  turnover: z.object({ day: turnover, week: turnover, month: turnover }).nullable(),
})
export type Overview = z.infer<typeof overviewSchema>

/**
 * A new owner's first run, in the order it is done (decision 044): the company, a branch, a service bookable
 * online, a worker at the branch who performs one, working hours there (and the branch's opening hours), and
 * the branch page's link shared, which counts as done once the first online booking has come through it.
 */
export const SETUP_STEPS = ['company', 'branch', 'services', 'workers', 'hours', 'share'] as const
export type SetupStepKey = (typeof SETUP_STEPS)[number]

/** GET …/overview/setup?branch_id=1; the first branch by default. */
export const overviewSetupQuerySchema = z.object({ branch_id: queryRecordId().optional() })

export const overviewSetupSchema = z.object({
  /** The branch the steps after `branch` are about; null while the company has none. */
  branch_id: z.number().int().nullable(),
  /** Its public page ('/{group}/{category}/{branch}'), to share. */
  public_path: z.string().nullable(),
  /** A worker of the branch to open for the `workers` and `hours` steps: the first one not yet ready. */
  worker_id: z.number().int().nullable(),
  /** Whether the branch has weekly opening hours (else the `hours` step leads to the branch). */
  branch_has_hours: z.boolean(),
  steps: z.array(z.object({ key: z.enum(SETUP_STEPS), done: z.boolean() })),
})
export type OverviewSetup = z.infer<typeof overviewSetupSchema>
