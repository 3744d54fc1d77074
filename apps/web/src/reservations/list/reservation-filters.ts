import { RESERVATION_STATES, type ReservationState } from '@rezervo/shared/reservations/reservation-state'
import { isIsoDate } from '@rezervo/shared/time/iso-date'

/**
 * The list's filters live in the URL (?state=upcoming&worker=3&page=2), so back/forward, reload and a shared
 * link all show the same list. Anything malformed in a hand-edited URL is dropped rather than sent to the API,
 * which would answer 422 and leave the screen empty.
 */
export interface ReservationListFilters {
  state?: ReservationState
  /** Local dates of the reservation's branch, both included. */
  from?: string
  to?: string
  branchId?: number
  workerId?: number
  customerId?: number
  order: 'asc' | 'desc'
  page: number
}

export const RESERVATIONS_PER_PAGE = 25

export const defaultReservationFilters: ReservationListFilters = { order: 'asc', page: 1 }

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined
  return Number(value)
}

function isoDate(value: string | null): string | undefined {
  return isIsoDate(value) ? value : undefined
}

function state(value: string | null): ReservationState | undefined {
  return (RESERVATION_STATES as readonly (string | null)[]).includes(value)
    ? (value as ReservationState)
    : undefined
}

export function filtersFromSearchParams(params: URLSearchParams): ReservationListFilters {
  const from = isoDate(params.get('from'))
  let to = isoDate(params.get('to'))
  // A range ending before it starts would be refused by the API; keep the start, drop the end.
  if (from && to && to < from) to = undefined
  return {
    state: state(params.get('state')),
    from,
    to,
    branchId: positiveInt(params.get('branch')),
    workerId: positiveInt(params.get('worker')),
    customerId: positiveInt(params.get('customer')),
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: positiveInt(params.get('page')) ?? 1,
  }
}

/** Only what differs from the defaults, so the plain list has a plain URL. */
export function filtersToSearchParams(filters: ReservationListFilters): URLSearchParams {
  const params = new URLSearchParams()
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  set('state', filters.state)
  set('from', filters.from)
  set('to', filters.to)
  set('branch', filters.branchId)
  set('worker', filters.workerId)
  set('customer', filters.customerId)
  if (filters.order !== 'asc') set('order', filters.order)
  if (filters.page > 1) set('page', filters.page)
  return params
}

/** A changed filter starts again from the first page; only paging keeps the page. */
export function withFilter(
  filters: ReservationListFilters,
  change: Partial<Omit<ReservationListFilters, 'page'>>,
): ReservationListFilters {
  return { ...filters, ...change, page: 1 }
}

/** The API's query (GET …/reservations and …/reservations/export.csv share the filter names). */
export function filtersToApiQuery(
  filters: ReservationListFilters,
): Record<string, string | number | undefined> {
  return {
    state: filters.state,
    from: filters.from,
    to: filters.to,
    branch_id: filters.branchId,
    worker_id: filters.workerId,
    customer_id: filters.customerId,
    order: filters.order,
  }
}

export function hasActiveFilters(filters: ReservationListFilters): boolean {
  return filtersToSearchParams({ ...filters, page: 1 }).size > 0
}
