import type { BillingInterval, BillingPaymentMethod } from '@rezervo/shared/billing/limits'
import { CARD_FORM_PATH, FREE_PLAN_ID } from '@rezervo/shared/billing/limits'
import type { Plan, Subscription } from '@rezervo/shared/billing/schemas'
import { formatDate } from '@rezervo/shared/format/date-time'
import { formatCzk } from '@rezervo/shared/format/money'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { WithCurrentCompany } from '../companies'
import { InvoiceList } from '../invoices'
import { apiErrorText } from '../lib/api-error-text'
import { type ApiError, isApiError } from '../lib/api-errors'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { companyKey } from '../lib/company-resource'
import { dashboardPaths } from '../lib/dashboard-paths'
import { currentLocale } from '../lib/i18n'
import { etagOf } from '../lib/record-version'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Checkbox } from '../ui/checkbox'
import { notify } from '../ui/notifications/notification-store'
import { FormSection, ScreenHeader } from '../ui/screen-header'
import { Spinner } from '../ui/spinner'
import {
  changeSubscription,
  keepRecords,
  plansQueryOptions,
  smsCreditsKey,
  subscriptionKey,
  subscriptionQueryOptions,
} from './billing-queries'
import { useBillingTexts } from './billing-texts'
import { PendingRefunds } from './pending-refunds'
import { SmsCreditsPanel } from './sms-credits-panel'
import { TrialDaysLeft } from './trial-notice'

const TIME_ZONE = 'Europe/Prague'

const isRefundPending = (error: unknown): error is ApiError =>
  isApiError(error, 503) && (error.body as { code?: unknown } | undefined)?.code === 'card_refund_pending'

/** /dashboard/settings/subscription: "Předplatné a platby" (issue 19, decision 032). */
export function Component() {
  const { t } = useBillingTexts()
  const { t: tb } = useBackofficeTexts()
  return (
    <section>
      <ScreenHeader title={t('title')} backTo={dashboardPaths.settings} backLabel={tb('settings.title')} />
      <p className="mb-4 max-w-3xl text-stone-700">{t('intro')}</p>
      <WithCurrentCompany>{(companyId) => <SubscriptionScreen companyId={companyId} />}</WithCurrentCompany>
    </section>
  )
}

function SubscriptionScreen({ companyId }: { companyId: number }) {
  const { t } = useBillingTexts()
  const subscription = useQuery(subscriptionQueryOptions(companyId))
  const plans = useQuery(plansQueryOptions())
  if (subscription.isError || plans.isError) return <Alert tone="error">{t('loadFailed')}</Alert>
  if (!subscription.data || !plans.data) return <Spinner label="…" />
  const overLimit =
    subscription.data.branches.some((row) => row.suspended) ||
    subscription.data.workers.some((row) => row.suspended)
  return (
    <div className="grid max-w-4xl gap-4">
      <PendingRefunds refunds={subscription.data.pending_refunds} />
      <CurrentPlan subscription={subscription.data} />
      <Usage subscription={subscription.data} />
      {overLimit && <KeptChooser companyId={companyId} subscription={subscription.data} />}
      <PlanChooser companyId={companyId} subscription={subscription.data} plans={plans.data} />
      <FormSection title={t('sms.title')}>
        <SmsCreditsPanel companyId={companyId} />
      </FormSection>
      <InvoiceList companyId={companyId} />
    </div>
  )
}

function CurrentPlan({ subscription }: { subscription: Subscription }) {
  const { t } = useBillingTexts()
  const locale = currentLocale()
  const date = (iso: string | null) => (iso ? formatDate(new Date(iso), TIME_ZONE, locale) : '')
  return (
    <FormSection title={t('current.title')}>
      <div className="grid gap-1" data-testid="current-plan">
        <p className="text-xl font-semibold text-stone-950">
          {t('current.plan', { name: subscription.plan_name })}{' '}
          <span className="text-sm font-normal text-stone-600">
            · {t(`current.status_${subscription.status}`)}
            {subscription.plan_id !== FREE_PLAN_ID && ` · ${t(`current.interval_${subscription.interval}`)}`}
          </span>
        </p>
        {subscription.status === 'trialing' && (
          <>
            <p className="font-semibold text-amber-900">
              <TrialDaysLeft subscription={subscription} />
            </p>
            <p className="text-sm text-stone-700">
              {subscription.payment_method === 'card'
                ? t('payment.trialWithCard', { plan: subscription.plan_name })
                : t('current.trialAfter')}
            </p>
          </>
        )}
        {subscription.status === 'active' && subscription.current_period_end && (
          <p className="text-sm text-stone-700">
            {t('current.periodEnd', { date: date(subscription.current_period_end) })}
          </p>
        )}
        {subscription.status === 'canceled' && (
          <p className="text-sm text-stone-700">
            {t('current.canceledUntil', { date: date(subscription.current_period_end) })}
          </p>
        )}
        {subscription.status === 'past_due' && (
          <Alert tone="warning">{t('current.pastDue', { date: date(subscription.grace_ends_at) })}</Alert>
        )}
        <p className="text-sm text-stone-700">
          {t(`current.method_${subscription.payment_method ?? 'none'}`)}
        </p>
      </div>
    </FormSection>
  )
}

function Usage({ subscription }: { subscription: Subscription }) {
  const { t } = useBillingTexts()
  const { usage, limits } = subscription
  const rows = [
    ['branches', usage.branches, limits.branches],
    ['workers', usage.workers, limits.workers],
    ['reservations', usage.reservations_this_month, limits.reservations_per_month],
    ['sms', usage.sms_credits, null],
  ] as const
  return (
    <FormSection title={t('usage.title')}>
      <dl className="grid gap-2 sm:grid-cols-2" data-testid="usage">
        {rows.map(([key, used, limit]) => (
          <div key={key} className="flex justify-between gap-4 rounded-lg bg-stone-50 px-3 py-2">
            <dt className="text-stone-700">{t(`usage.${key}`)}</dt>
            <dd className="font-semibold text-stone-950" data-testid={`usage-${key}`}>
              {key === 'sms'
                ? used
                : limit === null
                  ? t('usage.unlimited', { used })
                  : t('usage.of', { used, limit })}
            </dd>
          </div>
        ))}
      </dl>
    </FormSection>
  )
}

export function PlanChooser({
  companyId,
  subscription,
  plans,
}: {
  companyId: number
  subscription: Subscription
  plans: Plan[]
}) {
  const { t } = useBillingTexts()
  const queryClient = useQueryClient()
  const locale = currentLocale()
  const [interval, setInterval] = useState<BillingInterval>(subscription.interval)
  const [method, setMethod] = useState<BillingPaymentMethod>(
    subscription.card_available && subscription.payment_method === 'card' ? 'card' : 'bank_transfer',
  )
  // A paid plan by card needs the card saved first (in the provider's form, on its own page).
  const cardMissing = method === 'card' && !subscription.card_label
  const change = useMutation({
    mutationFn: (plan: Plan) =>
      changeSubscription(
        companyId,
        {
          plan_id: plan.id,
          interval: plan.id === FREE_PLAN_ID ? 'month' : interval,
          payment_method: plan.id === FREE_PLAN_ID ? null : method,
        },
        etagOf(subscription),
      ),
    onSuccess: (data, plan) => {
      queryClient.setQueryData(subscriptionKey(companyId), data)
      void queryClient.invalidateQueries({ queryKey: smsCreditsKey(companyId) })
      // A paid plan by transfer has just issued its invoice.
      void queryClient.invalidateQueries({ queryKey: companyKey(companyId, 'invoices') })
      notify({ tone: 'success', text: t('plans.changed', { name: plan.name }) })
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: subscriptionKey(companyId) })
      // Refused after the card was charged and the refund still owed: the server's sentence says the money
      // comes back (decision 056); the refreshed subscription shows the pending refund.
      const text = isRefundPending(error)
        ? error.message
        : apiErrorText(error, { fallback: t('plans.changeFailed') }, locale)
      notify({ tone: 'error', text })
    },
  })
  const isCurrent = (plan: Plan) =>
    plan.id === subscription.plan_id &&
    subscription.status !== 'trialing' &&
    (plan.id === FREE_PLAN_ID || plan.id !== subscription.plan_id || interval === subscription.interval)
  return (
    <FormSection title={t('plans.title')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <fieldset className="grid content-start gap-1">
          <legend className="sr-only">{t('plans.title')}</legend>
          {(['month', 'year'] as const).map((value) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-3 text-sm">
              <input
                type="radio"
                name="interval"
                className="size-5 accent-stone-900"
                checked={interval === value}
                onChange={() => setInterval(value)}
              />
              {value === 'month' ? t('plans.monthly') : t('plans.yearly')}
            </label>
          ))}
        </fieldset>
        <fieldset className="grid content-start gap-1">
          <legend className="text-sm font-semibold text-stone-950">{t('payment.title')}</legend>
          <label className="inline-flex min-h-11 items-center gap-3 text-sm">
            <input
              type="radio"
              name="payment_method"
              className="size-5 accent-stone-900"
              checked={method === 'bank_transfer'}
              onChange={() => setMethod('bank_transfer')}
            />
            {t('payment.bankTransfer')}
          </label>
          <label
            className={`inline-flex min-h-11 items-center gap-3 text-sm ${subscription.card_available ? '' : 'text-stone-500'}`}
          >
            <input
              type="radio"
              name="payment_method"
              className="size-5 accent-stone-900"
              disabled={!subscription.card_available}
              checked={method === 'card'}
              onChange={() => setMethod('card')}
            />
            {t('payment.card')}
            {!subscription.card_available && <span>— {t('payment.cardUnavailable')}</span>}
          </label>
          {method === 'card' && <SavedCard subscription={subscription} />}
        </fieldset>
      </div>
      <ul className="grid gap-3 md:grid-cols-3">
        {plans.map((plan) => {
          const price = interval === 'year' ? plan.yearly_price_czk : plan.monthly_price_czk
          const current = isCurrent(plan)
          return (
            <li
              key={plan.id}
              data-testid={`plan-${plan.id}`}
              className="grid content-start gap-2 rounded-2xl border border-stone-200 bg-white p-4"
            >
              <h3 className="text-lg font-semibold text-stone-950">{plan.name}</h3>
              <p className="text-stone-900">
                {price === 0
                  ? t('plans.free')
                  : t(interval === 'year' ? 'plans.perYear' : 'plans.perMonth', {
                      price: formatCzk(price, locale),
                    })}
                {price > 0 && (
                  <span className="block text-xs text-stone-600">
                    {t('plans.withoutVat', { rate: plan.vat_rate })}
                  </span>
                )}
              </p>
              <ul className="grid gap-1 text-sm text-stone-700">
                <li>{t('plans.branches', { count: plan.limits.branches ?? 0 })}</li>
                <li>{t('plans.workers', { count: plan.limits.workers ?? 0 })}</li>
                <li>
                  {plan.limits.reservations_per_month === null
                    ? t('plans.reservationsUnlimited')
                    : t('plans.reservations', { count: plan.limits.reservations_per_month })}
                </li>
                <li>
                  {plan.limits.sms_per_month
                    ? t('plans.sms', { count: plan.limits.sms_per_month })
                    : t('plans.noSms')}
                </li>
                {plan.features.statistics && <li>{t('plans.statistics')}</li>}
                {plan.features.staff_roles && <li>{t('plans.staffRoles')}</li>}
              </ul>
              {current ? (
                <p className="font-semibold text-emerald-800">{t('plans.current')}</p>
              ) : (
                <Button
                  type="button"
                  variant={plan.id === FREE_PLAN_ID ? 'secondary' : 'primary'}
                  disabled={cardMissing && plan.id !== FREE_PLAN_ID}
                  loading={change.isPending && change.variables?.id === plan.id}
                  onClick={() => change.mutate(plan)}
                >
                  {t('plans.choose', { name: plan.name })}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
    </FormSection>
  )
}

/**
 * The saved card, or the way to enter one. The card form is a plain link, a full page load: only that page's
 * Content-Security-Policy lets the payment provider's script and frames in (decision 034).
 */
function SavedCard({ subscription }: { subscription: Subscription }) {
  const { t } = useBillingTexts()
  return (
    <div className="grid gap-1 text-sm text-stone-700" data-testid="saved-card">
      {subscription.card_label ? (
        <p>
          {t('payment.savedCard', { label: subscription.card_label })} ·{' '}
          <a className="font-semibold text-stone-950 underline" href={CARD_FORM_PATH}>
            {t('payment.changeCard')}
          </a>
        </p>
      ) : (
        <p>
          {t('payment.cardNeeded')}{' '}
          <a className="font-semibold text-stone-950 underline" href={CARD_FORM_PATH}>
            {t('payment.addCard')}
          </a>
        </p>
      )}
      <p className="text-xs text-stone-600">{t('payment.cardNote')}</p>
    </div>
  )
}

function KeptChooser({ companyId, subscription }: { companyId: number; subscription: Subscription }) {
  const { t } = useBillingTexts()
  const queryClient = useQueryClient()
  const [branchIds, setBranchIds] = useState(() =>
    subscription.branches.filter((row) => !row.suspended).map((row) => row.id),
  )
  const [workerIds, setWorkerIds] = useState(() =>
    subscription.workers.filter((row) => !row.suspended).map((row) => row.id),
  )
  const save = useMutation({
    mutationFn: () =>
      keepRecords(companyId, { branch_ids: branchIds, worker_ids: workerIds }, etagOf(subscription)),
    onSuccess: (data) => {
      queryClient.setQueryData(subscriptionKey(companyId), data)
      void queryClient.invalidateQueries({ queryKey: ['companies', companyId] })
      notify({ tone: 'success', text: t('kept.saved') })
    },
    onError: (error) =>
      notify({ tone: 'error', text: apiErrorText(error, { fallback: t('loadFailed') }, currentLocale()) }),
  })
  const toggle = (ids: number[], id: number, on: boolean) =>
    on ? [...ids, id] : ids.filter((other) => other !== id)
  return (
    <FormSection title={t('kept.title')}>
      <p className="text-sm text-stone-700">{t('kept.intro', { plan: subscription.plan_name })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset>
          <legend className="text-sm font-semibold">{t('kept.branches')}</legend>
          {subscription.branches.map((row) => (
            <Checkbox
              key={row.id}
              label={row.name}
              checked={branchIds.includes(row.id)}
              onChange={(event) => setBranchIds(toggle(branchIds, row.id, event.target.checked))}
            />
          ))}
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold">{t('kept.workers')}</legend>
          {subscription.workers.map((row) => (
            <Checkbox
              key={row.id}
              label={row.name}
              checked={workerIds.includes(row.id)}
              onChange={(event) => setWorkerIds(toggle(workerIds, row.id, event.target.checked))}
            />
          ))}
        </fieldset>
      </div>
      <div>
        <Button type="button" loading={save.isPending} onClick={() => save.mutate()}>
          {t('kept.save')}
        </Button>
      </div>
    </FormSection>
  )
}
