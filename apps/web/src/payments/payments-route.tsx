import { DEFAULT_TIME_ZONE } from '@rezervo/shared/constants'
import { formatCzk } from '@rezervo/shared/format/index'
import type { PaymentsOverview } from '@rezervo/shared/schemas/payment'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { useCompanyRole, WithCurrentCompany } from '../companies'
import { currentLocale } from '../lib/i18n'
import { formatLocalDate } from '../reservations'
import { Alert } from '../ui/alert'
import { Button, buttonClasses } from '../ui/button'
import { DateField } from '../ui/date-field'
import { ScreenHeader } from '../ui/screen-header'
import { Spinner } from '../ui/spinner'
import { LatestPaymentsTable } from './latest-payments-table'
import {
  monthOf,
  type PaymentPeriod,
  periodFromSearchParams,
  periodProblem,
  periodToSearchParams,
  previousMonthOf,
  todayIn,
} from './payment-period'
import { paymentsExportUrl, paymentsOverviewQueryOptions } from './payments-queries'
import { usePaymentsTexts } from './payments-texts'
import { TotalsTable } from './totals-table'

export const handle = { section: 'payments' }

/** 'Platby': what came in over a period (this month by default), per day, method and worker. */
export function Component() {
  const { t } = usePaymentsTexts()
  return (
    <section>
      <ScreenHeader title={t('payments.title')} />
      <WithCurrentCompany>
        {(companyId) => <PaymentsOverviewScreen companyId={companyId} />}
      </WithCurrentCompany>
    </section>
  )
}

/** The period is in the URL (?from&to), so back/forward and reload keep it. */
function usePeriodInUrl() {
  const [searchParams, setSearchParams] = useSearchParams()
  const today = todayIn(DEFAULT_TIME_ZONE)
  const period = periodFromSearchParams(searchParams, today)
  const show = (next: PaymentPeriod) => setSearchParams(periodToSearchParams(next, today))
  return { period, show, today }
}

function PaymentsOverviewScreen({ companyId }: { companyId: number }) {
  const { t } = usePaymentsTexts()
  const { period, show, today } = usePeriodInUrl()
  const problem = periodProblem(period)
  const payments = useQuery(paymentsOverviewQueryOptions(companyId, period, problem === null))
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <legend className="px-1 text-base font-semibold text-stone-950">{t('payments.period')}</legend>
        <DateField
          label={t('common.from')}
          value={period.from}
          required
          onChange={(from, valid) => valid && show({ ...period, from })}
        />
        <DateField
          label={t('common.to')}
          value={period.to}
          required
          error={
            problem ? t(problem === 'order' ? 'common.invalidRange' : 'payments.rangeTooLong') : undefined
          }
          onChange={(to, valid) => valid && show({ ...period, to })}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => show(monthOf(today))}>
            {t('payments.thisMonth')}
          </Button>
          <Button variant="secondary" onClick={() => show(previousMonthOf(today))}>
            {t('payments.lastMonth')}
          </Button>
        </div>
      </fieldset>
      {problem === null && payments.isPending && <Spinner label="…" />}
      {payments.isError && (
        <Alert tone="error">
          {t('common.loadFailed')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => payments.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      )}
      {problem === null && payments.data && (
        <PaymentTotals overview={payments.data} exportUrl={paymentsExportUrl(companyId, period)} />
      )}
    </div>
  )
}

function PaymentTotals({ overview, exportUrl }: { overview: PaymentsOverview; exportUrl: string }) {
  const { t } = usePaymentsTexts()
  const locale = currentLocale()
  const { can } = useCompanyRole()
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
        <div data-testid="payments-grand-total">
          <p className="text-sm text-stone-700">
            {t('payments.grandTotal')} ({formatLocalDate(overview.from, locale)} –{' '}
            {formatLocalDate(overview.to, locale)})
          </p>
          <p className="text-3xl font-bold tabular-nums text-stone-950">
            {formatCzk(overview.total_czk, locale)}
          </p>
          <p className="text-sm text-stone-700">{t('payments.paymentsCount', { count: overview.count })}</p>
        </div>
        {can('exports') && (
          <a href={exportUrl} download className={buttonClasses('secondary')}>
            {t('common.exportCsv')}
          </a>
        )}
      </div>
      {overview.count === 0 ? (
        <p className="text-stone-700">{t('payments.empty')}</p>
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            <TotalsTable
              testId="payments-per-method"
              caption={t('payments.perMethod.caption')}
              labelHeader={t('payments.perMethod.method')}
              rows={overview.per_method.map((row) => ({
                key: row.method,
                label: t(`reservations:paymentMethod.${row.method}`),
                count: row.count,
                total_czk: row.total_czk,
              }))}
            />
            <TotalsTable
              testId="payments-per-worker"
              caption={t('payments.perWorker.caption')}
              labelHeader={t('payments.perWorker.worker')}
              rows={overview.per_worker.map((row) => ({
                key: row.worker_id,
                label: row.worker_name,
                count: row.count,
                total_czk: row.total_czk,
              }))}
            />
          </div>
          <TotalsTable
            testId="payments-per-day"
            caption={t('payments.perDay.caption')}
            labelHeader={t('payments.perDay.date')}
            rows={overview.per_day.map((row) => ({
              key: row.date,
              label: formatLocalDate(row.date, locale),
              count: row.count,
              total_czk: row.total_czk,
            }))}
          />
          <LatestPaymentsTable payments={overview.payments} />
        </>
      )}
    </div>
  )
}
