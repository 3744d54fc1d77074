import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { cardRefunds, outboxMessages, subscriptions, users } from '../db/schema'
import type { Owner } from '../testing/back-office-fixtures'
import { cardFixtures } from '../testing/card-fixtures'
import { startFakeStripe } from '../testing/fake-stripe'
import { useTestApp } from '../testing/test-app'
import { createSubscriptionJob } from './job'

// Monday 23 November 2026, 09:00 in Prague.
const START = '2026-11-23T08:00:00.000Z'
const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const ADMIN = 'provoz@rezervo.test'
const fake = await startFakeStripe()
const t = useTestApp({ now: START, env: { ...fake.env, PLATFORM_ADMIN_EMAIL: ADMIN } })
afterAll(() => fake.close())

beforeEach(() => {
  fake.failTimes.clear()
  fake.beforeAnswer = undefined
})

const { travel, subscriptionOf, ownerWithCard } = cardFixtures(t, fake, START)

/** One run of the worker loop's billing job at the clock's time (a fresh job: no once-a-minute pause). */
const runJob = () => createSubscriptionJob()(t.app.deps, t.clock.now())

const later = (ms: number) => new Date(new Date(START).getTime() + ms)

/**
 * The owner chooses Start by card while another change of the subscription lands during the charge: the
 * change is refused after the card was charged, so 350,90 Kč are owed back.
 */
async function refusedAfterCharge(owner: Owner) {
  fake.beforeAnswer = async ({ path }) => {
    if (path !== '/v1/payment_intents') return
    fake.beforeAnswer = undefined
    await t.database.db
      .update(subscriptions)
      .set({ version: sql`${subscriptions.version} + 1` })
      .where(eq(subscriptions.companyId, owner.companyId))
  }
  const response = await owner.session.request({
    method: 'PUT',
    url: `${owner.base}/subscription`,
    payload: { plan_id: 'start', interval: 'month', payment_method: 'card' },
    headers: { 'accept-language': 'cs' },
  })
  const intentId = [...fake.paymentIntents.entries()].find(
    ([, intent]) => intent.metadata.company_id === String(owner.companyId),
  )![0]
  return { response, intentId }
}

const refundRequests = (intentId: string) =>
  fake.requests.filter(
    (request) => request.path === '/v1/refunds' && request.params.payment_intent === intentId,
  )

const owedRow = async (intentId: string) => {
  const [row] = await t.database.db
    .select()
    .from(cardRefunds)
    .where(eq(cardRefunds.paymentIntentId, intentId))
  return row
}

const emailsOf = (owner: Owner, kind: string) =>
  t.database.db
    .select({ to: outboxMessages.recipient, subject: outboxMessages.subject, body: outboxMessages.textBody })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.companyId, owner.companyId), eq(outboxMessages.kind, kind)))

describe('a refund the provider does not take at once (decision 056)', () => {
  it('is recorded before the 503 answer, which says the money comes back; the job retries with back-off and refunds once; the owner gets an email and the screen shows it until then', async () => {
    const owner = await ownerWithCard()
    await t.database.db.update(users).set({ locale: 'cs' }).where(eq(users.email, owner.email))
    fake.failTimes.set('/v1/refunds', 2)
    const { response, intentId } = await refusedAfterCharge(owner)

    expect(response.statusCode, response.body).toBe(503)
    expect(response.json()).toEqual({
      code: 'card_refund_pending',
      message:
        'Změnu tarifu se nepodařilo dokončit, a tak vám platbu kartou 350,90 Kč vrátíme. Platební služba teď neodpovídá; vrácení zkoušíme dál a po jeho provedení vám pošleme e-mail.',
    })
    expect(await owedRow(intentId)).toMatchObject({
      amountHaler: 35090,
      attempts: 1,
      refundedAt: null,
      lastError: expect.stringContaining('fails on count'),
    })
    expect(fake.refunds.has(intentId)).toBe(false)
    const pending = await subscriptionOf(owner)
    expect(pending.pending_refunds).toEqual([{ amount_haler: 35090, since: START }])
    expect(pending.status).toBe('trialing')

    // Not due again before its back-off (a minute after the first failure, then two).
    await runJob()
    expect(refundRequests(intentId)).toHaveLength(1)
    await travel(owner, later(MINUTE))
    await runJob()
    expect(refundRequests(intentId)).toHaveLength(2)
    expect((await owedRow(intentId))?.refundedAt).toBeNull()
    await travel(owner, later(2 * MINUTE))
    await runJob()
    expect(refundRequests(intentId)).toHaveLength(2)
    await travel(owner, later(3 * MINUTE))
    await runJob()

    // Every try was the same request to the provider: one key, one refund of the full amount.
    expect(refundRequests(intentId)).toHaveLength(3)
    expect(new Set(refundRequests(intentId).map((request) => request.idempotencyKey))).toEqual(
      new Set([`rezervo-refund-${intentId}`]),
    )
    expect(fake.refunds.get(intentId)).toBe(35090)
    expect(await owedRow(intentId)).toMatchObject({ attempts: 3, refundedAt: later(3 * MINUTE) })
    expect((await subscriptionOf(owner)).pending_refunds).toEqual([])
    const refunded = await emailsOf(owner, 'card-refunded')
    expect(refunded).toHaveLength(1)
    expect(refunded[0]).toMatchObject({ to: owner.email, subject: 'Platbu 350,90 Kč jsme vám vrátili' })
    expect(refunded[0]!.body).toContain('změnu tarifu ze dne 23. 11. 2026 se nepodařilo dokončit')

    // Done is done: later runs ask the provider nothing more and send nothing more.
    await travel(owner, later(2 * HOUR))
    await runJob()
    expect(refundRequests(intentId)).toHaveLength(3)
    expect(await emailsOf(owner, 'card-refunded')).toHaveLength(1)
  })

  it('two workers at once refund once and send one email', async () => {
    const owner = await ownerWithCard()
    fake.failTimes.set('/v1/refunds', 1)
    const { response, intentId } = await refusedAfterCharge(owner)
    expect(response.statusCode).toBe(503)

    await travel(owner, later(MINUTE))
    await Promise.all([runJob(), runJob(), runJob()])
    expect(refundRequests(intentId)).toHaveLength(2)
    expect(fake.refunds.get(intentId)).toBe(35090)
    expect(await owedRow(intentId)).toMatchObject({ attempts: 2, refundedAt: later(MINUTE) })
    expect(await emailsOf(owner, 'card-refunded')).toHaveLength(1)
  })

  it('a payment someone refunded by hand in the provider’s dashboard meanwhile counts as refunded', async () => {
    const owner = await ownerWithCard()
    fake.failTimes.set('/v1/refunds', 1)
    const { response, intentId } = await refusedAfterCharge(owner)
    expect(response.statusCode).toBe(503)
    fake.refunds.set(intentId, 35090)

    await travel(owner, later(MINUTE))
    await runJob()
    expect((await owedRow(intentId))?.refundedAt).toEqual(later(MINUTE))
    expect((await subscriptionOf(owner)).pending_refunds).toEqual([])
    expect(await emailsOf(owner, 'card-refunded')).toHaveLength(1)
  })

  it('after a day of failures tells the owner (in English, as the account is set) and the platform’s admin once that the refund is still pending', async () => {
    const owner = await ownerWithCard()
    await t.database.db.update(users).set({ locale: 'en' }).where(eq(users.email, owner.email))
    fake.failTimes.set('/v1/refunds', 1000)
    const { intentId } = await refusedAfterCharge(owner)

    await travel(owner, later(23 * HOUR))
    await runJob()
    expect(await emailsOf(owner, 'card-refund-overdue')).toHaveLength(0)

    await travel(owner, later(24 * HOUR + MINUTE))
    await runJob()
    const overdue = await emailsOf(owner, 'card-refund-overdue')
    expect(overdue.map((email) => email.to).sort()).toEqual([owner.email, ADMIN].sort())
    expect(overdue.find((email) => email.to === owner.email)?.subject).toBe(
      'The refund of your payment of CZK 350.90 is delayed',
    )
    expect(overdue.find((email) => email.to === ADMIN)?.subject).toBe('Vrácení platby 350,90 Kč se zdržuje')
    expect((await subscriptionOf(owner)).pending_refunds).toEqual([{ amount_haler: 35090, since: START }])

    await travel(owner, later(26 * HOUR))
    await runJob()
    expect(await emailsOf(owner, 'card-refund-overdue')).toHaveLength(2)
    const tries = refundRequests(intentId).length

    // The provider answers again: refunded, the owner told in English, nothing more pending.
    fake.failTimes.clear()
    await travel(owner, later(28 * HOUR))
    await runJob()
    expect(refundRequests(intentId)).toHaveLength(tries + 1)
    expect(fake.refunds.get(intentId)).toBe(35090)
    const refunded = await emailsOf(owner, 'card-refunded')
    expect(refunded.map((email) => email.subject)).toEqual(['We have refunded your payment of CZK 350.90'])
    expect((await subscriptionOf(owner)).pending_refunds).toEqual([])
  })
})
