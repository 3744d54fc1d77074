import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

/** The keys tests configure; the webhook secret signs the fake's events with the SDK's own helper. */
export const FAKE_STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_rezervo_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_rezervo_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_rezervo_fake_secret',
} as const

export interface FakeStripeRequest {
  method: string
  path: string
  params: Record<string, string>
  idempotencyKey: string | undefined
}

/**
 * A local fake of the parts of Stripe's HTTP API that the SDK calls for Rezervo (customers, setup_intents,
 * payment_intents, payment_methods), so the real SDK runs against it by host, port and protocol. It keeps
 * idempotency keys as Stripe does (the same key answers the first answer again), and a test decides whether
 * charges succeed (`declineCharges`) or whether the API fails (`failing`).
 */
export interface FakeStripe {
  /** STRIPE_API_URL for the app's configuration. */
  url: string
  env: Record<string, string>
  requests: FakeStripeRequest[]
  /** Charges (PaymentIntents confirmed off-session) are declined while true. */
  declineCharges: boolean
  /** Paths starting with one of these answer 500 (the SDK then retries and gives up). */
  failing: string[]
  /**
   * By path: how many more requests answer 500 before the path works again. These answers carry
   * `Stripe-Should-Retry: false`, so the SDK gives up at once and each call of the app fails exactly once.
   */
  failTimes: Map<string, number>
  /** Payment intents created, by id, with the amount and metadata they were created with. */
  paymentIntents: Map<string, { amount: number; status: string; metadata: Record<string, string> }>
  /** Refunds made, by payment intent: the amount given back. */
  refunds: Map<string, number>
  /** Runs before the fake answers a request (a test changes the database while a charge is on its way). */
  beforeAnswer?: (request: { method: string; path: string }) => Promise<void>
  close(): Promise<void>
}

const stripeSdk = new Stripe(FAKE_STRIPE_KEYS.STRIPE_SECRET_KEY)

/** A webhook as the provider would send it: the JSON body and a Stripe-Signature made by the SDK's helper. */
export function signedWebhook(
  event: { id: string; type: string; object: Record<string, unknown> },
  at: Date,
  secret: string = FAKE_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(at.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
    data: { object: event.object },
  })
  const signature = stripeSdk.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  })
  return {
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  }
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
}

const metadataOf = (params: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(params)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  )

export async function startFakeStripe(): Promise<FakeStripe> {
  let counter = 0
  const nextId = (prefix: string) => `${prefix}_fake${String(++counter).padStart(6, '0')}`
  const answered = new Map<string, { status: number; body: unknown }>()

  const fake: FakeStripe = {
    url: '',
    env: {},
    requests: [],
    declineCharges: false,
    failing: [],
    failTimes: new Map(),
    paymentIntents: new Map(),
    refunds: new Map(),
    close: async () => {},
  }

  function route(
    method: string,
    path: string,
    params: Record<string, string>,
  ): { status: number; body: unknown } {
    if (fake.failing.some((prefix) => path.startsWith(prefix)))
      return {
        status: 500,
        body: { error: { type: 'api_error', message: 'The fake is failing on purpose.' } },
      }
    if (method === 'POST' && path === '/v1/customers') {
      return {
        status: 200,
        body: {
          id: nextId('cus'),
          object: 'customer',
          name: params.name ?? null,
          email: params.email ?? null,
          metadata: metadataOf(params),
        },
      }
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const id = nextId('seti')
      return {
        status: 200,
        body: {
          id,
          object: 'setup_intent',
          client_secret: `${id}_secret_fake`,
          customer: params.customer ?? null,
          status: 'requires_payment_method',
          usage: params.usage ?? 'off_session',
          metadata: metadataOf(params),
        },
      }
    }
    if (method === 'GET' && path.startsWith('/v1/payment_methods/')) {
      const id = path.slice('/v1/payment_methods/'.length)
      return {
        status: 200,
        body: {
          id,
          object: 'payment_method',
          type: 'card',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
        },
      }
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = nextId('pi')
      const amount = Number(params.amount)
      const metadata = metadataOf(params)
      const declined = fake.declineCharges
      const intent = {
        id,
        object: 'payment_intent',
        amount,
        currency: params.currency,
        customer: params.customer,
        payment_method: params.payment_method,
        description: params.description ?? null,
        metadata,
        status: declined ? 'requires_payment_method' : 'succeeded',
        last_payment_error: declined
          ? { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' }
          : null,
      }
      fake.paymentIntents.set(id, { amount, status: intent.status, metadata })
      if (declined)
        return {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
              payment_intent: intent,
            },
          },
        }
      return { status: 200, body: intent }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intentId = params.payment_intent ?? ''
      const intent = fake.paymentIntents.get(intentId)
      if (fake.refunds.has(intentId))
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: `Charge for ${intentId} has already been refunded.`,
            },
          },
        }
      if (intent?.status !== 'succeeded')
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: `Cannot refund ${intentId}` } },
        }
      fake.refunds.set(intentId, intent.amount)
      return {
        status: 200,
        body: {
          id: nextId('re'),
          object: 'refund',
          amount: intent.amount,
          payment_intent: intentId,
          status: 'succeeded',
        },
      }
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `No fake for ${method} ${path}` } },
    }
  }

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname
    const params = request.method === 'POST' ? await readForm(request) : {}
    const key = request.headers['idempotency-key']
    const idempotencyKey = Array.isArray(key) ? key[0] : key
    fake.requests.push({ method: request.method ?? '', path, params, idempotencyKey })
    await fake.beforeAnswer?.({ method: request.method ?? '', path })
    const failuresLeft = fake.failTimes.get(path) ?? 0
    if (failuresLeft > 0) {
      fake.failTimes.set(path, failuresLeft - 1)
      response.writeHead(500, { 'content-type': 'application/json', 'stripe-should-retry': 'false' })
      response.end(JSON.stringify({ error: { type: 'api_error', message: 'The fake fails on count.' } }))
      return
    }
    const remembered =
      idempotencyKey && request.method === 'POST' ? answered.get(`${path} ${idempotencyKey}`) : undefined
    const answer = remembered ?? route(request.method ?? '', path, params)
    if (idempotencyKey && request.method === 'POST' && answer.status < 500)
      answered.set(`${path} ${idempotencyKey}`, answer)
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': nextId('req'),
      ...(remembered ? { 'idempotent-replayed': 'true' } : {}),
    })
    response.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  fake.url = `http://127.0.0.1:${port}`
  fake.env = { ...FAKE_STRIPE_KEYS, STRIPE_API_URL: fake.url }
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return fake
}
