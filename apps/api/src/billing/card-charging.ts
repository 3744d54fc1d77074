import { invoiceAmounts } from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import type { AppConfig } from '../config'
import { FieldValidationError, HttpError } from '../http/errors'
import type { PaymentProvider } from './payment-provider'
import type { PlanRow } from './repository'
import { createStripeProvider } from './stripe-provider'

const providers = new WeakMap<AppConfig, PaymentProvider>()

/** The configured card payment provider (one per configuration), or undefined without its keys. */
export function paymentProviderOf(config: AppConfig): PaymentProvider | undefined {
  if (!config.stripe) return undefined
  let provider = providers.get(config)
  if (!provider) {
    provider = createStripeProvider(config.stripe)
    providers.set(config, provider)
  }
  return provider
}

/** Whether a card can be added: the provider's keys are configured. */
export const cardAvailable = (deps: AppDeps) => paymentProviderOf(deps.config) !== undefined

export function requireProvider(deps: AppDeps): PaymentProvider {
  const provider = paymentProviderOf(deps.config)
  if (!provider) throw new FieldValidationError({ payment_method: [{ key: 'cardPaymentUnavailable' }] })
  return provider
}

/** A provider that does not answer is a 503 with a clear message, never a 500. */
export async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof HttpError || error instanceof FieldValidationError) throw error
    throw new HttpError(503, 'paymentProviderUnavailable', {}, { code: 'payment_provider_unavailable' })
  }
}

/** What a period of the plan costs with VAT on a card (to the haléř, never rounded: decision 033). */
export function periodCharge(plan: PlanRow, interval: 'month' | 'year') {
  const priceCzk = interval === 'year' ? plan.yearlyPriceCzk : plan.monthlyPriceCzk
  const description = `Rezervo ${plan.name} (${interval === 'year' ? 'roční' : 'měsíční'} předplatné)`
  const amounts = invoiceAmounts(
    [{ description, quantity: 1, unitPriceHaler: priceCzk * 100, vatRate: plan.vatRate }],
    'card',
  )
  return { priceCzk, description, amountHaler: amounts.totalHaler }
}

/**
 * A paid plan chosen with the saved card: charged at once. `version` is the subscription's version this change
 * has claimed (changeSubscription bumps it before charging, so no other change can hold it): the idempotency
 * key names it, so a repeated call of this change charges once. Answers the invoice request for the caller's
 * transaction; a refusal by the card is 402 card_charge_failed and changes nothing.
 */
export async function chargeForPlanChange(
  deps: AppDeps,
  input: {
    companyId: number
    version: number
    customerId: string | null
    paymentMethodId: string | null
    plan: PlanRow
    interval: 'month' | 'year'
  },
) {
  const provider = requireProvider(deps)
  if (!input.customerId || !input.paymentMethodId)
    throw new FieldValidationError({ payment_method: [{ key: 'cardNotSaved' }] })
  const { description, amountHaler, priceCzk } = periodCharge(input.plan, input.interval)
  const result = await askProvider(() =>
    provider.chargeSavedCard({
      amountHaler,
      customerId: input.customerId ?? '',
      paymentMethodId: input.paymentMethodId ?? '',
      idempotencyKey: `rezervo-plan-${input.companyId}-v${input.version}-${input.plan.id}-${input.interval}`,
      description,
      companyId: input.companyId,
      chargeId: null,
      attempt: null,
    }),
  )
  // The claim already moved the version, so the owner's next try (the same card topped up, say) is a new
  // payment: the provider answers a repeated idempotency key with the first answer, the refusal.
  if (result.outcome !== 'succeeded')
    throw new HttpError(402, 'cardChargeFailed', {}, { code: 'card_charge_failed' })
  return { description, priceCzk, amountHaler, paymentIntentId: result.paymentIntentId }
}
