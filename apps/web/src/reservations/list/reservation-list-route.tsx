import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { useCompanyRole, WithCurrentCompany } from '../../companies'
import { Alert } from '../../ui/alert'
import { Button, buttonClasses } from '../../ui/button'
import { ScreenHeader } from '../../ui/screen-header'
import { Spinner } from '../../ui/spinner'
import { useListTexts } from './list-texts'
import { ReservationFilterForm } from './reservation-filter-form'
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  RESERVATIONS_PER_PAGE,
  type ReservationListFilters,
  withFilter,
} from './reservation-filters'
import { reservationListPath } from './reservation-list-path'
import { reservationListQueryOptions, reservationsExportUrl } from './reservation-list-queries'
import { ReservationTable } from './reservation-table'
import { ReservationViewSwitch } from './reservation-view-switch'

export const handle = { section: 'reservations' }

/** 'Seznam rezervací': every reservation of the company, filtered, paged and exportable. */
export function Component() {
  const { t } = useListTexts()
  return (
    <section>
      <ScreenHeader title={t('list.title')}>
        <ReservationViewSwitch />
      </ScreenHeader>
      <WithCurrentCompany>{(companyId) => <ReservationList companyId={companyId} />}</WithCurrentCompany>
    </section>
  )
}

/** The filters are the URL's search params: the URL is the only state, so back/forward and reload keep them. */
function useFiltersInUrl() {
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = filtersFromSearchParams(searchParams)
  const show = (next: ReservationListFilters) => setSearchParams(filtersToSearchParams(next))
  // Applied to the URL as it is when the change lands, not as this render saw it: two filters changed in quick
  // succession (a worker, then a state) both stay, where the second would otherwise drop the first.
  const change = (update: Parameters<typeof withFilter>[1]) =>
    setSearchParams((current) => filtersToSearchParams(withFilter(filtersFromSearchParams(current), update)))
  return { filters, show, change }
}

function ReservationList({ companyId }: { companyId: number }) {
  const canExport = useCompanyRole().can('exports')
  const { t } = useListTexts()
  const { filters, show, change } = useFiltersInUrl()
  const reservations = useQuery(reservationListQueryOptions(companyId, filters))
  const meta = reservations.data?.meta
  const pages = meta ? Math.max(1, Math.ceil(meta.total / RESERVATIONS_PER_PAGE)) : 1
  const rows = reservations.data?.data ?? []
  return (
    <div className="grid gap-4">
      <ReservationFilterForm companyId={companyId} filters={filters} onChange={change} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-700" aria-live="polite">
          {meta ? t('list.total', { count: meta.total }) : ''}
        </p>
        <div className="flex flex-wrap gap-2">
          {hasActiveFilters(filters) && (
            <Link to={reservationListPath} className={buttonClasses('ghost')}>
              {t('list.reset')}
            </Link>
          )}
          {canExport && (
            <a
              href={reservationsExportUrl(companyId, filters)}
              download
              className={buttonClasses('secondary')}
            >
              {t('common.exportCsv')}
            </a>
          )}
        </div>
      </div>
      {reservations.isError && (
        <Alert tone="error">
          {t('common.loadFailed')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => reservations.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      )}
      {reservations.isPending && <Spinner label="…" />}
      {reservations.isSuccess && rows.length === 0 && <p className="text-stone-700">{t('list.empty')}</p>}
      {rows.length > 0 && (
        <ReservationTable reservations={rows} caption={t('list.caption', { page: filters.page, pages })} />
      )}
      {pages > 1 && (
        <nav className="flex items-center justify-between gap-2" aria-label={t('list.paging')}>
          <Button
            variant="secondary"
            disabled={filters.page <= 1}
            onClick={() => show({ ...filters, page: filters.page - 1 })}
          >
            {t('common.previous')}
          </Button>
          <span className="text-sm">{t('common.pageOf', { page: filters.page, pages })}</span>
          <Button
            variant="secondary"
            disabled={filters.page >= pages}
            onClick={() => show({ ...filters, page: filters.page + 1 })}
          >
            {t('common.next')}
          </Button>
        </nav>
      )}
    </div>
  )
}
