import {
  countedResource,
  FREE_PLAN_ID,
  type KeptRecordsInput,
  type LimitedResource,
  type Plan,
  SMS_PACKS,
  type SmsCredits,
  SUBSCRIPTION_PATH,
  type Subscription,
  type SubscriptionInput,
  TRIAL_DAYS,
  TRIAL_SMS_ALLOWANCE,
} from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import type { DatabaseOrTransaction } from '../db/client'
import type { CompanyAccess } from '../http/company-access'
import { FieldValidationError, HttpError } from '../http/errors'
import { isoOrNull } from '../http/records'
import { cardAvailable, chargeForPlanChange, requireProvider } from './card-charging'
import { refundPending, refundRefusedCharge } from './card-refunds'
import { issueBillingInvoice } from './invoice-seam'
import { graceEnd, nextTransition, periodEnd } from './lifecycle'
import { listPendingRefunds } from './refund-repository'
import {
  addPurchasedCredits,
  countInUse,
  countReservationsThisMonth,
  creditSpentFor,
  findHighestPlan,
  findPlan,
  findSmsBalance,
  findSubscriptionWithPlan,
  findSuspendedAt,
  grantMonthlyAllowance,
  insertSubscriptionIfMissing,
  listLiveBranchesAndWorkers,
  listOfferedPlans,
  lockCompanyForLimits,
  markExhaustedOnce,
  type PlanRow,
  resetAllowance,
  type SubscriptionRow,
  setInUse,
  spendOneCredit,
  updateSubscriptionAtVersion,
} from './repository'

const DAY_MS = 24 * 60 * 60 * 1000

export function toPlanJson(plan: PlanRow): Plan {
  return {
    id: plan.id,
    name: plan.name,
    monthly_price_czk: plan.monthlyPriceCzk,
    yearly_price_czk: plan.yearlyPriceCzk,
    vat_rate: plan.vatRate,
    limits: {
      branches: plan.maxBranches,
      workers: plan.maxWorkers,
      reservations_per_month: plan.maxReservationsPerMonth,
      sms_per_month: plan.smsPerMonth,
    },
    features: { sms: plan.smsPerMonth > 0, statistics: plan.statistics, staff_roles: plan.staffRoles },
  }
}

export async function listPlans(deps: AppDeps) {
  return { data: (await listOfferedPlans(deps.database.db)).map(toPlanJson) }
}

/** The SMS a month the plan gives in this state: a trial gives at most TRIAL_SMS_ALLOWANCE. */
const monthlySms = (plan: PlanRow, subscription: SubscriptionRow) =>
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
async function fitToPlan(db: DatabaseOrTransaction, companyId: number, plan: PlanRow, now: Date) {
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

export async function smsCreditsOf(
  db: DatabaseOrTransaction,
  companyId: number,
  now: Date,
): Promise<SmsCredits> {
  const { subscription, plan } = await currentSubscription(db, companyId, now)
  const allowance = monthlySms(plan, subscription)
  await grantMonthlyAllowance(db, companyId, allowance, now)
  const balance = await findSmsBalance(db, companyId)
  const allowanceRemaining = balance?.allowanceRemaining ?? 0
  const purchased = balance?.purchased ?? 0
  return {
    balance: allowanceRemaining + purchased,
    allowance_remaining: allowanceRemaining,
    purchased,
    monthly_allowance: allowance,
  }
}

export async function getSubscription(deps: AppDeps, access: CompanyAccess): Promise<{ data: Subscription }> {
  const { db } = deps.database
  const now = deps.clock.now()
  const { subscription, plan } = await currentSubscription(db, access.companyId, now)
  const [live, reservationsThisMonth, credits, refunds] = await Promise.all([
    listLiveBranchesAndWorkers(db, access.companyId),
    countReservationsThisMonth(db, access.companyId, now),
    smsCreditsOf(db, access.companyId, now),
    listPendingRefunds(db, access.companyId),
  ])
  const named = (row: { id: number; name: string; suspendedAt: Date | null }) => ({
    id: row.id,
    name: row.name,
    suspended: row.suspendedAt !== null,
  })
  return {
    data: {
      plan_id: plan.id,
      plan_name: plan.name,
      interval: subscription.interval,
      status: subscription.status,
      trial_ends_at: isoOrNull(subscription.status === 'trialing' ? subscription.trialEndsAt : null),
      current_period_end: isoOrNull(subscription.currentPeriodEnd),
      grace_ends_at: isoOrNull(
        subscription.status === 'past_due' && subscription.pastDueSince
          ? graceEnd(subscription.pastDueSince)
          : null,
      ),
      payment_method: subscription.paymentMethod,
      card_available: cardAvailable(deps),
      card_label: subscription.paymentMethod === 'card' ? subscription.cardLabel : null,
      pending_refunds: refunds.map((refund) => ({
        amount_haler: refund.amountHaler,
        since: refund.createdAt.toISOString(),
      })),
      usage: {
        branches: live.branches.filter((row) => !row.suspendedAt).length,
        workers: live.workers.filter((row) => !row.suspendedAt).length,
        reservations_this_month: reservationsThisMonth,
        sms_credits: credits.balance,
      },
      limits: toPlanJson(plan).limits,
      branches: live.branches.map(named),
      workers: live.workers.map(named),
    },
  }
}

/**
 * Changes the plan (decision 032). Zdarma from a paid period: the paid plan stays until the period's end
 * (status canceled), then Zdarma; during a trial or after it, at once. A paid plan starts a new period now and,
 * by bank transfer, issues its invoice in the same transaction. A card needs the payment provider.
 */
export async function changeSubscription(deps: AppDeps, access: CompanyAccess, input: SubscriptionInput) {
  const { db } = deps.database
  const now = deps.clock.now()
  const plan = await findPlan(db, input.plan_id)
  if (!plan?.offered) throw new FieldValidationError({ plan_id: [{ key: 'planUnknown' }] })
  const free = plan.id === FREE_PLAN_ID
  if (!free && input.payment_method === null)
    throw new FieldValidationError({
      payment_method: [{ key: 'paymentMethodRequired', params: { plan: plan.name } }],
    })
  if (!free && input.payment_method === 'card' && !cardAvailable(deps))
    throw new FieldValidationError({ payment_method: [{ key: 'cardPaymentUnavailable' }] })
  const { subscription } = await currentSubscription(db, access.companyId, now)
  const byCard = !free && input.payment_method === 'card'
  // A card is charged before the change is stored (no transaction waits on the provider), so the change first
  // claims the version it was made to: a stale or concurrent change answers 412 before any money moves, and
  // the charge's idempotency key (that version) belongs to this change alone (decision 034, Later).
  let version = subscription.version
  if (byCard) {
    const claimed = await updateSubscriptionAtVersion(db, access.companyId, version, {}, now)
    if (!claimed) throw new HttpError(412, 'staleRecord', {}, { code: 'stale_record' })
    version = claimed.version
  }
  // A refusal by the card is a 402 and changes nothing.
  const charged = byCard
    ? await chargeForPlanChange(deps, {
        companyId: access.companyId,
        version: subscription.version,
        customerId: subscription.providerCustomerId,
        paymentMethodId: subscription.providerPaymentMethodId,
        plan,
        interval: input.interval,
      })
    : null
  try {
    await storePlanChange(deps, access, { subscription, version, plan, input, charged, now })
  } catch (error) {
    // Refused after the charge (the subscription changed meanwhile, the invoice could not be issued): the
    // money goes back, then the refusal is answered. A refund the provider does not take now stays owed in
    // card_refunds, the job retries it, and the answer says so (decision 056).
    if (charged) {
      const refunded = await refundRefusedCharge(deps, requireProvider(deps), {
        companyId: access.companyId,
        paymentIntentId: charged.paymentIntentId,
        amountHaler: charged.amountHaler,
      })
      if (!refunded) throw refundPending(charged.amountHaler)
    }
    throw error
  }
  return getSubscription(deps, access)
}

/** The plan change itself, with its invoice, in one transaction made to the version `version`. */
async function storePlanChange(
  deps: AppDeps,
  access: CompanyAccess,
  {
    subscription,
    version,
    plan,
    input,
    charged,
    now,
  }: {
    subscription: SubscriptionRow
    version: number
    plan: PlanRow
    input: SubscriptionInput
    charged: { description: string; priceCzk: number } | null
    now: Date
  },
) {
  const free = plan.id === FREE_PLAN_ID
  await deps.database.db.transaction(async (tx) => {
    let change: Parameters<typeof updateSubscriptionAtVersion>[3]
    if (free) {
      const paidPeriodLeft =
        subscription.status === 'active' &&
        subscription.planId !== FREE_PLAN_ID &&
        subscription.currentPeriodEnd !== null &&
        subscription.currentPeriodEnd > now
      change = paidPeriodLeft
        ? { status: 'canceled' }
        : {
            planId: FREE_PLAN_ID,
            interval: 'month',
            status: 'active',
            currentPeriodEnd: null,
            pastDueSince: null,
          }
    } else {
      change = {
        planId: plan.id,
        interval: input.interval,
        status: 'active',
        paymentMethod: input.payment_method,
        currentPeriodEnd: periodEnd(now, input.interval),
        pastDueSince: null,
      }
      await issueBillingInvoice(deps.config, tx, {
        companyId: access.companyId,
        description:
          charged?.description ??
          `Rezervo ${plan.name} (${input.interval === 'year' ? 'roční' : 'měsíční'} předplatné)`,
        priceCzk:
          charged?.priceCzk ?? (input.interval === 'year' ? plan.yearlyPriceCzk : plan.monthlyPriceCzk),
        vatRate: plan.vatRate,
        paymentMethod: input.payment_method ?? 'bank_transfer',
        taxableSupplyDate: now,
      })
    }
    const updated = await updateSubscriptionAtVersion(tx, access.companyId, version, change, now)
    if (!updated) throw new HttpError(412, 'staleRecord', {}, { code: 'stale_record' })
    if (updated.planId !== subscription.planId || updated.status !== subscription.status) {
      const current = updated.planId === plan.id ? plan : await findPlan(tx, updated.planId)
      if (current) {
        await fitToPlan(tx, access.companyId, current, now)
        await resetAllowance(tx, access.companyId, monthlySms(current, updated), now)
      }
    }
  })
}

const planLimit = (plan: PlanRow, resource: LimitedResource, max: number) =>
  new HttpError(
    402,
    'planLimit',
    { plan: plan.name, allowed: (locale) => countedResource(resource, max, locale) },
    { code: 'plan_limit', link: SUBSCRIPTION_PATH },
  )

/** The owner chooses which branches and workers stay in use; the rest are suspended. Within the plan's limits. */
export async function keepRecords(deps: AppDeps, access: CompanyAccess, input: KeptRecordsInput) {
  const { db } = deps.database
  const now = deps.clock.now()
  const { plan } = await currentSubscription(db, access.companyId, now)
  const live = await listLiveBranchesAndWorkers(db, access.companyId)
  for (const [ids, resource, max] of [
    [input.branch_ids, 'branches', plan.maxBranches],
    [input.worker_ids, 'workers', plan.maxWorkers],
  ] as const)
    if (max !== null && new Set(ids).size > max) throw planLimit(plan, resource, max)
  const known = (rows: { id: number }[], ids: number[]) =>
    ids.every((id) => rows.some((row) => row.id === id))
  if (!known(live.branches, input.branch_ids)) throw new FieldValidationError({ branch_ids: ['exists'] })
  if (!known(live.workers, input.worker_ids)) throw new FieldValidationError({ worker_ids: ['exists'] })
  await db.transaction(async (tx) => {
    await setInUse(tx, access.companyId, 'branches', input.branch_ids, now)
    await setInUse(tx, access.companyId, 'workers', input.worker_ids, now)
  })
  return getSubscription(deps, access)
}

/**
 * Inserts a new branch or worker (`insert`, given the transaction) only within the plan's limit, else 402
 * plan_limit "Váš tarif Zdarma umožňuje 2 pracovníky." with the link to the plan screen; suspended ones do not
 * count. The check and the insert are one transaction holding the company's row, so a burst of parallel
 * creations at the limit leaves exactly the limit, on one process or several.
 */
export async function insertWithinPlan<T>(
  deps: AppDeps,
  companyId: number,
  what: 'branches' | 'workers',
  insert: (tx: DatabaseOrTransaction) => Promise<T>,
): Promise<T> {
  return deps.database.db.transaction(async (tx) => {
    await lockCompanyForLimits(tx, companyId)
    const { plan } = await currentSubscription(tx, companyId, deps.clock.now())
    const max = what === 'branches' ? plan.maxBranches : plan.maxWorkers
    if (max !== null && (await countInUse(tx, companyId, what)) >= max) throw planLimit(plan, what, max)
    return insert(tx)
  })
}

/**
 * Statistics come with Start and Profi (decision 032, `features.statistics`); on Zdarma the call answers
 * 402 plan_limit with the link to the plan screen, like the other limits.
 */
export async function assertStatisticsAllowed(deps: AppDeps, companyId: number) {
  const { plan } = await currentSubscription(deps.database.db, companyId, deps.clock.now())
  if (plan.statistics) return
  throw new HttpError(
    402,
    'planFeatureMissing',
    { plan: plan.name },
    { code: 'plan_limit', link: SUBSCRIPTION_PATH },
  )
}

/**
 * Inviting colleagues with roles is a feature of the plans with `staff_roles` (Profi, decision 032): on any
 * other plan an invitation answers 402 plan_limit with the link to the plan screen (decision 038).
 */
export async function assertStaffRolesAllowed(deps: AppDeps, companyId: number) {
  const { plan } = await currentSubscription(deps.database.db, companyId, deps.clock.now())
  if (plan.staffRoles) return
  throw new HttpError(
    402,
    'planStaffRoles',
    { plan: plan.name },
    { code: 'plan_limit', link: SUBSCRIPTION_PATH },
  )
}

/**
 * Members other than the owner are a feature of plans with staff roles (decision 032's features.staff_roles):
 * after a downgrade they keep reading, and a change answers 402 plan_limit with the plan's message and the
 * link to the plan screen (decision 037). The owner is never asked.
 */
export async function assertStaffRolesPlan(deps: AppDeps, companyId: number) {
  const { plan } = await currentSubscription(deps.database.db, companyId, deps.clock.now())
  if (plan.staffRoles) return
  throw new HttpError(
    402,
    'planStaffReadOnly',
    { plan: plan.name },
    { code: 'plan_limit', link: SUBSCRIPTION_PATH },
  )
}

/** A suspended branch or worker is read-only until the owner puts it back in use (decision 032). */
export async function assertInUse(
  deps: AppDeps,
  companyId: number,
  what: 'branches' | 'workers',
  id: number,
) {
  const { db } = deps.database
  if (!(await findSuspendedAt(db, what, id))) return
  const { plan } = await currentSubscription(db, companyId, deps.clock.now())
  throw new HttpError(
    402,
    'planRecordSuspended',
    { plan: plan.name },
    { code: 'plan_limit', link: SUBSCRIPTION_PATH },
  )
}

/**
 * Spends one SMS credit for an outbox message about to go out. Refused when none is left; `firstRefusal` is
 * true once per running dry (until credits are added), when the owner is to be told.
 */
export async function spendSmsCredit(
  db: DatabaseOrTransaction,
  companyId: number,
  outboxMessageId: number,
  now: Date,
): Promise<{ spent: boolean; firstRefusal: boolean }> {
  if (await creditSpentFor(db, outboxMessageId)) return { spent: true, firstRefusal: false }
  const { subscription, plan } = await currentSubscription(db, companyId, now)
  await grantMonthlyAllowance(db, companyId, monthlySms(plan, subscription), now)
  if (await spendOneCredit(db, companyId, outboxMessageId, now)) return { spent: true, firstRefusal: false }
  return { spent: false, firstRefusal: await markExhaustedOnce(db, companyId, now) }
}

export async function getSmsCredits(deps: AppDeps, access: CompanyAccess) {
  return { data: await smsCreditsOf(deps.database.db, access.companyId, deps.clock.now()) }
}

/** Buys a pack of SMS credits; by bank transfer, so its invoice is issued in the same transaction. */
export async function buySmsPack(deps: AppDeps, access: CompanyAccess, packId: string) {
  const pack = SMS_PACKS.find((candidate) => candidate.id === packId)
  if (!pack) throw new FieldValidationError({ pack_id: ['oneOf'] })
  const now = deps.clock.now()
  await deps.database.db.transaction(async (tx) => {
    await issueBillingInvoice(deps.config, tx, {
      companyId: access.companyId,
      description: `Balíček ${pack.credits} SMS`,
      priceCzk: pack.price_czk,
      vatRate: 21,
      paymentMethod: 'bank_transfer',
      taxableSupplyDate: now,
    })
    await addPurchasedCredits(tx, access.companyId, pack.credits, pack.id, now)
  })
  return getSmsCredits(deps, access)
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
