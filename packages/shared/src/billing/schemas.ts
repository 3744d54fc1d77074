import { z } from 'zod'
import { recordId } from '../schemas/form-fields'
import { BILLING_INTERVALS, BILLING_PAYMENT_METHODS, SMS_PACKS, SUBSCRIPTION_STATUSES } from './limits'
import '../schemas/zod-messages'

const limit = z.number().int().nullable().describe('null: no limit')

/** GET api/v1/plans: one offered plan (decision 032); prices in whole CZK without VAT, vat_rate in per cent. */
export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  monthly_price_czk: z.number().int(),
  yearly_price_czk: z.number().int(),
  vat_rate: z.number().int(),
  limits: z.object({
    branches: limit,
    workers: limit,
    reservations_per_month: limit,
    sms_per_month: z.number().int(),
  }),
  features: z.object({ sms: z.boolean(), statistics: z.boolean(), staff_roles: z.boolean() }),
})
export type Plan = z.output<typeof planSchema>

const namedRecord = z.object({ id: z.number().int(), name: z.string(), suspended: z.boolean() })

/** GET api/v1/companies/{companyId}/subscription. */
export const subscriptionSchema = z.object({
  plan_id: z.string(),
  plan_name: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  trial_ends_at: z.string().nullable(),
  current_period_end: z.string().nullable(),
  /** past_due: the day the company falls to Zdarma unless it pays. */
  grace_ends_at: z.string().nullable(),
  payment_method: z.enum(BILLING_PAYMENT_METHODS).nullable(),
  /** Whether a card can be added (a payment provider is configured). */
  card_available: z.boolean(),
  /** The saved card as the screen shows it ('Visa •••• 4242'), or null when none is saved (decision 034). */
  card_label: z.string().nullable(),
  /**
   * Card payments owed back to the company and not yet refunded (a plan change refused after its charge,
   * decision 056), oldest first: the amount with VAT in haléř and when the refund was decided.
   */
  pending_refunds: z.array(z.object({ amount_haler: z.number().int(), since: z.string() })),
  usage: z.object({
    branches: z.number().int(),
    workers: z.number().int(),
    reservations_this_month: z.number().int(),
    sms_credits: z.number().int(),
  }),
  limits: planSchema.shape.limits,
  /** The company's branches and workers; suspended ones are over the plan's limit: hidden from booking, read-only. */
  branches: z.array(namedRecord),
  workers: z.array(namedRecord),
})
export type Subscription = z.output<typeof subscriptionSchema>

/** PUT api/v1/companies/{companyId}/subscription: change the plan. */
export const subscriptionInputSchema = z.object({
  plan_id: z.string({ error: 'required' }).min(1, 'required').max(40, 'max:40'),
  interval: z.enum(BILLING_INTERVALS, { error: 'oneOf' }),
  payment_method: z.enum(BILLING_PAYMENT_METHODS, { error: 'oneOf' }).nullable(),
})
export type SubscriptionInput = z.output<typeof subscriptionInputSchema>

/** POST …/subscription/card-setup: what the provider's card form in the page needs (decision 034). */
export const cardSetupSchema = z.object({ client_secret: z.string(), publishable_key: z.string() })
export type CardSetup = z.output<typeof cardSetupSchema>

/** PUT …/subscription/kept: which branches and workers stay in use when the plan allows fewer than exist. */
export const keptRecordsInputSchema = z.object({
  branch_ids: z.array(recordId()).max(1000, 'max:1000'),
  worker_ids: z.array(recordId()).max(1000, 'max:1000'),
})
export type KeptRecordsInput = z.output<typeof keptRecordsInputSchema>

const packIds = SMS_PACKS.map((pack) => pack.id) as [string, ...string[]]

/** POST …/subscription/sms-packs: buy a pack of SMS credits (invoiced by bank transfer). */
export const smsPackInputSchema = z.object({ pack_id: z.enum(packIds, { error: 'oneOf' }) })

/** The SMS credit balance, shown in the notification settings. */
export const smsCreditsSchema = z.object({
  balance: z.number().int(),
  allowance_remaining: z.number().int(),
  purchased: z.number().int(),
  monthly_allowance: z.number().int(),
})
export type SmsCredits = z.output<typeof smsCreditsSchema>
