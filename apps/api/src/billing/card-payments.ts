import { CARD_RETRY_DAYS } from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import type { DatabaseOrTransaction } from '../db/client'
import type { CompanyAccess } from '../http/company-access'
import { HttpError } from '../http/errors'
import { queueMessage } from '../messaging'
import { askProvider, paymentProviderOf, periodCharge, requireProvider } from './card-charging'
import {
  abandonCardCharge,
  claimCardChargeTry,
  extendCardChargeLease,
  findCardCharge,
  findCardSubscriptionsToCharge,
  findCompanyForCustomer,
  findDueCardCharges,
  insertCardCharge,
  insertWebhookEvent,
  keepProviderCustomer,
  listUnprocessedWebhookEvents,
  lockUnprocessedWebhookEvent,
  markWebhookEventProcessed,
  recordWebhookEventFailure,
  saveCard,
  setCardChargeInvoice,
  settleCardChargeFailed,
  settleCardChargePaid,
} from './card-repository'
import { currentSubscription, renewSubscriptionPeriod } from './current-subscription'
import { issueBillingInvoice } from './invoice-seam'
import { graceEnd } from './lifecycle'
import type { PaymentEvent, PaymentProvider } from './payment-provider'

const DAY_MS = 24 * 60 * 60 * 1000
/** A try the provider has accepted but not finished waits this long for its webhook before it is asked again. */
const PENDING_PAYMENT_WAIT_MS = 60 * 60 * 1000

/**
 * POST …/subscription/card-setup: a SetupIntent's client secret for the provider's card form in the page.
 * Creates the provider's customer for the company the first time. The card itself arrives by webhook.
 */
export async function startCardSetup(deps: AppDeps, access: CompanyAccess) {
  const provider = requireProvider(deps)
  const { db } = deps.database
  const { subscription } = await currentSubscription(db, access.companyId, deps.clock.now())
  let customerId = subscription.providerCustomerId
  if (!customerId) {
    const company = await findCompanyForCustomer(db, access.companyId)
    const created = await askProvider(() =>
      provider.createCustomer({
        companyId: access.companyId,
        name: company?.billingName || company?.name || `Company ${access.companyId}`,
        email: company?.billingEmail ?? null,
      }),
    )
    customerId = await keepProviderCustomer(db, access.companyId, created)
  }
  const customer = customerId
  const { clientSecret } = await askProvider(() =>
    provider.createSetupIntent({ companyId: access.companyId, customerId: customer }),
  )
  return { data: { client_secret: clientSecret, publishable_key: provider.publishableKey } }
}

// Webhooks -------------------------------------------------------------------------------------------------

/**
 * POST /api/v1/billing/webhook: verifies the signature over the raw body, STORES the event (unique by its id)
 * and then acts on it. The answer is 2xx once the event is stored, whatever the acting does: an event whose
 * acting failed (or whose process died in between) stays unprocessed and the worker loop's job completes it.
 */
export async function receiveWebhook(
  deps: AppDeps,
  rawBody: Buffer,
  signature: string | undefined,
  log: { error(object: unknown, message: string): void },
) {
  const provider = paymentProviderOf(deps.config)
  if (!provider) throw new HttpError(404, 'notFound')
  const now = deps.clock.now()
  let event: PaymentEvent
  try {
    event = provider.parseWebhook(rawBody, signature, now)
  } catch {
    throw new HttpError(400, 'webhookSignature', {}, { code: 'webhook_signature' })
  }
  const { db } = deps.database
  const storedId = await insertWebhookEvent(db, {
    provider: provider.name,
    eventId: event.id,
    type: event.type,
    facts: event as unknown as Record<string, unknown>,
    receivedAt: now,
  })
  if (storedId === undefined) return { received: true as const, duplicate: true }
  try {
    await processWebhookEvent(deps, storedId)
  } catch (error) {
    log.error({ err: error, eventId: event.id }, 'billing webhook stored, acting failed; the job retries it')
  }
  return { received: true as const, duplicate: false }
}

/**
 * Acts on one stored event exactly once: the event row is locked and marked processed in the transaction
 * that acts, so a replay, a second process or the job finds it processed and does nothing. A failure rolls
 * the acting back and records the error; the row stays for the job.
 */
export async function processWebhookEvent(deps: AppDeps, eventRowId: number) {
  const provider = paymentProviderOf(deps.config)
  if (!provider) return
  const { db } = deps.database
  const now = deps.clock.now()
  try {
    await db.transaction(async (tx) => {
      const row = await lockUnprocessedWebhookEvent(tx, eventRowId)
      if (!row) return
      const event = row.facts as unknown as PaymentEvent
      switch (event.kind) {
        case 'payment_method_saved': {
          const cardLabel = await provider.describePaymentMethod(event.paymentMethodId)
          await saveCard(tx, { ...event, cardLabel }, now)
          break
        }
        case 'charge_succeeded':
          await settlePaid(deps, tx, event.chargeId, event.attempt, event.paymentIntentId, now)
          break
        case 'charge_failed':
          await settleFailed(deps, tx, {
            chargeId: event.chargeId,
            attempt: event.attempt,
            paymentIntentId: event.paymentIntentId,
            reason: event.reason ?? 'payment_failed',
            now,
          })
          break
        case 'ignored':
          break
      }
      await markWebhookEventProcessed(tx, row.id, now)
    })
  } catch (error) {
    await recordWebhookEventFailure(db, eventRowId, error instanceof Error ? error.message : String(error))
    throw error
  }
}

// Recurring charges and dunning --------------------------------------------------------------------------

/** Paid: the tax invoice (card), the next period, once per try however many times the news arrives. */
async function settlePaid(
  deps: AppDeps,
  tx: DatabaseOrTransaction,
  chargeId: number,
  attempt: number,
  paymentIntentId: string,
  now: Date,
) {
  const charge = await settleCardChargePaid(tx, { id: chargeId, attempt, paymentIntentId }, now)
  if (!charge) return
  const issued = await issueBillingInvoice(deps.config, tx, {
    companyId: charge.companyId,
    description: charge.description,
    priceCzk: charge.priceCzk,
    vatRate: charge.vatRate,
    paymentMethod: 'card',
    taxableSupplyDate: now,
  })
  await setCardChargeInvoice(tx, charge.id, issued?.invoiceId ?? null)
  await renewSubscriptionPeriod(tx, charge.companyId, now)
}

/**
 * Failed: past_due (the lifecycle marks an ended period unpaid), the next try 3, 5 or 7 days after the first
 * failure (none after the fourth try), and one email to the owners for this failure.
 */
async function settleFailed(
  deps: AppDeps,
  tx: DatabaseOrTransaction,
  input: { chargeId: number; attempt: number; paymentIntentId: string | null; reason: string; now: Date },
) {
  const { now } = input
  const before = await findCardCharge(tx, input.chargeId)
  if (before?.status !== 'pending' || before.attempts !== input.attempt) return
  const firstFailedAt = before.firstFailedAt ?? now
  const retryDays = CARD_RETRY_DAYS[input.attempt - 1]
  const nextAttemptAt =
    retryDays === undefined ? null : new Date(firstFailedAt.getTime() + retryDays * DAY_MS)
  const charge = await settleCardChargeFailed(
    tx,
    {
      id: input.chargeId,
      attempt: input.attempt,
      paymentIntentId: input.paymentIntentId,
      reason: input.reason,
      firstFailedAt,
      nextAttemptAt,
    },
    now,
  )
  if (!charge) return
  const { subscription, plan } = await currentSubscription(tx, charge.companyId, now)
  const pastDueSince = subscription.pastDueSince ?? charge.periodEnd
  await queueMessage(
    { db: tx, config: deps.config, now },
    {
      kind: 'card-payment-failed',
      companyId: charge.companyId,
      planName: plan.name,
      amountHaler: charge.amountHaler,
      nextAttemptAt,
      graceEndsAt: graceEnd(pastDueSince),
    },
  )
}

/**
 * The worker loop's card work: starts the charge of every card subscription whose period ended, tries every
 * charge that is due (new, a retry whose day came, a try whose process died), and completes stored webhook
 * events that were not acted on. Safe with several processes: each try is claimed by one UPDATE.
 */
export async function runCardPayments(deps: AppDeps, now: Date) {
  const provider = paymentProviderOf(deps.config)
  if (!provider) return
  const { db } = deps.database
  for (const eventId of await listUnprocessedWebhookEvents(db)) {
    try {
      await processWebhookEvent(deps, eventId)
    } catch {
      // Recorded on the row; tried again on the next run.
    }
  }
  for (const due of await findCardSubscriptionsToCharge(db, now)) {
    if (!due.periodEnd) continue
    const { description, amountHaler, priceCzk } = periodCharge(due.plan, due.interval)
    await insertCardCharge(db, {
      companyId: due.companyId,
      periodEnd: due.periodEnd,
      priceCzk,
      vatRate: due.plan.vatRate,
      amountHaler,
      description,
      now,
    })
  }
  for (const chargeId of await findDueCardCharges(db, now)) await tryCardCharge(deps, provider, chargeId, now)
}

async function tryCardCharge(deps: AppDeps, provider: PaymentProvider, chargeId: number, now: Date) {
  const { db } = deps.database
  const charge = await claimCardChargeTry(db, chargeId, now)
  if (!charge) return
  const { subscription } = await currentSubscription(db, charge.companyId, now)
  const stillWanted =
    subscription.paymentMethod === 'card' &&
    (subscription.status === 'active' || subscription.status === 'past_due') &&
    subscription.currentPeriodEnd?.getTime() === charge.periodEnd.getTime()
  if (!stillWanted || !subscription.providerCustomerId || !subscription.providerPaymentMethodId) {
    await abandonCardCharge(db, charge.id, now)
    return
  }
  let result: Awaited<ReturnType<PaymentProvider['chargeSavedCard']>>
  try {
    result = await provider.chargeSavedCard({
      amountHaler: charge.amountHaler,
      customerId: subscription.providerCustomerId,
      paymentMethodId: subscription.providerPaymentMethodId,
      idempotencyKey: `rezervo-charge-${charge.companyId}-${charge.periodEnd.toISOString()}-${charge.attempts}`,
      description: charge.description,
      companyId: charge.companyId,
      chargeId: charge.id,
      attempt: charge.attempts,
    })
  } catch {
    // The provider did not answer: the lease runs out and the same try is repeated with the same key.
    return
  }
  if (result.outcome === 'pending') {
    await extendCardChargeLease(db, charge.id, new Date(now.getTime() + PENDING_PAYMENT_WAIT_MS))
    return
  }
  await db.transaction(async (tx) => {
    if (result.outcome === 'succeeded')
      await settlePaid(deps, tx, charge.id, charge.attempts, result.paymentIntentId, now)
    else
      await settleFailed(deps, tx, {
        chargeId: charge.id,
        attempt: charge.attempts,
        paymentIntentId: result.paymentIntentId,
        reason: result.reason,
        now,
      })
  })
}
