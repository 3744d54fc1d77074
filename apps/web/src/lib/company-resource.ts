import { MAX_PER_PAGE } from '@rezervo/shared/constants'
import type { DeleteResult, PageMeta } from '@rezervo/shared/schemas/paging'
import type { UpcomingResolutionQuery } from '@rezervo/shared/schemas/upcoming-reservations'
import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query'
import { apiClient } from './api-client'
import { ifMatchHeaders, withEtag } from './record-version'

/** `{ data, meta }`, the answer of every list. */
export interface ListAnswer<T> {
  data: T[]
  meta: PageMeta
}

/** `{ data }`, the answer of every single resource. */
export interface DataAnswer<T> {
  data: T
}

export type DeleteAnswer = DataAnswer<DeleteResult>

/** A path under the current company: companyPath(3, '/branches') → '/api/v1/companies/3/branches'. */
export function companyPath(companyId: number, suffix = ''): string {
  return `/api/v1/companies/${companyId}${suffix}`
}

/** The query key prefix of everything that belongs to one company, so switching companies never mixes data. */
export function companyKey(companyId: number, ...rest: unknown[]): unknown[] {
  return ['companies', companyId, ...rest]
}

/** A query string from the given values, without the empty ones ('' when nothing is left). */
export function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** A list's query: paging (page, per_page), a search, filters. Empty values are left out of the request. */
export type ListParams = Record<string, string | number | undefined>

/** Short lists (a company's branches, items, workers) are read whole: one page as large as the API allows. */
const WHOLE_LIST: ListParams = { per_page: MAX_PER_PAGE }

/** The shapes of one REST resource: its list rows, and where they differ, its record, input and saved answer. */
export interface ResourceTypes {
  row: unknown
  /** GET …/:id, when it carries more than a row (a customer's history, a branch's hours). */
  detail?: unknown
  /** What create and update send. */
  input?: unknown
  /** What create and update answer, when it is not the detail. */
  saved?: unknown
}
type RowOf<T extends ResourceTypes> = T['row']
type DetailOf<T extends ResourceTypes> = T extends { detail: infer D } ? D : RowOf<T>
type InputOf<T extends ResourceTypes> = T extends { input: infer I } ? I : never
type SavedOf<T extends ResourceTypes> = T extends { saved: infer S } ? S : DetailOf<T>

/** A save of an existing record: the ETag of the version it was made to (If-Match, decision 027). */
export interface SaveOptions {
  etag?: string
  /**
   * What to do with upcoming reservations the save or delete would leave behind (decision 026): without it
   * the API answers 409 `upcoming_reservations` listing them.
   */
  upcoming?: UpcomingResolutionQuery
}

/** `?upcoming=cancel` or `?upcoming=reassign&to_worker_id=N`, or nothing. */
function resolutionQuery(resolution: UpcomingResolutionQuery | undefined): string {
  return resolution
    ? queryString({ upcoming: resolution.upcoming, to_worker_id: resolution.to_worker_id })
    : ''
}

/** GET, PUT or DELETE of one record, its `data` remembered with the answer's ETag. */
async function recordCall<T>(
  path: string,
  options: { method?: 'GET' | 'PUT' | 'DELETE'; body?: unknown; etag?: string; signal?: AbortSignal },
): Promise<T> {
  let etag: string | null = null
  const answer = await apiClient.request<DataAnswer<T>>(path, {
    method: options.method ?? 'GET',
    body: options.body,
    signal: options.signal,
    headers: ifMatchHeaders(options.etag),
    onResponse: (response) => {
      etag = response.headers.get('etag')
    },
  })
  return withEtag(answer.data, etag)
}

/** Whether `key` lies under `prefix` (TanStack Query matches keys by prefix the same way). */
function isUnder(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => key[index] === part)
}

/**
 * The queries and writes of one REST resource at one address: list, detail, create, update, delete, and the
 * invalidation that follows a write. Its query keys all start with `key`: the list is
 * `[...key, 'list', params]`, a record `[...key, id]`, and what hangs under a record (a worker's exceptions)
 * starts with the record's key, so invalidating a resource reaches all of it and nothing else.
 */
function resourceAt<T extends ResourceTypes>(key: QueryKey, path: string) {
  const keys = {
    all: key,
    list: (params: ListParams = {}): QueryKey => [...key, 'list', params],
    detail: (id: number): QueryKey => [...key, id],
  }
  const recordPath = (id: number) => `${path}/${id}`
  const list = (params: ListParams = {}) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: ({ signal }) =>
        apiClient.get<ListAnswer<RowOf<T>>>(`${path}${queryString(params)}`, { signal }),
    })
  const create = (input: InputOf<T>, options: SaveOptions = {}) =>
    apiClient
      .post<DataAnswer<SavedOf<T>>>(`${path}${resolutionQuery(options.upcoming)}`, input)
      .then((answer) => answer.data)
  const update = (id: number, input: InputOf<T>, options: SaveOptions = {}) =>
    recordCall<SavedOf<T>>(`${recordPath(id)}${resolutionQuery(options.upcoming)}`, {
      method: 'PUT',
      body: input,
      etag: options.etag,
    })
  return {
    keys,
    /** GET the list, one page with its meta: list({ search, page, per_page }). */
    list,
    /** GET a short list whole (one page of MAX_PER_PAGE): the rows of a list screen or a picker. */
    rows: () => queryOptions({ ...list(WHOLE_LIST), select: (answer: ListAnswer<RowOf<T>>) => answer.data }),
    /** GET …/:id */
    detail: (id: number) =>
      queryOptions({
        queryKey: keys.detail(id),
        queryFn: ({ signal }) => recordCall<DetailOf<T>>(recordPath(id), { signal }),
        // The ETag hangs on the answer's object; structural sharing would hand out a copy without it.
        structuralSharing: false,
      }),
    create,
    update,
    /** Create without an id (the …/new screen), else update (with If-Match when the ETag is given). */
    save: (id: number | undefined, input: InputOf<T>, options: SaveOptions = {}) =>
      id === undefined ? create(input, options) : update(id, input, options),
    /**
     * DELETE …/:id: deleted, or archived when reservations refer to it; 409 upcoming_reservations while
     * upcoming ones hang on it, until `upcoming` says what to do with them. With the ETag of the record as
     * the screen shows it (If-Match), a record someone else changed meanwhile answers 412 and stays.
     */
    remove: (id: number, upcoming?: UpcomingResolutionQuery, options: SaveOptions = {}) =>
      apiClient
        .request<DeleteAnswer>(`${recordPath(id)}${resolutionQuery(upcoming)}`, {
          method: 'DELETE',
          headers: ifMatchHeaders(options.etag),
        })
        .then((answer) => answer.data),
    /** After a create or update: every list and record of the resource is read again. */
    invalidate: (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: keys.all }),
    /**
     * After a delete: the same, except the deleted record and what hangs under it, which would only answer 404
     * while its screen is still open.
     */
    invalidateDeleted: (queryClient: QueryClient, id: number) =>
      queryClient.invalidateQueries({
        queryKey: keys.all,
        predicate: (query) => !isUnder(query.queryKey, keys.detail(id)),
      }),
  }
}

/**
 * After deleting a record that reservations hang on (a worker, a branch): everything of the company is read
 * again (its reservations may have been cancelled or moved), except the deleted record and what hangs under
 * it, which would only answer 404 while its screen is still open.
 */
export function refreshAfterDelete(queryClient: QueryClient, companyId: number, deleted: QueryKey) {
  return queryClient.invalidateQueries({
    queryKey: companyKey(companyId),
    predicate: (query) => !isUnder(query.queryKey, deleted),
  })
}

export type RecordResource<T extends ResourceTypes> = ReturnType<typeof resourceAt<T>>

/**
 * A resource of one company: companyResource('branches')(3) reads /api/v1/companies/3/branches under the key
 * ['companies', 3, 'branches', …]; several segments address a nested one ('workers', 7, 'exceptions').
 */
export function companyResource<T extends ResourceTypes>(...segments: (string | number)[]) {
  return (companyId: number): RecordResource<T> =>
    resourceAt<T>(companyKey(companyId, ...segments), companyPath(companyId, `/${segments.join('/')}`))
}

/** A resource outside any company (the user's companies themselves): /api/v1/<segments>, key [...segments]. */
export function apiResource<T extends ResourceTypes>(...segments: string[]): RecordResource<T> {
  return resourceAt<T>(segments, `/api/v1/${segments.join('/')}`)
}
