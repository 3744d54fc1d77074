import { MAX_PER_PAGE } from '@rezervo/shared/constants'
import { validationMessage } from '@rezervo/shared/error-texts/validation'
import { RESERVATION_STATES, type ReservationState } from '@rezervo/shared/reservations/reservation-state'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useEffect, useState } from 'react'
import { useCompanyRole } from '../../companies'
import { customerSearchQuery } from '../../customers'
import { branchesResource, customersResource, workersResource } from '../../lib/company-resources'
import { currentLocale } from '../../lib/i18n'
import { DateField } from '../../ui/date-field'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { useListTexts } from './list-texts'
import type { ReservationListFilters } from './reservation-filters'

type FilterChange = Partial<Omit<ReservationListFilters, 'page'>>

const idOrUndefined = (value: string) => (value ? Number(value) : undefined)

/** The list's filters; every change goes straight to the URL through onChange. */
export function ReservationFilterForm({
  companyId,
  filters,
  onChange,
}: {
  companyId: number
  filters: ReservationListFilters
  onChange: (change: FilterChange) => void
}) {
  const { t } = useListTexts()
  const { role } = useCompanyRole()
  // A worker sees only their own reservations and may not list the workers (decision 037).
  const ownOnly = role === 'worker'
  const [wrongOrder, setWrongOrder] = useState<'from' | 'to'>()
  // Dates set from elsewhere (the URL, "Zrušit filtry") make a refused order moot.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list's dates change, by design
  useEffect(() => setWrongOrder(undefined), [filters.from, filters.to])
  const branches = useQuery(branchesResource(companyId).rows())
  const workers = useQuery({ ...workersResource(companyId).rows(), enabled: role !== null && !ownOnly })
  // Deleted (archived) workers keep their reservations, so they can be chosen too, marked, after the rest.
  const archivedWorkers = useQuery({
    ...workersResource(companyId).list({ archived: 'true', per_page: MAX_PER_PAGE }),
    select: (answer) => answer.data,
    enabled: role !== null && !ownOnly,
  })
  // A worker outside the chosen branch would only ever give an empty list.
  const workerChoices = [
    ...(workers.data ?? []).map((worker) => ({ ...worker, title: worker.name })),
    ...(archivedWorkers.data ?? []).map((worker) => ({
      ...worker,
      title: t('reservations:archivedWorker', { name: worker.name }),
    })),
  ].filter(
    (worker) =>
      !filters.branchId || worker.branch_ids.length === 0 || worker.branch_ids.includes(filters.branchId),
  )
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="px-1 text-base font-semibold text-stone-950">{t('list.filters')}</legend>
      <SelectField
        label={t('list.state')}
        value={filters.state ?? ''}
        onChange={(event) => onChange({ state: (event.target.value || undefined) as ReservationState })}
      >
        <option value="">{t('list.anyState')}</option>
        {RESERVATION_STATES.map((state) => (
          <option key={state} value={state}>
            {t(`reservations:state.${state}`)}
          </option>
        ))}
      </SelectField>
      <DateField
        label={t('common.from')}
        value={filters.from ?? ''}
        error={wrongOrder === 'from' ? validationMessage('dateOrder', currentLocale()) : undefined}
        onChange={(from, valid) => {
          if (!valid) return
          // A start after the end would give an empty list; it stays in the field, with the reason, unsent.
          const reversed = from !== '' && filters.to !== undefined && from > filters.to
          setWrongOrder(reversed ? 'from' : undefined)
          if (!reversed) onChange({ from: from || undefined })
        }}
      />
      <DateField
        label={t('common.to')}
        value={filters.to ?? ''}
        error={wrongOrder === 'to' ? validationMessage('dateOrder', currentLocale()) : undefined}
        onChange={(to, valid) => {
          if (!valid) return
          const reversed = to !== '' && filters.from !== undefined && to < filters.from
          setWrongOrder(reversed ? 'to' : undefined)
          if (!reversed) onChange({ to: to || undefined })
        }}
      />
      <SelectField
        label={t('list.order')}
        value={filters.order}
        onChange={(event) => onChange({ order: event.target.value === 'desc' ? 'desc' : 'asc' })}
      >
        <option value="asc">{t('list.orderAsc')}</option>
        <option value="desc">{t('list.orderDesc')}</option>
      </SelectField>
      <SelectField
        label={t('common.branch')}
        value={filters.branchId ?? ''}
        onChange={(event) => onChange({ branchId: idOrUndefined(event.target.value), workerId: undefined })}
      >
        <option value="">{t('list.anyBranch')}</option>
        {(branches.data ?? []).map((branch) => (
          <option key={branch.id} value={branch.id}>
            {branch.name}
          </option>
        ))}
      </SelectField>
      {ownOnly ? (
        <OwnWorker />
      ) : (
        <SelectField
          label={t('common.worker')}
          value={filters.workerId ?? ''}
          onChange={(event) => onChange({ workerId: idOrUndefined(event.target.value) })}
        >
          <option value="">{t('list.anyWorker')}</option>
          {workerChoices.map((worker) => (
            <option key={worker.id} value={worker.id}>
              {worker.title}
            </option>
          ))}
        </SelectField>
      )}
      <CustomerFilter
        companyId={companyId}
        customerId={filters.customerId}
        onChange={(customerId) => onChange({ customerId })}
      />
    </fieldset>
  )
}

/** In place of the worker filter for the worker role: whose reservations these are, as a fact, not a choice. */
function OwnWorker() {
  const { t } = useListTexts()
  const { workerName: name } = useCompanyRole()
  return (
    <div>
      <p className="mb-1 text-sm font-medium text-stone-800">{t('common.worker')}</p>
      {name === null ? (
        <p className="text-sm text-stone-700">{t('list.noOwnWorker')}</p>
      ) : (
        <>
          <p className="py-2 font-medium text-stone-950">{name}</p>
          <p className="text-sm text-stone-600">{t('list.ownWorkerOnly')}</p>
        </>
      )}
    </div>
  )
}

/**
 * A company may have thousands of customers, so the select offers only those matching the search (the first
 * page of it), plus the one already chosen, whose name a reloaded URL does not carry.
 */
function CustomerFilter({
  companyId,
  customerId,
  onChange,
}: {
  companyId: number
  customerId: number | undefined
  onChange: (customerId: number | undefined) => void
}) {
  const { t } = useListTexts()
  const [search, setSearch] = useState('')
  const deferredSearch = useDeferredValue(search.trim())
  const found = useQuery(customerSearchQuery(companyId, deferredSearch, 1))
  const chosen = useQuery({
    ...customersResource(companyId).detail(customerId ?? 0),
    enabled: Boolean(customerId),
  })
  const choices = (found.data?.data ?? []).map((customer) => ({
    id: customer.id,
    name: `${customer.first_name} ${customer.surname}`,
    detail: customer.email ?? customer.phone ?? '',
  }))
  if (customerId && chosen.data && !choices.some((choice) => choice.id === customerId)) {
    choices.unshift({
      id: customerId,
      name: `${chosen.data.first_name} ${chosen.data.surname}`,
      detail: chosen.data.email ?? chosen.data.phone ?? '',
    })
  }
  return (
    <>
      <TextField
        type="search"
        label={t('list.customerSearch')}
        hint={t('list.customerSearchHint')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label={t('list.customer')}
        value={customerId ?? ''}
        onChange={(event) => onChange(idOrUndefined(event.target.value))}
      >
        <option value="">{t('list.anyCustomer')}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.detail ? `${choice.name} (${choice.detail})` : choice.name}
          </option>
        ))}
      </SelectField>
    </>
  )
}
