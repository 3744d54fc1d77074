import {
  dataOf,
  reservationAttendanceSchema,
  reservationCancelSchema,
  reservationDetailSchema,
} from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../app-deps'
import { companyAccessOf } from '../http/company-access'
import { writeErrors } from '../http/openapi'
import { reservationParams, reservationRecord, tags } from './routes'
import { cancelReservation, restoreReservation, setAttendance } from './status-service'

/** Cancel, restore and attendance of a reservation (company scope). */
export async function registerReservationStatusRoutes(scope: FastifyInstance, deps: AppDeps) {
  const typed = scope.withTypeProvider<ZodTypeProvider>()
  const response = { 200: dataOf(reservationDetailSchema), ...writeErrors }
  const record = reservationRecord(deps)
  typed.post(
    '/reservations/:reservationId/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel (by the business), optionally telling the customer by SMS and email',
        params: reservationParams,
        body: reservationCancelSchema,
        response,
      },
      config: { area: 'reservations', record },
    },
    async (request) => {
      const cancelled = await cancelReservation(
        deps,
        companyAccessOf(request),
        request.params.reservationId,
        request.body,
      )
      // The customer's SMS and email were queued with the cancellation; send them now, not at the next poll.
      if (scope.hasDecorator('mailDelivery')) scope.mailDelivery.deliverSoon()
      return cancelled
    },
  )
  typed.post(
    '/reservations/:reservationId/restore',
    {
      schema: {
        tags,
        summary: 'Undo a cancellation; 409 reservation_clash when the time was taken meanwhile',
        params: reservationParams,
        response,
      },
      config: { area: 'reservations', record },
    },
    async (request) => restoreReservation(deps, companyAccessOf(request), request.params.reservationId),
  )
  typed.put(
    '/reservations/:reservationId/attendance',
    {
      schema: {
        tags,
        summary: 'Mark arrived or no-show; null clears it',
        params: reservationParams,
        body: reservationAttendanceSchema,
        response,
      },
      config: { area: 'reservations', record },
    },
    async (request) =>
      setAttendance(deps, companyAccessOf(request), request.params.reservationId, request.body.attendance),
  )
}
