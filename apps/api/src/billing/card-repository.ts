import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { billingWebhookEvents, cardCharges, companies, plans, subscriptions } from '../db/schema'

export type CardChargeRow = typeof cardCharges.$inferSelect
export type WebhookEventRow = typeof billingWebhookEvents.$inferSelect

/** How long one charge try may take before another process may repeat it (with the same idempotency key). */
const CHARGE_LEASE_MS = 5 * 60 * 1000

// Webhook events ---------------------------------------------------------------------------------------

/** Stores the event unless its id is stored already; answers the new row's id, or undefined for a replay. */
export async function insertWebhookEvent(
  db: DatabaseOrTransaction,
  values: {
    provider: string
    eventId: string
    type: string
    facts: Record<string, unknown>
    receivedAt: Date
  },
) {
  const [row] = await db
    .insert(billingWebhookEvents)
    .values(values)
    .onConflictDoNothing({ target: [billingWebhookEvents.provider, billingWebhookEvents.eventId] })
    .returning({ id: billingWebhookEvents.id })
  return row?.id
}

export async function findWebhookEventId(db: DatabaseOrTransaction, provider: string, eventId: string) {
  const [row] = await db
    .select({ id: billingWebhookEvents.id, processedAt: billingWebhookEvents.processedAt })
    .from(billingWebhookEvents)
    .where(and(eq(billingWebhookEvents.provider, provider), eq(billingWebhookEvents.eventId, eventId)))
  return row
}

/**
 * Locks an unprocessed event for the caller's transaction; undefined when it was processed, or another
 * process holds it (SKIP LOCKED: that one acts, this one does not wait to act a second time).
 */
export async function lockUnprocessedWebhookEvent(db: DatabaseOrTransaction, id: number) {
  const [row] = await db
    .select()
    .from(billingWebhookEvents)
    .where(and(eq(billingWebhookEvents.id, id), isNull(billingWebhookEvents.processedAt)))
    .for('update', { skipLocked: true })
  return row
}

export async function markWebhookEventProcessed(db: DatabaseOrTransaction, id: number, now: Date) {
  await db
    .update(billingWebhookEvents)
    .set({ processedAt: now, tries: sql`${billingWebhookEvents.tries} + 1`, lastError: null })
    .where(eq(billingWebhookEvents.id, id))
}

export async function recordWebhookEventFailure(db: DatabaseOrTransaction, id: number, error: string) {
  await db
    .update(billingWebhookEvents)
    .set({ tries: sql`${billingWebhookEvents.tries} + 1`, lastError: error.slice(0, 1000) })
    .where(eq(billingWebhookEvents.id, id))
}

/**
 * Events stored but not acted on (a crash, a failed processing), oldest first. One that failed
 * MAX_WEBHOOK_TRIES times stays in the table with its last error for a person to look at, not retried every
 * minute for ever.
 */
export const MAX_WEBHOOK_TRIES = 30

export async function listUnprocessedWebhookEvents(db: DatabaseOrTransaction, limit = 50) {
  const rows = await db
    .select({ id: billingWebhookEvents.id })
    .from(billingWebhookEvents)
    .where(and(isNull(billingWebhookEvents.processedAt), lt(billingWebhookEvents.tries, MAX_WEBHOOK_TRIES)))
    .orderBy(asc(billingWebhookEvents.receivedAt))
    .limit(limit)
  return rows.map((row) => row.id)
}

// The saved card -----------------------------------------------------------------------------------------

/** The company's name and billing email for the provider's customer. */
export async function findCompanyForCustomer(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db
    .select({
      name: companies.name,
      billingName: companies.billingName,
      billingEmail: companies.billingEmail,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
  return row
}

/** Keeps the provider's customer id, unless one was kept meanwhile; answers the one kept. */
export async function keepProviderCustomer(db: DatabaseOrTransaction, companyId: number, customerId: string) {
  await db
    .update(subscriptions)
    .set({ providerCustomerId: customerId })
    .where(and(eq(subscriptions.companyId, companyId), isNull(subscriptions.providerCustomerId)))
  const [row] = await db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
  return row?.customerId ?? customerId
}

/**
 * Saves the card the owner confirmed (a setup_intent.succeeded): later charges use it, and the subscription is
 * paid by card from now on. Only for the customer created for this company.
 */
export async function saveCard(
  db: DatabaseOrTransaction,
  input: { companyId: number; customerId: string; paymentMethodId: string; cardLabel: string | null },
  now: Date,
) {
  const [row] = await db
    .update(subscriptions)
    .set({
      providerPaymentMethodId: input.paymentMethodId,
      cardLabel: input.cardLabel,
      paymentMethod: 'card',
      version: sql`${subscriptions.version} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(subscriptions.companyId, input.companyId),
        or(isNull(subscriptions.providerCustomerId), eq(subscriptions.providerCustomerId, input.customerId)),
      ),
    )
    .returning({ companyId: subscriptions.companyId })
  if (!row) return false
  await db
    .update(subscriptions)
    .set({ providerCustomerId: input.customerId })
    .where(and(eq(subscriptions.companyId, input.companyId), isNull(subscriptions.providerCustomerId)))
  // A charge waiting for its next try is tried again at once with the new card.
  await db
    .update(cardCharges)
    .set({ nextAttemptAt: now })
    .where(and(eq(cardCharges.companyId, input.companyId), eq(cardCharges.status, 'failed')))
  return true
}

// Recurring charges ----------------------------------------------------------------------------------------

/**
 * Paid subscriptions by card whose period has ended and that have no charge for it yet, with what one period
 * costs: the job starts their charge.
 */
export async function findCardSubscriptionsToCharge(db: DatabaseOrTransaction, now: Date) {
  return db
    .select({
      companyId: subscriptions.companyId,
      periodEnd: subscriptions.currentPeriodEnd,
      interval: subscriptions.interval,
      plan: plans,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(
      cardCharges,
      and(
        eq(cardCharges.companyId, subscriptions.companyId),
        eq(cardCharges.periodEnd, subscriptions.currentPeriodEnd),
      ),
    )
    .where(
      and(
        eq(subscriptions.paymentMethod, 'card'),
        isNotNull(subscriptions.providerPaymentMethodId),
        inArray(subscriptions.status, ['active', 'past_due']),
        lte(subscriptions.currentPeriodEnd, now),
        isNull(cardCharges.id),
      ),
    )
    .limit(100)
}

/** Starts the charge of a period; two processes starting it at once create one row. */
export async function insertCardCharge(
  db: DatabaseOrTransaction,
  values: {
    companyId: number
    periodEnd: Date
    priceCzk: number
    vatRate: number
    amountHaler: number
    description: string
    now: Date
  },
) {
  await db
    .insert(cardCharges)
    .values({
      companyId: values.companyId,
      periodEnd: values.periodEnd,
      priceCzk: values.priceCzk,
      vatRate: values.vatRate,
      amountHaler: values.amountHaler,
      description: values.description,
      status: 'pending',
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing({ target: [cardCharges.companyId, cardCharges.periodEnd] })
}

/** Charges whose try is due: new ones, failed ones whose next try has come, tries whose process vanished. */
export async function findDueCardCharges(db: DatabaseOrTransaction, now: Date) {
  const rows = await db
    .select({ id: cardCharges.id })
    .from(cardCharges)
    .where(
      or(
        and(
          eq(cardCharges.status, 'pending'),
          or(isNull(cardCharges.leaseUntil), lte(cardCharges.leaseUntil, now)),
        ),
        and(eq(cardCharges.status, 'failed'), lte(cardCharges.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(cardCharges.id))
    .limit(100)
  return rows.map((row) => row.id)
}

/**
 * Claims the charge's next try for this process in one UPDATE: a new charge's first try, a failed one's next;
 * a try whose lease ran out is repeated under the same number (so the same idempotency key, never a second
 * charge). Undefined when another process claimed it or it is not due.
 */
export async function claimCardChargeTry(db: DatabaseOrTransaction, id: number, now: Date) {
  const [row] = await db
    .update(cardCharges)
    .set({
      attempts: sql`case when ${cardCharges.status} = 'failed' or ${cardCharges.attempts} = 0 then ${cardCharges.attempts} + 1 else ${cardCharges.attempts} end`,
      status: 'pending',
      leaseUntil: new Date(now.getTime() + CHARGE_LEASE_MS),
      updatedAt: now,
    })
    .where(
      and(
        eq(cardCharges.id, id),
        or(
          and(
            eq(cardCharges.status, 'pending'),
            or(isNull(cardCharges.leaseUntil), lte(cardCharges.leaseUntil, now)),
          ),
          and(eq(cardCharges.status, 'failed'), lte(cardCharges.nextAttemptAt, now)),
        ),
      ),
    )
    .returning()
  return row
}

/** Holds a try whose payment the provider has not finished (its webhook settles it) for `untilMs`. */
export async function extendCardChargeLease(db: DatabaseOrTransaction, id: number, until: Date) {
  await db.update(cardCharges).set({ leaseUntil: until }).where(eq(cardCharges.id, id))
}

/**
 * Settles try `attempt` of the charge as paid, once: the job's answer and the webhook for the same payment
 * both arrive, and only the first finds the try pending. Answers the charge when this call settled it.
 */
export async function settleCardChargePaid(
  db: DatabaseOrTransaction,
  input: { id: number; attempt: number; paymentIntentId: string },
  now: Date,
) {
  const [row] = await db
    .update(cardCharges)
    .set({
      status: 'succeeded',
      paymentIntentId: input.paymentIntentId,
      leaseUntil: null,
      nextAttemptAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(cardCharges.id, input.id),
        eq(cardCharges.attempts, input.attempt),
        ne(cardCharges.status, 'succeeded'),
        ne(cardCharges.status, 'abandoned'),
      ),
    )
    .returning()
  return row
}

/** Settles a try as failed, once (like settleCardChargePaid); the next try's time or none after the last. */
export async function settleCardChargeFailed(
  db: DatabaseOrTransaction,
  input: {
    id: number
    attempt: number
    paymentIntentId: string | null
    reason: string
    firstFailedAt: Date
    nextAttemptAt: Date | null
  },
  now: Date,
) {
  const [row] = await db
    .update(cardCharges)
    .set({
      status: input.nextAttemptAt ? 'failed' : 'abandoned',
      paymentIntentId: input.paymentIntentId,
      lastFailure: input.reason.slice(0, 500),
      firstFailedAt: input.firstFailedAt,
      nextAttemptAt: input.nextAttemptAt,
      leaseUntil: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(cardCharges.id, input.id),
        eq(cardCharges.attempts, input.attempt),
        eq(cardCharges.status, 'pending'),
      ),
    )
    .returning()
  return row
}

export async function findCardCharge(db: DatabaseOrTransaction, id: number) {
  const [row] = await db.select().from(cardCharges).where(eq(cardCharges.id, id))
  return row
}

export async function setCardChargeInvoice(db: DatabaseOrTransaction, id: number, invoiceId: number | null) {
  await db.update(cardCharges).set({ invoiceId }).where(eq(cardCharges.id, id))
}

/** Gives up a charge whose subscription no longer wants it (fell to Zdarma, cancelled, paid otherwise). */
export async function abandonCardCharge(db: DatabaseOrTransaction, id: number, now: Date) {
  await db
    .update(cardCharges)
    .set({ status: 'abandoned', leaseUntil: null, nextAttemptAt: null, updatedAt: now })
    .where(and(eq(cardCharges.id, id), ne(cardCharges.status, 'succeeded')))
}
