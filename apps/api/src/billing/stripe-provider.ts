import Stripe from 'stripe'
import type { AppConfig } from '../config'
import {
  type ChargeInput,
  type ChargeResult,
  type PaymentEvent,
  type PaymentProvider,
  WebhookSignatureError,
} from './payment-provider'

/** How old a signed webhook may be (the SDK's default): an older one is refused as a possible replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

const wholeNumber = (value: string | undefined) =>
  value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : null

/** The PaymentProvider on Stripe's SDK: SetupIntents for saving a card, off-session PaymentIntents for charging. */
export function createStripeProvider(keys: NonNullable<AppConfig['stripe']>): PaymentProvider {
  const url = keys.apiUrl ? new URL(keys.apiUrl) : undefined
  const stripe = new Stripe(keys.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(url && {
      host: url.hostname,
      port: url.port || (url.protocol === 'http:' ? 80 : 443),
      protocol: url.protocol === 'http:' ? 'http' : 'https',
    }),
  })

  return {
    name: 'stripe',
    publishableKey: keys.publishableKey,

    async createCustomer({ companyId, name, email }) {
      const customer = await stripe.customers.create(
        { name, ...(email ? { email } : {}), metadata: { company_id: String(companyId) } },
        { idempotencyKey: `rezervo-customer-${companyId}` },
      )
      return customer.id
    },

    async createSetupIntent({ companyId, customerId }) {
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: { company_id: String(companyId) },
      })
      if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} came without a client secret`)
      return { clientSecret: intent.client_secret }
    },

    async chargeSavedCard(input: ChargeInput): Promise<ChargeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountHaler,
            currency: 'czk',
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: {
              company_id: String(input.companyId),
              ...(input.chargeId !== null && { charge_id: String(input.chargeId) }),
              ...(input.attempt !== null && { attempt: String(input.attempt) }),
            },
          },
          { idempotencyKey: input.idempotencyKey },
        )
        if (intent.status === 'succeeded') return { outcome: 'succeeded', paymentIntentId: intent.id }
        if (intent.status === 'processing') return { outcome: 'pending', paymentIntentId: intent.id }
        return {
          outcome: 'failed',
          paymentIntentId: intent.id,
          reason: intent.last_payment_error?.message ?? intent.status,
        }
      } catch (error) {
        // The card refused (declined, expired, needs the owner's authentication): a failed attempt. Anything
        // else (network, the provider's fault) is thrown, and the same attempt is repeated with the same key.
        if (error instanceof Stripe.errors.StripeCardError)
          return {
            outcome: 'failed',
            paymentIntentId: error.payment_intent?.id ?? null,
            reason: error.message,
          }
        throw error
      }
    },

    async refundCharge(input) {
      try {
        await stripe.refunds.create(
          { payment_intent: input.paymentIntentId },
          { idempotencyKey: input.idempotencyKey },
        )
      } catch (error) {
        // Refunded already by another request (a person in the provider's dashboard): the money is back.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'charge_already_refunded'
        )
          return
        throw error
      }
    },

    async describePaymentMethod(paymentMethodId) {
      const method = await stripe.paymentMethods.retrieve(paymentMethodId)
      if (!method.card) return null
      const brand = method.card.brand.charAt(0).toUpperCase() + method.card.brand.slice(1)
      return `${brand} •••• ${method.card.last4}`
    },

    parseWebhook(rawBody, signature, now): PaymentEvent {
      let event: Stripe.Event
      try {
        if (!signature) throw new Error('No Stripe-Signature header')
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          keys.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        )
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error))
      }
      const base = { id: event.id, type: event.type }
      switch (event.type) {
        case 'setup_intent.succeeded': {
          const intent = event.data.object
          const companyId = wholeNumber(intent.metadata?.company_id)
          const customerId = idOf(intent.customer)
          const paymentMethodId = idOf(intent.payment_method)
          if (companyId === null || !customerId || !paymentMethodId) return { ...base, kind: 'ignored' }
          return { ...base, kind: 'payment_method_saved', companyId, customerId, paymentMethodId }
        }
        case 'payment_intent.succeeded':
        case 'payment_intent.payment_failed': {
          const intent = event.data.object
          const chargeId = wholeNumber(intent.metadata?.charge_id)
          const attempt = wholeNumber(intent.metadata?.attempt)
          // A payment we did not start as a recurring charge (none yet) is not ours to settle.
          if (chargeId === null || attempt === null) return { ...base, kind: 'ignored' }
          return {
            ...base,
            kind: event.type === 'payment_intent.succeeded' ? 'charge_succeeded' : 'charge_failed',
            chargeId,
            attempt,
            paymentIntentId: intent.id,
            reason: intent.last_payment_error?.message ?? null,
          }
        }
        default:
          return { ...base, kind: 'ignored' }
      }
    },
  }
}
