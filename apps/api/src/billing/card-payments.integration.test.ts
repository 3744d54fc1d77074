import { CARD_FORM_PATH } from '@rezervo/shared'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import {
  billingWebhookEvents,
  cardCharges,
  cardRefunds,
  invoices as invoiceTable,
  outboxMessages,
  subscriptions,
  users,
} from '../db/schema'
import { expectStatus, type Owner, signUpOwner } from '../testing/back-office-fixtures'
import { cardFixtures } from '../testing/card-fixtures'
import { signedWebhook, startFakeStripe } from '../testing/fake-stripe'
import { useTestApp } from '../testing/test-app'
import { createSubscriptionJob } from './job'

// Monday 23 November 2026, 09:00 in Prague.
const START = '2026-11-23T08:00:00.000Z'
const DAY = 24 * 60 * 60 * 1000
const fake = await startFakeStripe()
const t = useTestApp({ now: START, env: fake.env })
afterAll(() => fake.close())

beforeEach(() => {
  fake.declineCharges = false
  fake.failing = []
  fake.failTimes.clear()
})

const {
  travel,
  subscriptionOf,
  subscriptionRow,
  chargeRequests,
  postWebhook,
  setupSucceeded,
  ownerWithCard,
} = cardFixtures(t, fake, START)

/** One run of the worker loop's billing job at the clock's time (a fresh job: no once-a-minute pause). */
const runJob = () => createSubscriptionJob()(t.app.deps, t.clock.now())

const invoicesOf = async (owner: Owner) =>
  (await expectStatus(owner.session, 'GET', `${owner.base}/invoices`, 200)).data as {
    number: string
    payment_method: string
    total_czk: number
  }[]

const failureEmails = (owner: Owner) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.companyId, owner.companyId), eq(outboxMessages.kind, 'card-payment-failed')))

describe('the card form’s page', () => {
  it('alone lets Stripe’s script, frames and calls in; every other page keeps the strict policy', async () => {
    const card = await t.app.inject({ method: 'GET', url: CARD_FORM_PATH })
    const policy = String(card.headers['content-security-policy'])
    expect(policy).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/)
    expect(policy).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com .*https:\/\/hooks\.stripe\.com/)
    expect(policy).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/)
    expect(policy).toContain("frame-ancestors 'none'")
    for (const url of ['/dashboard/settings/subscription', '/dashboard', '/login', `${CARD_FORM_PATH}/x`]) {
      const other = await t.app.inject({ method: 'GET', url })
      expect(String(other.headers['content-security-policy']), url).not.toContain('stripe')
    }
  })
})

describe('saving a card', () => {
  it('card-setup answers the SetupIntent’s client secret and the publishable key; the customer is created once', async () => {
    t.clock.set(START)
    const owner = await signUpOwner(t.app, t.database)
    expect((await subscriptionOf(owner)).card_available).toBe(true)
    const before = fake.requests.length
    const first = await expectStatus(owner.session, 'POST', `${owner.base}/subscription/card-setup`, 200)
    await expectStatus(owner.session, 'POST', `${owner.base}/subscription/card-setup`, 200)
    expect(first.data).toEqual({
      client_secret: expect.stringMatching(/^seti_.+_secret_fake$/),
      publishable_key: 'pk_test_rezervo_fake',
    })
    const made = fake.requests.slice(before)
    expect(made.filter((request) => request.path === '/v1/customers')).toHaveLength(1)
    expect(made.filter((request) => request.path === '/v1/setup_intents')).toHaveLength(2)
    expect(made[0]!.params).toMatchObject({
      name: 'Barber na rohu s.r.o.',
      email: 'fakturace@barbernarohu.cz',
    })
  })

  it('a provider that does not answer is a 503 with a clear message, not a 500', async () => {
    t.clock.set(START)
    const owner = await signUpOwner(t.app, t.database)
    fake.failing = ['/v1/customers']
    const response = await owner.session.request({
      method: 'POST',
      url: `${owner.base}/subscription/card-setup`,
      headers: { 'accept-language': 'cs' },
    })
    expect(response.statusCode).toBe(503)
    // Every 503 says when to try again, as the OpenAPI document states (decision 072).
    expect(response.headers['retry-after']).toBe('5')
    expect(response.json()).toMatchObject({
      code: 'payment_provider_unavailable',
      message: 'Platební služba teď neodpovídá. Zkuste to prosím za chvíli.',
    })
  })

  it('setup_intent.succeeded saves the card: the subscription is paid by card, the screen shows Visa •••• 4242', async () => {
    const owner = await ownerWithCard()
    expect(await subscriptionOf(owner)).toMatchObject({
      payment_method: 'card',
      card_label: 'Visa •••• 4242',
    })
  })
})

describe('the webhook', () => {
  it('refuses a bad, missing, foreign or stale signature with 400 and a clear JSON message, and stores nothing', async () => {
    t.clock.set(START)
    const owner = await signUpOwner(t.app, t.database)
    const good = setupSucceeded(owner, 'cus_x', 'evt_refused')
    const attempts = [
      { ...good, payload: good.payload.replace('cus_x', 'cus_y') }, // body changed after signing
      { payload: good.payload, headers: { 'content-type': 'application/json' } }, // no signature
      signedWebhook(
        { id: 'evt_refused', type: 'setup_intent.succeeded', object: {} },
        t.clock.now(),
        'whsec_other',
      ),
      signedWebhook(
        { id: 'evt_refused', type: 'setup_intent.succeeded', object: {} },
        new Date(t.clock.now().getTime() - 10 * 60 * 1000), // older than five minutes: a replay
      ),
    ]
    for (const attempt of attempts) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/billing/webhook',
        payload: attempt.payload,
        headers: { ...attempt.headers, 'accept-language': 'cs' },
      })
      expect(response.statusCode, response.body).toBe(400)
      expect(response.headers['content-type']).toContain('application/json')
      expect(response.json()).toMatchObject({
        code: 'webhook_signature',
        message: 'Podpis webhooku není platný.',
      })
    }
    const stored = await t.database.db
      .select()
      .from(billingWebhookEvents)
      .where(eq(billingWebhookEvents.eventId, 'evt_refused'))
    expect(stored).toHaveLength(0)
  })

  it('the same event twice has one effect: stored once, the card saved once, the replay answered 200', async () => {
    t.clock.set(START)
    const owner = await signUpOwner(t.app, t.database)
    await expectStatus(owner.session, 'POST', `${owner.base}/subscription/card-setup`, 200)
    const customerId = (await subscriptionRow(owner)).providerCustomerId!
    const event = setupSucceeded(owner, customerId, 'evt_twice')
    const first = await postWebhook(event)
    const versionAfterFirst = (await subscriptionRow(owner)).version
    const second = await postWebhook(event)
    expect(first.json()).toEqual({ received: true, duplicate: false })
    expect(second.statusCode).toBe(200)
    expect(second.json()).toEqual({ received: true, duplicate: true })
    expect((await subscriptionRow(owner)).version).toBe(versionAfterFirst)
    const stored = await t.database.db
      .select()
      .from(billingWebhookEvents)
      .where(eq(billingWebhookEvents.eventId, 'evt_twice'))
    expect(stored).toHaveLength(1)
    expect(stored[0]!.processedAt).not.toBeNull()
  })

  it('is stored before acting: when acting fails the event stays unprocessed (still 200) and the job completes it', async () => {
    t.clock.set(START)
    const owner = await signUpOwner(t.app, t.database)
    await expectStatus(owner.session, 'POST', `${owner.base}/subscription/card-setup`, 200)
    const customerId = (await subscriptionRow(owner)).providerCustomerId!
    fake.failing = ['/v1/payment_methods'] // acting reads the card's label from the provider
    const response = await postWebhook(setupSucceeded(owner, customerId, 'evt_crash'))
    expect(response.statusCode).toBe(200)
    const [stored] = await t.database.db
      .select()
      .from(billingWebhookEvents)
      .where(eq(billingWebhookEvents.eventId, 'evt_crash'))
    expect(stored).toMatchObject({ processedAt: null, tries: 1, type: 'setup_intent.succeeded' })
    expect(stored!.lastError).toBeTruthy()
    expect((await subscriptionOf(owner)).payment_method).toBeNull()

    fake.failing = []
    await runJob()
    const [done] = await t.database.db
      .select()
      .from(billingWebhookEvents)
      .where(eq(billingWebhookEvents.eventId, 'evt_crash'))
    expect(done!.processedAt).not.toBeNull()
    expect(await subscriptionOf(owner)).toMatchObject({
      payment_method: 'card',
      card_label: 'Visa •••• 4242',
    })
  })
})

describe('charging the saved card', () => {
  it('choosing Start with the card charges 350,90 Kč at once and issues the card invoice; a declined card changes nothing (402)', async () => {
    const owner = await ownerWithCard()
    fake.declineCharges = true
    const refused = await owner.session.request({
      method: 'PUT',
      url: `${owner.base}/subscription`,
      payload: { plan_id: 'start', interval: 'month', payment_method: 'card' },
      headers: { 'accept-language': 'cs' },
    })
    expect(refused.statusCode).toBe(402)
    expect(refused.json()).toMatchObject({ code: 'card_charge_failed' })
    expect(refused.json().message).toContain('Platba kartou neprošla')
    expect((await subscriptionOf(owner)).status).toBe('trialing')
    expect(await invoicesOf(owner)).toHaveLength(0)

    fake.declineCharges = false
    const chosen = await expectStatus(owner.session, 'PUT', `${owner.base}/subscription`, 200, {
      plan_id: 'start',
      interval: 'month',
      payment_method: 'card',
    })
    expect(chosen.data).toMatchObject({
      plan_id: 'start',
      status: 'active',
      payment_method: 'card',
      current_period_end: '2026-12-23T08:00:00.000Z',
    })
    const charge = chargeRequests(owner).at(-1)!
    // 290 Kč + 21 % VAT, to the haléř (a card is never rounded to crowns).
    expect(charge.params).toMatchObject({
      amount: '35090',
      currency: 'czk',
      off_session: 'true',
      confirm: 'true',
    })
    const invoices = await invoicesOf(owner)
    expect(invoices).toHaveLength(1)
    expect(invoices[0]).toMatchObject({ payment_method: 'card', total_czk: 350.9 })
  })

  it('a plan change refused after its charge (the subscription changed meanwhile) answers 412 and gives the money back', async () => {
    const owner = await ownerWithCard()
    // Another change of the subscription lands while the card is being charged.
    fake.beforeAnswer = async ({ path }) => {
      if (path !== '/v1/payment_intents') return
      fake.beforeAnswer = undefined
      await t.database.db
        .update(subscriptions)
        .set({ version: sql`${subscriptions.version} + 1` })
        .where(eq(subscriptions.companyId, owner.companyId))
    }
    const refused = await owner.session.request({
      method: 'PUT',
      url: `${owner.base}/subscription`,
      payload: { plan_id: 'start', interval: 'month', payment_method: 'card' },
    })
    expect(refused.statusCode, refused.body).toBe(412)
    expect(refused.json().code).toBe('stale_record')
    const charge = chargeRequests(owner).at(-1)!
    const intentId = [...fake.paymentIntents.entries()].find(
      ([, intent]) => intent.metadata.company_id === String(owner.companyId),
    )![0]
    expect(charge.params.amount).toBe('35090')
    expect(fake.refunds.get(intentId)).toBe(35090)
    // Recorded before the provider was asked and settled at once: nothing is shown as still owed.
    const [owed] = await t.database.db
      .select()
      .from(cardRefunds)
      .where(eq(cardRefunds.paymentIntentId, intentId))
    expect(owed).toMatchObject({ amountHaler: 35090, attempts: 1, refundedAt: new Date(START) })
    expect((await subscriptionOf(owner)).pending_refunds).toEqual([])
    expect((await subscriptionOf(owner)).status).toBe('trialing')
    expect(await invoicesOf(owner)).toHaveLength(0)

    // Tried again, the change is charged anew (not the refunded payment's answer) and kept.
    const chosen = await expectStatus(owner.session, 'PUT', `${owner.base}/subscription`, 200, {
      plan_id: 'start',
      interval: 'month',
      payment_method: 'card',
    })
    expect(chosen.data).toMatchObject({ plan_id: 'start', status: 'active' })
    expect(chargeRequests(owner)).toHaveLength(2)
    expect(new Set(chargeRequests(owner).map((request) => request.idempotencyKey)).size).toBe(2)
    expect(fake.refunds.size).toBe(1)
    expect(await invoicesOf(owner)).toHaveLength(1)
  })

  it('at the period’s end the job charges the card once (idempotency key per company and period), issues the next invoice number and renews the period', async () => {
    const owner = await ownerWithCard()
    await expectStatus(owner.session, 'PUT', `${owner.base}/subscription`, 200, {
      plan_id: 'start',
      interval: 'month',
      payment_method: 'card',
    })
    const [firstInvoice] = await invoicesOf(owner)
    await travel(owner, '2026-12-23T08:00:00.000Z')
    const before = chargeRequests(owner).length
    await runJob()
    await runJob() // a second run (another process) charges nothing more
    const made = chargeRequests(owner).slice(before)
    expect(made, JSON.stringify(made)).toHaveLength(1)
    expect(made[0]!.idempotencyKey).toBe(`rezervo-charge-${owner.companyId}-2026-12-23T08:00:00.000Z-1`)
    expect(made[0]!.params['metadata[company_id]']).toBe(String(owner.companyId))

    expect(await subscriptionOf(owner)).toMatchObject({
      plan_id: 'start',
      status: 'active',
      current_period_end: '2027-01-23T08:00:00.000Z',
    })
    const invoices = await invoicesOf(owner)
    expect(invoices).toHaveLength(2)
    expect(invoices[0]).toMatchObject({ payment_method: 'card', total_czk: 350.9 })
    expect(invoices[0]!.number > firstInvoice!.number).toBe(true)
    // The job invoiced other companies' periods in the same run: the series as a whole has no gap.
    const series = await t.database.db
      .select({ sequence: invoiceTable.sequence })
      .from(invoiceTable)
      .where(and(eq(invoiceTable.kind, 'invoice'), eq(invoiceTable.year, 2026)))
    const sequences = series.map((row) => row.sequence).sort((a, b) => a - b)
    expect(sequences).toEqual(sequences.map((_, index) => index + 1))

    // The provider's own news of the same payment arrives afterwards: nothing happens a second time.
    const intentId = [...fake.paymentIntents.keys()].at(-1)!
    const news = signedWebhook(
      {
        id: 'evt_paid_late',
        type: 'payment_intent.succeeded',
        object: {
          id: intentId,
          object: 'payment_intent',
          status: 'succeeded',
          amount: 35090,
          metadata: fake.paymentIntents.get(intentId)!.metadata,
        },
      },
      t.clock.now(),
    )
    expect((await postWebhook(news)).statusCode).toBe(200)
    expect(await invoicesOf(owner)).toHaveLength(2)
    expect((await subscriptionOf(owner)).current_period_end).toBe('2027-01-23T08:00:00.000Z')
  })

  it('a declined card: past_due, tries again 3, 5 and 7 days after the first failure with one email each, then Zdarma after 14 days; nothing deleted', async () => {
    const owner = await ownerWithCard()
    await expectStatus(owner.session, 'PUT', `${owner.base}/subscription`, 200, {
      plan_id: 'start',
      interval: 'month',
      payment_method: 'card',
    })
    // The owner reads Czech: the emails come in their language.
    await t.database.db.update(users).set({ locale: 'cs' }).where(eq(users.email, owner.email))
    const periodEnd = new Date('2026-12-23T08:00:00.000Z')
    fake.declineCharges = true
    const before = chargeRequests(owner).length
    const tries = () => chargeRequests(owner).length - before

    await travel(owner, periodEnd)
    await runJob()
    expect(tries()).toBe(1)
    expect(await subscriptionOf(owner)).toMatchObject({
      status: 'past_due',
      plan_id: 'start',
      grace_ends_at: '2027-01-06T08:00:00.000Z',
    })
    const emails = await failureEmails(owner)
    expect(emails).toHaveLength(1)
    expect(emails[0]!.subject).toBe('Platba kartou za tarif Start se nezdařila')
    expect(emails[0]!.textBody).toContain('350,90 Kč')
    expect(emails[0]!.textBody).toContain('Zkusíme ji znovu 26. 12. 2026')
    expect(emails[0]!.textBody).toContain('do 6. 1. 2027')

    // The provider's failure news for the same try changes nothing more (no second email).
    const intentId = [...fake.paymentIntents.keys()].at(-1)!
    const news = signedWebhook(
      {
        id: 'evt_failed_news',
        type: 'payment_intent.payment_failed',
        object: {
          id: intentId,
          object: 'payment_intent',
          status: 'requires_payment_method',
          metadata: fake.paymentIntents.get(intentId)!.metadata,
          last_payment_error: { message: 'Your card was declined.' },
        },
      },
      t.clock.now(),
    )
    expect((await postWebhook(news)).statusCode).toBe(200)
    expect(await failureEmails(owner)).toHaveLength(1)

    const at = (days: number, ms = 0) => new Date(periodEnd.getTime() + days * DAY + ms)
    for (const [day, expectedTries] of [
      [3, 2],
      [5, 3],
      [7, 4],
    ] as const) {
      await travel(owner, at(day, -60_000))
      await runJob()
      expect(tries(), `no try a minute before day ${day}`).toBe(expectedTries - 1)
      await travel(owner, at(day))
      await runJob()
      await runJob()
      expect(tries(), `one try on day ${day}`).toBe(expectedTries)
      expect(await failureEmails(owner)).toHaveLength(expectedTries)
      expect((await subscriptionOf(owner)).status).toBe('past_due')
    }
    const last = (await failureEmails(owner)).at(-1)!
    expect(last.textBody).toContain('Další pokus už nebude')
    const keys = chargeRequests(owner)
      .slice(before)
      .map((request) => request.idempotencyKey)
    expect(new Set(keys).size).toBe(4)

    await travel(owner, at(10))
    await runJob()
    expect(tries()).toBe(4)
    await travel(owner, at(14, -60_000))
    expect((await subscriptionOf(owner)).plan_id).toBe('start')
    await travel(owner, at(14))
    await runJob()
    expect(await subscriptionOf(owner)).toMatchObject({ plan_id: 'zdarma', status: 'active' })
    expect(tries()).toBe(4)
    // The card invoice of the first month is still there; nothing was deleted.
    expect(await invoicesOf(owner)).toHaveLength(1)
    const [charge] = await t.database.db
      .select()
      .from(cardCharges)
      .where(eq(cardCharges.companyId, owner.companyId))
    expect(charge).toMatchObject({ status: 'abandoned', attempts: 4 })
  })

  it('a retry that succeeds ends the dunning: active again, invoiced, no further tries or emails', async () => {
    const owner = await ownerWithCard()
    await expectStatus(owner.session, 'PUT', `${owner.base}/subscription`, 200, {
      plan_id: 'start',
      interval: 'year',
      payment_method: 'card',
    })
    const periodEnd = new Date('2027-11-23T08:00:00.000Z')
    fake.declineCharges = true
    await travel(owner, periodEnd)
    await runJob()
    expect((await subscriptionOf(owner)).status).toBe('past_due')
    fake.declineCharges = false
    const retry = new Date(periodEnd.getTime() + 3 * DAY)
    await travel(owner, retry)
    await runJob()
    expect(await subscriptionOf(owner)).toMatchObject({
      status: 'active',
      plan_id: 'start',
      grace_ends_at: null,
      current_period_end: '2028-11-26T08:00:00.000Z',
    })
    const invoices = await invoicesOf(owner)
    expect(invoices).toHaveLength(2)
    expect(invoices[0]).toMatchObject({ payment_method: 'card', total_czk: 3509 })
    const before = chargeRequests(owner).length
    await travel(owner, new Date(periodEnd.getTime() + 5 * DAY))
    await runJob()
    expect(chargeRequests(owner).length).toBe(before)
    expect(await failureEmails(owner)).toHaveLength(1)
  })

  it('a trial with a saved card becomes the paid plan at its end: the card is charged at once', async () => {
    const owner = await ownerWithCard()
    await travel(owner, '2026-12-07T08:00:00.000Z')
    await runJob()
    expect(await subscriptionOf(owner)).toMatchObject({
      plan_id: 'profi',
      status: 'active',
      payment_method: 'card',
      current_period_end: '2027-01-07T08:00:00.000Z',
    })
    const invoices = await invoicesOf(owner)
    expect(invoices).toHaveLength(1)
    // Profi: 690 Kč + 21 %.
    expect(invoices[0]).toMatchObject({ payment_method: 'card', total_czk: 834.9 })
  })
})
