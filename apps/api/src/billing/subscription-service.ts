import {
  FREE_PLAN_ID,
  type KeptRecordsInput,
  type Plan,
  type Subscription,
  type SubscriptionInput,
} from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import type { CompanyAccess } from '../http/company-access'
import { FieldValidationError, HttpError } from '../http/errors'
import { isoOrNull } from '../http/records'
import { cardAvailable, chargeForPlanChange, requireProvider } from './card-charging'
import { refundPending, refundRefusedCharge } from './card-refunds'
import { currentSubscription, fitToPlan, monthlySms } from './current-subscription'
import { issueBillingInvoice } from './invoice-seam'
import { graceEnd, periodEnd } from './lifecycle'
import { planLimit } from './plan-limits'
import { listPendingRefunds } from './refund-repository'
import {
  countReservationsThisMonth,
  findPlan,
  listLiveBranchesAndWorkers,
  listOfferedPlans,
  type PlanRow,
  resetAllowance,
  type SubscriptionRow,
  setInUse,
  updateSubscriptionAtVersion,
} from './repository'
import { smsCreditsOf } from './sms-credits'

/** The plan screen's calls: the offered plans, the subscription with its usage, a plan change, kept records. */

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
