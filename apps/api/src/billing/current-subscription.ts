import { FREE_PLAN_ID, TRIAL_DAYS, TRIAL_SMS_ALLOWANCE } from '@rezervo/shared'
import type { DatabaseOrTransaction } from '../db/client'
import { HttpError } from '../http/errors'
import { nextTransition, periodEnd } from './lifecycle'
import {
  findHighestPlan,
  findPlan,
  findSubscriptionWithPlan,
  insertSubscriptionIfMissing,
  listLiveBranchesAndWorkers,
  type PlanRow,
  resetAllowance,
  type SubscriptionRow,
  setInUse,
  updateSubscriptionAtVersion,
} from './repository'

/**
 * The company's subscription as it stands now: the trial a new company starts with, the due transitions applied
 * on read (decision 032), the records kept within a new plan's limits and the next period once paid. Everything
 * else in billing reads the plan through `currentSubscription`.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** The SMS a month the plan gives in this state: a trial gives at most TRIAL_SMS_ALLOWANCE. */
export const monthlySms = (plan: PlanRow, subscription: SubscriptionRow) =>
  subscription.status === 'trialing' ? Math.min(plan.smsPerMonth, TRIAL_SMS_ALLOWANCE) : plan.smsPerMonth

/** A new company's 14-day trial of the highest plan (decision 032), in the transaction that creates it. */
export async function startTrial(db: DatabaseOrTransaction, companyId: number, now: Date) {
  const highest = await findHighestPlan(db)
  if (!highest) throw new Error('No plans: the billing migration seeds them')
  await insertSubscriptionIfMissing(db, {
    companyId,
    planId: highest.id,
    interval: 'month',
    status: 'trialing',
    trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
    createdAt: now,
    updatedAt: now,
  })
}

/**
 * Keeps the branches and workers in use within the plan's limits: those in use first, then the oldest; the
 * rest are suspended (hidden from booking, read-only), never deleted. A higher plan resumes suspended ones.
 */
export async function fitToPlan(db: DatabaseOrTransaction, companyId: number, plan: PlanRow, now: Date) {
  const live = await listLiveBranchesAndWorkers(db, companyId)
  const pick = (rows: { id: number; suspendedAt: Date | null }[], max: number | null) => {
    const ordered = [...rows.filter((row) => !row.suspendedAt), ...rows.filter((row) => row.suspendedAt)]
    return (max === null ? ordered : ordered.slice(0, max)).map((row) => row.id)
  }
  await setInUse(db, companyId, 'branches', pick(live.branches, plan.maxBranches), now)
  await setInUse(db, companyId, 'workers', pick(live.workers, plan.maxWorkers), now)
}

/**
 * The company's subscription as it is at `now`: created (a trial) if the company has none yet, and every due
 * transition applied first (decision 032). Transitions are applied on read and by the worker loop's job; each
 * is an update of the version that was read, so several processes applying it at once change the row once.
 */
export async function currentSubscription(db: DatabaseOrTransaction, companyId: number, now: Date) {
  let found = await findSubscriptionWithPlan(db, companyId)
  if (!found) {
    await startTrial(db, companyId, now)
    found = await findSubscriptionWithPlan(db, companyId)
  }
  for (let step = 0; found && step < 8; step++) {
    const change = nextTransition(found.subscription, now)
    if (!change) break
    const before = found
    await db.transaction(async (tx) => {
      const updated = await updateSubscriptionAtVersion(
        tx,
        companyId,
        before.subscription.version,
        change,
        now,
      )
      if (!updated) return // another process applied it; read its result
      const plan = updated.planId === before.plan.id ? before.plan : await findPlan(tx, updated.planId)
      if (plan && updated.planId !== before.plan.id) {
        await fitToPlan(tx, companyId, plan, now)
        await resetAllowance(tx, companyId, monthlySms(plan, updated), now)
      }
    })
    found = await findSubscriptionWithPlan(db, companyId)
  }
  if (!found) throw new Error(`No subscription for company ${companyId}`)
  return found
}

/** A payment of the current period was recorded (by hand for a transfer, by the card adapter): the next period. */
export async function renewSubscriptionPeriod(db: DatabaseOrTransaction, companyId: number, now: Date) {
  const { subscription } = await currentSubscription(db, companyId, now)
  if (subscription.planId === FREE_PLAN_ID) return
  const from =
    subscription.currentPeriodEnd && subscription.currentPeriodEnd > now ? subscription.currentPeriodEnd : now
  const updated = await updateSubscriptionAtVersion(
    db,
    companyId,
    subscription.version,
    { status: 'active', currentPeriodEnd: periodEnd(from, subscription.interval), pastDueSince: null },
    now,
  )
  if (!updated) throw new HttpError(412, 'staleRecord', {}, { code: 'stale_record' })
}
