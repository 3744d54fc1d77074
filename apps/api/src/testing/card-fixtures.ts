import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { subscriptions } from '../db/schema'
import { signIn } from './accounts'
import { expectStatus, type Owner, signUpOwner } from './back-office-fixtures'
import { type FakeStripe, signedWebhook } from './fake-stripe'
import type { TestApp } from './test-app'

/**
 * The steps card payment tests share (decision 034): an owner who saved a card through the card form and the
 * fake provider's webhook, the clock moved with a fresh session, and the subscription as the API and the
 * table hold it.
 */
export function cardFixtures(t: TestApp, fake: FakeStripe, start: string) {
  /** Moves the clock; the owner signs in again, as a session idles out after two hours. */
  async function travel(owner: Owner, at: string | Date) {
    t.clock.set(typeof at === 'string' ? at : at.toISOString())
    owner.session = await signIn(t.app, owner.email, owner.password)
  }

  const subscriptionOf = async (owner: Owner) =>
    (await expectStatus(owner.session, 'GET', `${owner.base}/subscription`, 200)).data

  const subscriptionRow = async (owner: Owner) => {
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, owner.companyId))
    return row!
  }

  /** The charges the provider was asked for, of one company (the job charges every company that is due). */
  const chargeRequests = (owner: Owner) =>
    fake.requests.filter(
      (request) =>
        request.path === '/v1/payment_intents' &&
        request.params['metadata[company_id]'] === String(owner.companyId),
    )

  const postWebhook = (body: { payload: string; headers: Record<string, string> }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhook',
      payload: body.payload,
      headers: body.headers,
    })

  let eventCounter = 0
  const setupSucceeded = (owner: Owner, customerId: string, id = `evt_setup_${++eventCounter}`) =>
    signedWebhook(
      {
        id,
        type: 'setup_intent.succeeded',
        object: {
          id: `seti_${eventCounter}`,
          object: 'setup_intent',
          status: 'succeeded',
          customer: customerId,
          payment_method: `pm_card_${eventCounter}`,
          metadata: { company_id: String(owner.companyId) },
        },
      },
      t.clock.now(),
    )

  /** An owner who has saved a card through the card form (card-setup, then the provider's webhook). */
  async function ownerWithCard() {
    t.clock.set(start)
    const owner = await signUpOwner(t.app, t.database)
    const setup = await expectStatus(owner.session, 'POST', `${owner.base}/subscription/card-setup`, 200)
    expect(setup.data.client_secret).toMatch(/^seti_.+_secret_/)
    const customerId = (await subscriptionRow(owner)).providerCustomerId!
    expect((await postWebhook(setupSucceeded(owner, customerId))).statusCode).toBe(200)
    return owner
  }

  return {
    travel,
    subscriptionOf,
    subscriptionRow,
    chargeRequests,
    postWebhook,
    setupSucceeded,
    ownerWithCard,
  }
}
