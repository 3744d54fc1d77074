import {
  availabilityResponseSchema,
  rescheduleAvailabilityQuerySchema,
} from '@rezervo/shared/schemas/availability'
import {
  bookingResponseSchema,
  customerCancelRequestSchema,
  customerRescheduleRequestSchema,
  reservationTokenQuerySchema,
} from '@rezervo/shared/schemas/booking'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { errorResponses, fileResponse } from '../http/openapi'
import { pathId } from '../http/records'
import { ICS_CONTENT_TYPE, icsFilename } from '../messaging'
import { availabilityCacheOf } from './availability-cache'
import {
  cancelByCustomer,
  getCustomerReservation,
  getCustomerReservationIcs,
  getRescheduleAvailability,
  rescheduleByCustomer,
} from './customer-reservation-service'

const reservationParams = z.object({ id: pathId() })

/** The customer's own reservation, reached with the signed token of the confirmation email; no login. */
export async function registerCustomerReservationRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  // A cancelled or moved reservation frees (and takes) time: this process's next availability call already
  // sees it, before the reservation's notice arrives (decision 046).
  const availabilityCache = availabilityCacheOf(deps)
  const forgetAvailability = async <T>(_request: unknown, _reply: unknown, payload: T) => {
    availabilityCache.invalidate()
    return payload
  }
  typed.get(
    '/api/v1/public/reservations/:id',
    {
      schema: {
        tags: ['public'],
        summary: 'What the confirmation page shows; a wrong token answers 404',
        params: reservationParams,
        querystring: reservationTokenQuerySchema,
        response: { 200: bookingResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => getCustomerReservation(deps, request.params.id, request.query.token),
  )
  typed.get(
    '/api/v1/public/reservations/:id/ics',
    {
      schema: {
        tags: ['public'],
        summary: 'The reservation as an iCalendar file (add to calendar)',
        params: reservationParams,
        querystring: reservationTokenQuerySchema,
        response: {
          200: fileResponse(['text/calendar'], 'The reservation as an iCalendar event (RFC 5545)'),
          ...errorResponses(404, 422),
        },
      },
    },
    async (request, reply) => {
      const { details, ics } = await getCustomerReservationIcs(
        deps,
        request.params.id,
        request.query.token,
        request.locale,
      )
      return reply
        .header('content-type', ICS_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${icsFilename(details)}"`)
        .header('cache-control', 'private, no-store')
        .send(ics)
    },
  )
  typed.post(
    '/api/v1/public/reservations/:id/cancel',
    {
      onSend: forgetAvailability,
      schema: {
        tags: ['public'],
        summary: 'The customer cancels before the branch’s cancellation deadline',
        params: reservationParams,
        body: customerCancelRequestSchema,
        response: { 200: bookingResponseSchema, ...errorResponses(404, 409, 419, 422) },
      },
    },
    async (request) => {
      const answer = await cancelByCustomer(deps, request.params.id, request.body.token, request.locale)
      if (app.hasDecorator('mailDelivery')) app.mailDelivery.deliverSoon()
      return answer
    },
  )
  typed.get(
    '/api/v1/public/reservations/:id/availability',
    {
      schema: {
        tags: ['public'],
        summary:
          'Free times to move the reservation to: its own services, the same worker or anyone, its own time counted as free',
        params: reservationParams,
        querystring: rescheduleAvailabilityQuerySchema,
        response: { 200: availabilityResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => getRescheduleAvailability(deps, request.params.id, request.query),
  )
  typed.post(
    '/api/v1/public/reservations/:id/reschedule',
    {
      onSend: forgetAvailability,
      schema: {
        tags: ['public'],
        summary:
          'The customer moves the reservation to another free time (same services; same worker or anyone) before the branch’s deadline',
        params: reservationParams,
        body: customerRescheduleRequestSchema,
        response: { 200: bookingResponseSchema, ...errorResponses(404, 409, 419, 422) },
      },
    },
    async (request) => {
      const answer = await rescheduleByCustomer(deps, request.params.id, request.body, request.locale)
      if (app.hasDecorator('mailDelivery')) app.mailDelivery.deliverSoon()
      return answer
    },
  )
}
