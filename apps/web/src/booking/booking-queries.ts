import { AVAILABILITY_MAX_DAYS } from '@rezervo/shared/constants'
import type { AvailabilityResponse } from '@rezervo/shared/schemas/availability'
import type {
  BookingRequest,
  BookingResponse,
  CustomerRescheduleRequest,
} from '@rezervo/shared/schemas/booking'
import { addDays } from '@rezervo/shared/time/iso-date'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'
import { type FreeTime, firstFreeTime, type WorkerChoice } from './booking-steps'

const branchApi = (slug: string) => `/api/v1/branches/slug/${encodeURIComponent(slug)}`

export const availabilityQuery = (
  slug: string,
  itemIds: readonly number[],
  worker: WorkerChoice,
  from: string,
  to: string,
) =>
  queryOptions({
    queryKey: ['availability', slug, itemIds.join(','), String(worker), from, to],
    queryFn: () => {
      const query = new URLSearchParams({ item_ids: itemIds.join(','), worker_id: String(worker), from, to })
      return apiClient.get<AvailabilityResponse>(`${branchApi(slug)}/availability?${query}`)
    },
    enabled: itemIds.length > 0,
    staleTime: 30_000,
  })

/**
 * The first free time from `from` to `lastDay` (both included), asked in ranges as long as the availability call
 * allows, so a branch with a long horizon and a busy month still finds it; null when there is none.
 */
export const nearestFreeTimeQuery = (
  slug: string,
  itemIds: readonly number[],
  worker: WorkerChoice,
  from: string,
  lastDay: string,
) =>
  queryOptions({
    queryKey: ['availability', slug, itemIds.join(','), String(worker), 'nearest', from, lastDay],
    queryFn: async (): Promise<FreeTime | null> => {
      for (let start = from; start <= lastDay; start = addDays(start, AVAILABILITY_MAX_DAYS)) {
        const end = addDays(start, AVAILABILITY_MAX_DAYS - 1)
        const query = new URLSearchParams({
          item_ids: itemIds.join(','),
          worker_id: String(worker),
          from: start,
          to: end < lastDay ? end : lastDay,
        })
        const { days } = await apiClient.get<AvailabilityResponse>(`${branchApi(slug)}/availability?${query}`)
        const found = firstFreeTime(days)
        if (found) return found
      }
      return null
    },
    enabled: itemIds.length > 0,
    staleTime: 30_000,
  })

/**
 * POST a booking; the same Idempotency-Key on a retry of one attempt makes the server book it once. In the
 * booking widget (`embedded`, a frame maybe on another site, without our cookies) a signed token of the
 * branch, fetched just before, stands in for the session's XSRF token (decision 040).
 */
export async function postBooking(
  slug: string,
  body: BookingRequest,
  idempotencyKey: string,
  embedded = false,
) {
  const headers: Record<string, string> = { 'Idempotency-Key': idempotencyKey }
  if (embedded) {
    const { token } = await apiClient.get<{ token: string }>(`${branchApi(slug)}/embed-token`)
    headers['X-Embed-Token'] = token
  }
  return apiClient.post<BookingResponse>(`${branchApi(slug)}/reservations`, body, {
    headers,
    ownCsrfProof: embedded,
  })
}

const reservationApi = (id: string) => `/api/v1/public/reservations/${encodeURIComponent(id)}`

/** The free times to move a reservation to: its own services, its own current time counted as free. */
export const rescheduleAvailabilityQuery = (
  id: string,
  token: string,
  worker: WorkerChoice,
  from: string,
  to: string,
) =>
  queryOptions({
    queryKey: ['reschedule-availability', id, String(worker), from, to],
    queryFn: () => {
      const query = new URLSearchParams({ token, worker_id: String(worker), from, to })
      return apiClient.get<AvailabilityResponse>(`${reservationApi(id)}/availability?${query}`)
    },
    staleTime: 30_000,
  })

export const publicReservationQuery = (id: string, token: string) =>
  queryOptions({
    queryKey: ['public-reservation', id, token],
    queryFn: () => apiClient.get<BookingResponse>(`${reservationApi(id)}?${new URLSearchParams({ token })}`),
    retry: false,
  })

export const reservationIcsUrl = (id: string, token: string) =>
  `${reservationApi(id)}/ics?${new URLSearchParams({ token })}`

export const cancelReservation = (id: string, token: string) =>
  apiClient.post<BookingResponse>(`${reservationApi(id)}/cancel`, { token })

export const rescheduleReservation = (id: string, body: CustomerRescheduleRequest) =>
  apiClient.post<BookingResponse>(`${reservationApi(id)}/reschedule`, body)
