import type { Payment, PaymentInput, QrPayment } from '@rezervo/shared/schemas/payment'
import type {
  Attendance,
  CalendarFeed,
  ReservationCancelInput,
  ReservationCreateInput,
  ReservationDetail,
  ReservationUpdateInput,
} from '@rezervo/shared/schemas/reservation'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../../lib/api-client'
import { companyKey, companyPath, type DataAnswer, queryString } from '../../lib/company-resource'
import { ifMatchHeaders, withEtag } from '../../lib/record-version'

/** Everything cached about reservations of a company; every write invalidates it (calendar, list, detail). */
export const reservationsKey = (companyId: number) => companyKey(companyId, 'reservations')

export interface CalendarRange {
  branchId: number
  from: string
  to: string
}

/** GET …/reservations/calendar: the branch's workers with working time and every reservation in the dates. */
export const calendarFeedQueryOptions = (companyId: number, range: CalendarRange) =>
  queryOptions({
    queryKey: [...reservationsKey(companyId), 'calendar', range.branchId, range.from, range.to],
    queryFn: ({ signal }) =>
      apiClient
        .get<DataAnswer<CalendarFeed>>(
          companyPath(
            companyId,
            `/reservations/calendar${queryString({ branch_id: range.branchId, from: range.from, to: range.to })}`,
          ),
          { signal },
        )
        .then((answer) => answer.data),
  })

/** GET …/reservations/:id: with payments and history. */
export const reservationQueryOptions = (companyId: number, reservationId: number) =>
  queryOptions({
    queryKey: [...reservationsKey(companyId), 'detail', reservationId],
    queryFn: async ({ signal }) => {
      let etag: string | null = null
      const answer = await apiClient.get<DataAnswer<ReservationDetail>>(
        companyPath(companyId, `/reservations/${reservationId}`),
        { signal, onResponse: (response) => (etag = response.headers.get('etag')) },
      )
      return withEtag(answer.data, etag)
    },
    // The ETag hangs on the answer's object (lib/record-version.ts); structural sharing would copy it away.
    structuralSharing: false,
  })

/** GET …/reservations/:id/qr-payment: QR Platba for what is left to pay (409 when the company has no IBAN). */
export const qrPaymentQueryOptions = (companyId: number, reservationId: number) =>
  queryOptions({
    queryKey: [...reservationsKey(companyId), 'qr-payment', reservationId],
    retry: false,
    queryFn: ({ signal }) =>
      apiClient
        .get<DataAnswer<QrPayment>>(companyPath(companyId, `/reservations/${reservationId}/qr-payment`), {
          signal,
        })
        .then((answer) => answer.data),
  })

const reservationPath = (companyId: number, reservationId: number, suffix = '') =>
  companyPath(companyId, `/reservations/${reservationId}${suffix}`)

export const createReservation = (companyId: number, input: ReservationCreateInput) =>
  apiClient
    .post<DataAnswer<ReservationDetail>>(companyPath(companyId, '/reservations'), input)
    .then((answer) => answer.data)

/**
 * Move (starts_at), resize (ends_at), another worker or items, details; with the ETag of the reservation as it
 * was opened, a change someone else made meanwhile answers 412 instead of being overwritten (decision 027).
 */
export const updateReservation = (
  companyId: number,
  reservationId: number,
  input: ReservationUpdateInput,
  etag?: string,
) =>
  apiClient
    .request<DataAnswer<ReservationDetail>>(reservationPath(companyId, reservationId), {
      method: 'PATCH',
      body: input,
      headers: ifMatchHeaders(etag),
    })
    .then((answer) => answer.data)

/** With the ETag of the reservation as it was opened: one someone else changed meanwhile answers 412. */
export const cancelReservation = (
  companyId: number,
  reservationId: number,
  input: ReservationCancelInput,
  etag?: string,
) =>
  apiClient
    .request<DataAnswer<ReservationDetail>>(reservationPath(companyId, reservationId, '/cancel'), {
      method: 'POST',
      body: input,
      headers: ifMatchHeaders(etag),
    })
    .then((answer) => answer.data)

export const restoreReservation = (companyId: number, reservationId: number) =>
  apiClient
    .post<DataAnswer<ReservationDetail>>(reservationPath(companyId, reservationId, '/restore'))
    .then((answer) => answer.data)

export const setAttendance = (companyId: number, reservationId: number, attendance: Attendance | null) =>
  apiClient
    .request<DataAnswer<ReservationDetail>>(reservationPath(companyId, reservationId, '/attendance'), {
      method: 'PUT',
      body: { attendance },
    })
    .then((answer) => answer.data)

export const recordPayment = (companyId: number, reservationId: number, input: PaymentInput) =>
  apiClient
    .post<DataAnswer<Payment>>(reservationPath(companyId, reservationId, '/payments'), input)
    .then((answer) => answer.data)
