import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { useAuthUser } from '../auth'
import { TrialNotice } from '../billing'
import { NoCompany, useCompanyRole, WithCurrentCompany } from '../companies'
import { branchesResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { currentLocale } from '../lib/i18n'
import { formatLocalWeekdayDate, upcomingReservationsListPath } from '../reservations'
import { Alert } from '../ui/alert'
import { buttonClasses } from '../ui/button'
import { SelectField } from '../ui/select-field'
import { Spinner } from '../ui/spinner'
import { BookingPageLink } from './booking-page-link'
import { ForbiddenScreenNotice } from './forbidden-screen-notice'
import { OccupancyBars } from './occupancy-bars'
import { ReservationCounts, TurnoverTable } from './overview-figures'
import { OverviewPanel } from './overview-panel'
import { overviewQueryOptions } from './overview-queries'
import { useOverviewHeadingTexts, useOverviewTexts } from './overview-texts'
import { NextReservations, TodayByWorker } from './reservation-lines'
import { SetupChecklist } from './setup-checklist'

/** 'Přehled': a greeting, then the chosen branch's day, week and month at a glance. */
export function Component() {
  const { t } = useOverviewHeadingTexts()
  const { t: tc } = useTranslation()
  const user = useAuthUser()
  const name = user ? `${user.first_name} ${user.surname}` : ''
  return (
    <section className="grid gap-6">
      <title>{`${t('overview.title')} · ${tc('appName')}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('overview.title')}</h1>
          <p className="mt-1 text-lg text-stone-800">{t('overview.greeting', { name })}</p>
        </div>
      </div>
      <ForbiddenScreenNotice />
      {/* Signing out clears the cache while this screen is still mounted; without the user check its queries
          would refetch, answer 401 and send the sign-in screen a redirect back here. */}
      {user && (
        <WithCurrentCompany noCompany={<SetupChecklist companyId={null} fallback={<NoCompany />} />}>
          {(companyId) => (
            <>
              <OwnersTrialNotice companyId={companyId} />
              <CompanyOverview companyId={companyId} />
            </>
          )}
        </WithCurrentCompany>
      )}
    </section>
  )
}

/** The plan is the owner's business (billing, decision 037): other members are not asked to pay. */
function OwnersTrialNotice({ companyId }: { companyId: number }) {
  return useCompanyRole().can('billing') ? <TrialNotice companyId={companyId} /> : null
}

/** The overview is per branch; the branch is in the URL (?branch=2) when the company has more than one. */
function CompanyOverview({ companyId }: { companyId: number }) {
  const { t } = useOverviewTexts()
  const [searchParams, setSearchParams] = useSearchParams()
  const branches = useQuery(branchesResource(companyId).rows())
  // Setting up services and workers is management's (decision 037).
  const canSetUp = useCompanyRole().can('workers', 'write')
  if (branches.isPending) return <Spinner label="…" />
  if (branches.isError) return <Alert tone="error">{t('common.loadFailed')}</Alert>
  if (branches.data.length === 0) return <SetupChecklist companyId={companyId} fallback={<NoBranch />} />
  const asked = Number(searchParams.get('branch'))
  const branch = branches.data.find((candidate) => candidate.id === asked) ?? branches.data[0]
  const branchId = branch?.id
  return (
    <div className="grid gap-4">
      {branches.data.length > 1 && (
        <SelectField
          className="max-w-sm"
          label={t('overview.branch')}
          value={branchId}
          onChange={(event) => setSearchParams({ branch: event.target.value })}
        >
          {branches.data.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </SelectField>
      )}
      {branchId !== undefined && canSetUp && <SetupChecklist companyId={companyId} branchId={branchId} />}
      <BranchOverview companyId={companyId} branchId={branchId} />
      {branch && <BookingPageLink publicPath={branch.public_path} />}
    </div>
  )
}

function BranchOverview({ companyId, branchId }: { companyId: number; branchId: number | undefined }) {
  const { t } = useOverviewTexts()
  const overview = useQuery(overviewQueryOptions(companyId, branchId))
  if (overview.isPending) return <Spinner label="…" />
  if (overview.isError) {
    return (
      <Alert tone="error">
        {t('common.loadFailed')}{' '}
        <button type="button" className="font-semibold underline" onClick={() => overview.refetch()}>
          {t('common.retry')}
        </button>
      </Alert>
    )
  }
  const data = overview.data
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-stone-700">
          {t('overview.dateOf', { date: formatLocalWeekdayDate(data.date, currentLocale()) })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to={dashboardPaths.reservations} className={buttonClasses('secondary')}>
            {t('overview.openCalendar')}
          </Link>
          <Link to={upcomingReservationsListPath()} className={buttonClasses('secondary')}>
            {t('overview.openList')}
          </Link>
          <Link to={dashboardPaths.payments} className={buttonClasses('secondary')}>
            {t('overview.openPayments')}
          </Link>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ReservationCounts counts={data.counts} />
        {data.turnover && <TurnoverTable turnover={data.turnover} />}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <OverviewPanel className="lg:col-span-2" title={t('overview.today.title')}>
          <TodayByWorker today={data.today} />
        </OverviewPanel>
        <OverviewPanel title={t('overview.next.title')}>
          <NextReservations next={data.next} />
        </OverviewPanel>
      </div>
      <OccupancyBars occupancy={data.occupancy} />
    </div>
  )
}

function NoBranch() {
  const { t } = useOverviewTexts()
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6">
      <h2 className="text-lg font-semibold">{t('overview.noBranchTitle')}</h2>
      <p className="mt-2 text-stone-700">{t('overview.noBranchText')}</p>
      <Link to={`${dashboardPaths.branches}/new`} className={`${buttonClasses()} mt-4`}>
        {t('overview.createBranch')}
      </Link>
    </div>
  )
}
