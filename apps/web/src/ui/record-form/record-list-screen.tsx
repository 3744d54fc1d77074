import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useBackofficeTexts } from '../../lib/backoffice-texts'
import { buttonClasses } from '../button'
import { RecordList, type RecordListRow } from '../record-list'
import { ScreenHeader } from '../screen-header'
import { Spinner } from '../spinner'
import type { RecordScope } from './record-route'

/**
 * A section's list screen: its title, the way to a new record (…/new, the record route's empty form) and
 * the list, within the section's scope (WithCurrentCompany) when it has one.
 */
export function RecordListScreen<Scope>({
  title,
  listPath,
  newLabel,
  within: Within,
  children,
}: {
  title: string
  listPath: string
  newLabel: string
  within?: RecordScope<Scope>
  children: (scope: Scope) => ReactNode
}) {
  return (
    <section>
      <ScreenHeader title={title}>
        <Link to={`${listPath}/new`} className={buttonClasses()}>
          {newLabel}
        </Link>
      </ScreenHeader>
      {Within ? <Within>{children}</Within> : children(undefined as Scope)}
    </section>
  )
}

/** A short list as its query answers it: a spinner first, "nothing here" when empty, else one row a record. */
export function QueriedRecordList<Data, Row>({
  query,
  label,
  row,
}: {
  query: UseQueryOptions<Data, Error, Row[], QueryKey>
  label: string
  row: (record: Row) => RecordListRow
}) {
  const { t } = useBackofficeTexts()
  const rows = useQuery(query)
  if (!rows.data) return <Spinner label="…" />
  if (rows.data.length === 0) return <p className="text-stone-700">{t('common.empty')}</p>
  return <RecordList label={label} rows={rows.data.map(row)} />
}
