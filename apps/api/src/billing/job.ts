import type { AppDeps } from '../app-deps'
import { runCardPayments } from './card-payments'
import { runCardRefunds } from './card-refunds'
import { currentSubscription } from './current-subscription'
import { graceStartBefore } from './lifecycle'
import { findDueSubscriptionCompanies } from './repository'

const EVERY_MS = 60 * 1000

/**
 * A job of the outbox worker's loop: once a minute per process, applies the due transitions (a trial's end, an
 * unpaid period, a grace's end), so a company's public page changes on time even if nobody reads its
 * subscription. Reads apply them too; several processes applying one at once change the row once. It also
 * charges saved cards, completes stored webhook events (decision 034) and retries refunds owed (decision 056).
 */
export function createSubscriptionJob() {
  let lastRun: number | undefined
  return async function subscriptionJob(deps: AppDeps, now: Date): Promise<void> {
    if (lastRun !== undefined && now.getTime() - lastRun < EVERY_MS && now.getTime() >= lastRun) return
    lastRun = now.getTime()
    const { db } = deps.database
    for (const companyId of await findDueSubscriptionCompanies(db, now, graceStartBefore(now)))
      await currentSubscription(db, companyId, now)
    // Card subscriptions: charges at a period's end, the dunning's retries, webhooks not yet acted on.
    await runCardPayments(deps, now)
    // Card payments owed back after a refused plan change, until the provider refunds them (decision 056).
    await runCardRefunds(deps, now)
  }
}
