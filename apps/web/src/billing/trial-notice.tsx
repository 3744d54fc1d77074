import { SUBSCRIPTION_PATH } from '@rezervo/shared/billing/limits'
import type { Subscription } from '@rezervo/shared/billing/schemas'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { subscriptionQueryOptions } from './billing-queries'
import { useBillingTexts } from './billing-texts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days left of a trial, counting a started day: 13 days and an hour is 14. */
export function trialDaysLeft(subscription: Pick<Subscription, 'trial_ends_at'>, now: Date): number | null {
  if (!subscription.trial_ends_at) return null
  return Math.max(0, Math.ceil((Date.parse(subscription.trial_ends_at) - now.getTime()) / DAY_MS))
}

/** "Zkušební verze: zbývá 12 dní" with Czech plurals (i18next: one, few, other). */
export function TrialDaysLeft({ subscription }: { subscription: Subscription }) {
  const { t } = useBillingTexts()
  const days = trialDaysLeft(subscription, new Date())
  if (days === null) return null
  return <>{days === 0 ? t('current.trialLastDay') : t('current.trialLeft', { count: days })}</>
}

/** The overview's line about the trial, linking to the subscription screen; nothing outside a trial. */
export function TrialNotice({ companyId }: { companyId: number }) {
  const { t } = useBillingTexts()
  const subscription = useQuery(subscriptionQueryOptions(companyId))
  if (subscription.data?.status !== 'trialing') return null
  return (
    <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <strong>
        <TrialDaysLeft subscription={subscription.data} />
      </strong>
      <Link to={SUBSCRIPTION_PATH} className="font-semibold underline">
        {t('title')}
      </Link>
    </p>
  )
}
