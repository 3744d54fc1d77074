import type { Locale } from '../constants'

/** Decision 032: a company's trial of the highest plan lasts this long from its creation. */
export const TRIAL_DAYS = 14
/** A trial gives at most this many SMS, whatever the highest plan's allowance. */
export const TRIAL_SMS_ALLOWANCE = 30
/** Days a plan stays usable after its period ended unpaid, before the company falls to Zdarma. */
export const GRACE_DAYS = 14
/** A failed card charge is tried again this many days after the first failure (decision 034), within the grace. */
export const CARD_RETRY_DAYS = [3, 5, 7] as const
/** The plan a company falls to; always in the plans table. */
export const FREE_PLAN_ID = 'zdarma'
export const SUBSCRIPTION_PATH = '/dashboard/settings/subscription'
/**
 * The screen with the payment provider's card form (decision 034): the one page whose Content-Security-Policy
 * lets the provider's script and frames in, so it is always reached by a full page load.
 */
export const CARD_FORM_PATH = '/dashboard/settings/subscription/card'

export const BILLING_INTERVALS = ['month', 'year'] as const
export type BillingInterval = (typeof BILLING_INTERVALS)[number]
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]
export const BILLING_PAYMENT_METHODS = ['card', 'bank_transfer'] as const
export type BillingPaymentMethod = (typeof BILLING_PAYMENT_METHODS)[number]

/** SMS packs a company can buy (decision 032): credits and the price in whole CZK without VAT. */
export const SMS_PACKS = [
  { id: 'sms-100', credits: 100, price_czk: 150 },
  { id: 'sms-500', credits: 500, price_czk: 650 },
] as const
export type SmsPackId = (typeof SMS_PACKS)[number]['id']

export type LimitedResource = 'branches' | 'workers' | 'reservations_per_month'

/**
 * Czech nouns after a number in the accusative ("umožňuje 1 pracovníka / 2 pracovníky / 5 pracovníků"),
 * chosen by Intl.PluralRules: one, few (2–4), other (0, 5+); many is for fractions and never comes here.
 */
const nouns: Record<Locale, Record<LimitedResource, Partial<Record<Intl.LDMLPluralRule, string>>>> = {
  cs: {
    branches: { one: 'provozovnu', few: 'provozovny', other: 'provozoven' },
    workers: { one: 'pracovníka', few: 'pracovníky', other: 'pracovníků' },
    reservations_per_month: {
      one: 'rezervaci měsíčně',
      few: 'rezervace měsíčně',
      other: 'rezervací měsíčně',
    },
  },
  en: {
    branches: { one: 'branch', other: 'branches' },
    workers: { one: 'worker', other: 'workers' },
    reservations_per_month: { one: 'reservation a month', other: 'reservations a month' },
  },
}

/** "2 pracovníky", "1 provozovnu", "1 200 rezervací měsíčně" (numbers through Intl, so the thin space). */
export function countedResource(resource: LimitedResource, count: number, locale: Locale): string {
  const rule = new Intl.PluralRules(locale).select(count)
  const forms = nouns[locale][resource]
  const noun = forms[rule] ?? forms.other
  return `${new Intl.NumberFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB').format(count)} ${noun}`
}
