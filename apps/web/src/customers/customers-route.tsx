import { formatPhone } from '@rezervo/shared/validation/phone'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { useCompanyRole, WithCurrentCompany } from '../companies'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { dashboardPaths } from '../lib/dashboard-paths'
import { Button, buttonClasses } from '../ui/button'
import { Checkbox } from '../ui/checkbox'
import { RecordListScreen } from '../ui/record-form/record-list-screen'
import { RecordList } from '../ui/record-list'
import { Spinner } from '../ui/spinner'
import { TextField } from '../ui/text-field'
import { CUSTOMERS_PER_PAGE, customerSearchQuery, customersExportUrl } from './customer-queries'
import { DuplicateBadge } from './duplicate-badge'

/** The current company's customers: search, paging, CSV export, and the possible duplicates on their own. */
export function Component() {
  const { t } = useBackofficeTexts()
  return (
    <RecordListScreen
      title={t('customers.title')}
      listPath={dashboardPaths.customers}
      newLabel={t('customers.new')}
      within={WithCurrentCompany}
    >
      {(companyId) => <CustomerList companyId={companyId} />}
    </RecordListScreen>
  )
}

function CustomerList({ companyId }: { companyId: number }) {
  const { can } = useCompanyRole()
  const { t } = useBackofficeTexts()
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [duplicatesOnly, setDuplicatesOnly] = useState(false)
  const deferredSearch = useDeferredValue(search.trim())
  const customers = useQuery(customerSearchQuery(companyId, deferredSearch, page, duplicatesOnly))
  const meta = customers.data?.meta
  const pages = meta ? Math.max(1, Math.ceil(meta.total / CUSTOMERS_PER_PAGE)) : 1
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          className="flex-1"
          type="search"
          label={t('customers.searchLabel')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            setPage(1)
          }}
        />
        {can('exports') && (
          <a
            href={customersExportUrl(companyId, deferredSearch)}
            download
            className={buttonClasses('secondary')}
          >
            {t('customers.export')}
          </a>
        )}
      </div>
      <Checkbox
        label={t('customers.duplicatesOnly')}
        checked={duplicatesOnly}
        onChange={(event) => {
          setDuplicatesOnly(event.target.checked)
          setPage(1)
        }}
      />
      {duplicatesOnly && <p className="text-sm text-stone-700">{t('customers.duplicatesText')}</p>}
      {!customers.data && <Spinner label="…" />}
      {meta && <p className="text-sm text-stone-600">{t('customers.total', { count: meta.total })}</p>}
      {customers.data?.data.length === 0 && <p className="text-stone-700">{t('common.empty')}</p>}
      <RecordList
        label={t('customers.title')}
        rows={(customers.data?.data ?? []).map((customer) => ({
          id: customer.id,
          to: `${dashboardPaths.customers}/${customer.id}`,
          title: (
            <>
              {customer.first_name} {customer.surname}
              {/* A worker gets only name, phone and note (decision 037): no duplicates, no email. */}
              {(customer.possible_duplicate_ids?.length ?? 0) > 0 && <DuplicateBadge />}
            </>
          ),
          details: [customer.email, customer.phone && formatPhone(customer.phone)]
            .filter(Boolean)
            .join(' · '),
        }))}
      />
      {pages > 1 && (
        <nav className="flex items-center justify-between gap-2" aria-label={t('customers.title')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('common.previous')}
          </Button>
          <span className="text-sm">{t('common.pageOf', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('common.next')}
          </Button>
        </nav>
      )}
    </div>
  )
}
