import { formatCzk } from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import { HttpError } from '../http/errors'
import { decideRetry, queueMessage, type RetryPolicy } from '../messaging'
import { paymentProviderOf } from './card-charging'
import type { PaymentProvider } from './payment-provider'
import {
  type CardRefundRow,
  claimDueRefunds,
  insertOwedRefund,
  markOverdueNoticeSent,
  markRefunded,
  recordRefundFailure,
} from './refund-repository'

/**
 * Money owed back is never given up on: the wait doubles from a minute to at most an hour, and the tries go
 * on until the provider refunds (decision 056).
 */
const REFUND_RETRY: RetryPolicy = {
  maxTries: Number.POSITIVE_INFINITY,
  baseMs: 60 * 1000,
  maxMs: 60 * 60 * 1000,
}

/** After this long without a refund, the owners and the platform's admin are told, once. */
export const REFUND_OVERDUE_AFTER_MS = 24 * 60 * 60 * 1000

/** One key per payment: every try of its refund, in any process, is the same request to the provider. */
const refundKey = (paymentIntentId: string) => `rezervo-refund-${paymentIntentId}`

/** The answer to a refused plan change whose refund the provider has not taken yet: the job will finish it. */
export const refundPending = (amountHaler: number) =>
  new HttpError(
    503,
    'cardRefundPending',
    { amount: (locale) => formatCzk(amountHaler / 100, locale, 'always') },
    { code: 'card_refund_pending' },
  )

/**
 * A plan change charged by card was refused after its charge: the refund owed is recorded first (so it
 * survives the provider's silence and the process's death), then tried at once. Answers whether the money is
 * back; when not, the worker loop's job retries it and the caller answers `refundPending`.
 */
export async function refundRefusedCharge(
  deps: AppDeps,
  provider: PaymentProvider,
  charge: { companyId: number; paymentIntentId: string; amountHaler: number },
): Promise<boolean> {
  const now = deps.clock.now()
  const owed = await insertOwedRefund(deps.database.db, { ...charge, now })
  // Recorded already (the same payment refused twice): its job carries on with it.
  if (!owed) return false
  return tryRefund(deps, provider, owed, now)
}

/**
 * The worker loop's part: claims the due refunds (SKIP LOCKED, so several processes share them without
 * trying one twice at once) and tries each with the payment's own idempotency key.
 */
export async function runCardRefunds(deps: AppDeps, now: Date) {
  const provider = paymentProviderOf(deps.config)
  if (!provider) return
  for (const refund of await claimDueRefunds(deps.database.db, now))
    await tryRefund(deps, provider, refund, now)
}

async function tryRefund(deps: AppDeps, provider: PaymentProvider, refund: CardRefundRow, now: Date) {
  const { db } = deps.database
  try {
    await provider.refundCharge({
      paymentIntentId: refund.paymentIntentId,
      idempotencyKey: refundKey(refund.paymentIntentId),
    })
  } catch (error) {
    await refundFailed(deps, refund, error, now)
    return false
  }
  await db.transaction(async (tx) => {
    // Only the call that marks it done queues the email, however many processes heard the provider's yes.
    if (!(await markRefunded(tx, refund.id, now))) return
    await queueMessage(
      { db: tx, config: deps.config, now },
      {
        kind: 'card-refunded',
        companyId: refund.companyId,
        amountHaler: refund.amountHaler,
        chargedAt: refund.createdAt,
      },
    )
  })
  return true
}

async function refundFailed(deps: AppDeps, refund: CardRefundRow, error: unknown, now: Date) {
  const { db } = deps.database
  const retry = decideRetry(REFUND_RETRY, refund.attempts)
  const delayMs = retry.giveUp ? REFUND_RETRY.maxMs : retry.delayMs
  await recordRefundFailure(db, refund.id, {
    nextAttemptAt: new Date(now.getTime() + delayMs),
    error: error instanceof Error ? error.message : String(error),
  })
  if (now.getTime() - refund.createdAt.getTime() < REFUND_OVERDUE_AFTER_MS) return
  await db.transaction(async (tx) => {
    if (!(await markOverdueNoticeSent(tx, refund.id, now))) return
    await queueMessage(
      { db: tx, config: deps.config, now },
      {
        kind: 'card-refund-overdue',
        companyId: refund.companyId,
        amountHaler: refund.amountHaler,
        chargedAt: refund.createdAt,
      },
    )
  })
}
