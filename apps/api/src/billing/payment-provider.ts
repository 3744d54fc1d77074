/**
 * The one interface billing charges cards through (decision 034). The first adapter is Stripe's
 * (stripe-provider.ts); a second provider implements the same four calls and its webhook's translation into
 * PaymentEvent, and nothing else in billing changes.
 */
export interface PaymentProvider {
  /** A short name stored with each webhook event: 'stripe'. */
  readonly name: string
  /** The browser's key for the provider's card form (Payment Element); never a secret. */
  readonly publishableKey: string
  /** The provider's customer for a company; created once, its id kept on the subscription. */
  createCustomer(input: { companyId: number; name: string; email: string | null }): Promise<string>
  /**
   * Starts saving a card for later off-session charges: the browser confirms it with the client secret in the
   * provider's own form, so card data never reach our server. The saved card arrives by webhook.
   */
  createSetupIntent(input: { companyId: number; customerId: string }): Promise<{ clientSecret: string }>
  /**
   * Charges the saved card without the owner present. The same idempotency key never charges twice: a crash
   * and a second call of the same attempt get the first call's answer. A refusal by the card (declined,
   * expired) is `failed`; a network or provider fault throws, and the attempt is repeated with the same key.
   */
  chargeSavedCard(input: ChargeInput): Promise<ChargeResult>
  /**
   * Gives a succeeded charge back in full (a plan change refused after its charge, decision 034). The same
   * idempotency key never refunds twice; a payment refunded already (by hand) counts as refunded; a provider
   * fault throws.
   */
  refundCharge(input: { paymentIntentId: string; idempotencyKey: string }): Promise<void>
  /** A card's label for the screen ('Visa •••• 4242'), or null when the provider does not know it. */
  describePaymentMethod(paymentMethodId: string): Promise<string | null>
  /**
   * Verifies a webhook's signature over its raw body (at `now`, so a replay outside the tolerance is refused)
   * and translates it; throws WebhookSignatureError when the signature does not hold.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined, now: Date): PaymentEvent
}

export interface ChargeInput {
  /** With VAT, to the haléř (a card is never rounded to whole crowns, decision 033). */
  amountHaler: number
  customerId: string
  paymentMethodId: string
  idempotencyKey: string
  description: string
  /** Carried by the provider back to us in the webhook: which recurring charge and try (null: a plan change). */
  chargeId: number | null
  attempt: number | null
  companyId: number
}

export type ChargeResult =
  | { outcome: 'succeeded'; paymentIntentId: string }
  /** Accepted but not final (some cards): the webhook settles it. */
  | { outcome: 'pending'; paymentIntentId: string }
  | { outcome: 'failed'; paymentIntentId: string | null; reason: string }

/** What billing acts on, whatever the provider; stored as the webhook event's facts before anything is done. */
export type PaymentEvent = {
  /** The provider's event id: a replay of the same event is recognised by it. */
  id: string
  /** The provider's event type, as sent ('setup_intent.succeeded'). */
  type: string
} & (
  | { kind: 'payment_method_saved'; companyId: number; customerId: string; paymentMethodId: string }
  | {
      kind: 'charge_succeeded' | 'charge_failed'
      chargeId: number
      attempt: number
      paymentIntentId: string
      reason: string | null
    }
  | { kind: 'ignored' }
)

export class WebhookSignatureError extends Error {}
