import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ComponentType, Fragment, type ReactNode, useState } from 'react'
import { Link, useParams } from 'react-router'
import { apiErrorText } from '../../lib/api-error-text'
import { ApiError } from '../../lib/api-errors'
import { useBackofficeTexts } from '../../lib/backoffice-texts'
import { currentLocale } from '../../lib/i18n'
import { Alert } from '../alert'
import { Spinner } from '../spinner'
import { RecordVersionProvider } from './record-version'

/**
 * The record a /dashboard/…/:id URL names: undefined on the …/new route, a positive whole number, or
 * 'invalid' for anything else ('abc', '0', '-1'), which must not open an empty form that would create a
 * new record.
 */
export function recordIdFromParam(param: string | undefined): number | 'invalid' | undefined {
  if (param === undefined) return undefined
  return /^[1-9]\d{0,9}$/.test(param) ? Number(param) : 'invalid'
}

/** A record that cannot be shown (a bad or unknown id, no access): why, and the way back to its list. */
export function RecordLoadFailed({ error, listPath }: { error?: unknown; listPath: string }) {
  const { t } = useBackofficeTexts()
  const locale = currentLocale()
  const message =
    error === undefined
      ? apiErrorText(new ApiError(404, ''), { fallback: t('common.loadFailed') }, locale)
      : error instanceof ApiError && error.status === 404 && error.message
        ? error.message
        : apiErrorText(error, { fallback: t('common.loadFailed') }, locale)
  return (
    <div className="grid gap-4">
      <Alert tone="error">{message}</Alert>
      <Link to={listPath} className="font-semibold underline">
        ← {t('common.back')}
      </Link>
    </div>
  )
}

/** What a record lives within and hands to its screen (the current company), as a render-prop component. */
export type RecordScope<Scope> = ComponentType<{ children: (scope: Scope) => ReactNode }>

function NoScope({ children }: { children: (scope: undefined) => ReactNode }) {
  return <>{children(undefined)}</>
}

/** The part of a record resource a record route needs (see lib/company-resource.ts). */
export interface DetailResource<Data> {
  detail: (id: number) => UseQueryOptions<Data, Error, Data, QueryKey>
}

export interface RecordRouteProps<Scope, Data extends { id: number }> {
  /** The route parameter that names the record ('branchId'); the …/new route has none. */
  param: string
  /** Where "back" leads when the record cannot be shown. */
  listPath: string
  /** Supplies the scope (WithCurrentCompany); records outside any scope leave it out. */
  within?: RecordScope<Scope>
  /** The record's resource in that scope: branchesResource, or () => companiesResource. */
  resource: (scope: Scope) => DetailResource<Data>
  /** Besides another record or scope, what makes the screen start afresh (a customer's updated_at). */
  version?: (record: Data) => string
  /** The screen: the record as loaded, or undefined on …/new (an empty form). */
  children: (scope: Scope, record: Data | undefined) => ReactNode
}

/**
 * The route of one record's screen (/dashboard/<section>/new and …/:id): a bad id is refused before anything
 * is asked, an unknown one shows the server's reason with the way back, and the screen renders only once the
 * record is there, keyed by it, so its form starts from the record's values.
 */
export function RecordRoute<Scope, Data extends { id: number }>({
  param,
  listPath,
  within,
  ...loading
}: RecordRouteProps<Scope, Data>) {
  const id = recordIdFromParam(useParams()[param])
  if (id === 'invalid') return <RecordLoadFailed listPath={listPath} />
  const Within = within ?? (NoScope as unknown as RecordScope<Scope>)
  return <Within>{(scope) => <LoadedRecord scope={scope} id={id} listPath={listPath} {...loading} />}</Within>
}

function LoadedRecord<Scope, Data extends { id: number }>({
  scope,
  id,
  listPath,
  resource,
  version,
  children,
}: Omit<RecordRouteProps<Scope, Data>, 'param' | 'within'> & { scope: Scope; id: number | undefined }) {
  const queryClient = useQueryClient()
  const detail = resource(scope).detail(id ?? 0)
  const record = useQuery({ ...detail, enabled: id !== undefined })
  // Raised to fill the form afresh from the saved record (after a 412, taking the saved values over).
  const [fill, setFill] = useState(0)
  if (id !== undefined && record.isError) return <RecordLoadFailed error={record.error} listPath={listPath} />
  if (id !== undefined && !record.data) return <Spinner label="…" />
  const key = [String(scope), record.data?.id ?? 'new', record.data && version?.(record.data), fill].join('-')
  return (
    <Fragment key={key}>
      <RecordVersionProvider
        record={record.data}
        // Read beside the cache, so the open form (and a record keyed by its version) stays as it is.
        fetchCurrent={() =>
          queryClient.fetchQuery({ ...detail, queryKey: [...detail.queryKey, 'current'], gcTime: 0 })
        }
        takeOver={(current) => {
          queryClient.setQueryData(detail.queryKey, current as Data)
          setFill((count) => count + 1)
        }}
      >
        {children(scope, record.data)}
      </RecordVersionProvider>
    </Fragment>
  )
}
