import type { CustomerDetail } from '@rezervo/shared/schemas/customer'
import { formatPhone } from '@rezervo/shared/validation/phone'
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { WithCurrentCompany } from '../companies'
import { apiErrorText } from '../lib/api-error-text'
import { ApiError } from '../lib/api-errors'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { companyKey } from '../lib/company-resource'
import { customersResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { currentLocale } from '../lib/i18n'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { notify } from '../ui/notifications/notification-store'
import { RecordLoadFailed, recordIdFromParam } from '../ui/record-form/record-route'
import { ScreenHeader } from '../ui/screen-header'
import { Spinner } from '../ui/spinner'
import { mergeCustomers } from './customer-queries'
import { mergePlan, suggestedKeptId } from './merge-plan'

/** /dashboard/customers/:customerId/merge/:otherId: two possible duplicates side by side, one to keep. */
export function Component() {
  const params = useParams()
  const first = recordIdFromParam(params.customerId)
  const second = recordIdFromParam(params.otherId)
  if (typeof first !== 'number' || typeof second !== 'number')
    return <RecordLoadFailed listPath={dashboardPaths.customers} />
  return (
    <WithCurrentCompany>
      {(companyId) => <LoadedCustomers companyId={companyId} firstId={first} secondId={second} />}
    </WithCurrentCompany>
  )
}

function LoadedCustomers({
  companyId,
  firstId,
  secondId,
}: {
  companyId: number
  firstId: number
  secondId: number
}) {
  const [first, second] = useQueries({
    queries: [customersResource(companyId).detail(firstId), customersResource(companyId).detail(secondId)],
  })
  const failed = first.error ?? second.error
  if (failed) return <RecordLoadFailed error={failed} listPath={dashboardPaths.customers} />
  if (!first.data || !second.data) return <Spinner label="…" />
  return <MergeScreen companyId={companyId} first={first.data} second={second.data} />
}

function MergeScreen({
  companyId,
  first,
  second,
}: {
  companyId: number
  first: CustomerDetail
  second: CustomerDetail
}) {
  const { t } = useBackofficeTexts()
  const locale = currentLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [keptId, setKeptId] = useState(() => suggestedKeptId(first, second))
  const plan = mergePlan(first, second, keptId)
  const name = (customer: CustomerDetail) => `${customer.first_name} ${customer.surname}`
  const merge = useMutation({
    mutationFn: () => mergeCustomers(companyId, plan.target.id, { source_customer_id: plan.source.id }),
    onSuccess: async (kept) => {
      // Both customers, their lists and the calendar's reservations changed.
      await queryClient.invalidateQueries({ queryKey: companyKey(companyId) })
      notify({ tone: 'success', text: t('customers.merge.done') })
      navigate(`${dashboardPaths.customers}/${kept.id}`, { replace: true })
    },
  })
  const error = merge.error
  const errorText =
    error instanceof ApiError && error.status === 409 && error.message
      ? error.message
      : error && apiErrorText(error, { fallback: t('common.saveFailed') }, locale)
  return (
    <section>
      <ScreenHeader
        title={t('customers.merge.title')}
        backTo={`${dashboardPaths.customers}/${first.id}`}
        backLabel={name(first)}
      />
      <div className="grid gap-4">
        <p className="text-stone-700">{t('customers.merge.intro')}</p>
        {!plan.allowed && <Alert tone="warning">{t('customers.merge.unavailable')}</Alert>}
        {errorText && <Alert tone="error">{errorText}</Alert>}
        <fieldset className="grid grid-cols-2 gap-2 sm:gap-4">
          <legend className="sr-only">{t('customers.merge.keep')}</legend>
          {[first, second].map((customer) => (
            <label
              key={customer.id}
              className="grid min-w-0 cursor-pointer content-start gap-1 rounded-2xl border-2 border-stone-200 bg-white p-3 text-sm has-checked:border-stone-900 sm:p-4"
            >
              <span className="flex min-h-11 items-center gap-2 font-medium">
                <input
                  type="radio"
                  name="kept"
                  value={customer.id}
                  checked={keptId === customer.id}
                  onChange={() => setKeptId(customer.id)}
                  className="size-5 shrink-0 accent-stone-900"
                />
                {t('customers.merge.keep')}
              </span>
              <ContactLines customer={customer} />
            </label>
          ))}
        </fieldset>
        <section
          aria-labelledby="merge-result"
          className="rounded-2xl border border-stone-200 bg-white p-4 text-sm sm:p-6"
        >
          <h2 id="merge-result" className="text-lg font-semibold">
            {t('customers.merge.result')}
          </h2>
          <p className="mt-1 text-stone-600">{t('customers.merge.resultText')}</p>
          <div className="mt-3 grid gap-1">
            <ContactLines customer={plan.result} reservationCount={plan.reservationCount} />
          </div>
        </section>
        <div>
          <ConfirmDialog
            trigger={
              <Button disabled={!plan.allowed} loading={merge.isPending} className="w-full sm:w-auto">
                {t('customers.merge.confirm')}
              </Button>
            }
            title={t('customers.merge.confirmTitle')}
            description={t('customers.merge.confirmText', {
              source: name(plan.source),
              target: name(plan.target),
              count: plan.source.turnover.reservation_count,
            })}
            confirmLabel={t('customers.merge.confirm')}
            cancelLabel={t('common.cancel')}
            pending={merge.isPending}
            onConfirm={() => merge.mutate()}
          />
        </div>
      </div>
    </section>
  )
}

/** Name, email, phone and reservations of one customer, as the merge compares them. */
function ContactLines({
  customer,
  reservationCount,
}: {
  customer: CustomerDetail
  reservationCount?: number
}) {
  const { t } = useBackofficeTexts()
  const count = reservationCount ?? customer.turnover.reservation_count
  return (
    <>
      <span className="text-base font-semibold wrap-anywhere text-stone-950">
        {customer.first_name} {customer.surname}
      </span>
      <span className="wrap-anywhere text-stone-700">{customer.email ?? t('customers.merge.noEmail')}</span>
      <span className="text-stone-700">
        {customer.phone ? formatPhone(customer.phone) : t('customers.merge.noPhone')}
      </span>
      <span className="text-stone-700">{t('customers.merge.reservationCount', { count })}</span>
    </>
  )
}
