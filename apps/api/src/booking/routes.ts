import { availabilityQuerySchema, availabilityResponseSchema } from '@rezervo/shared/schemas/availability'
import { bookingRequestSchema, bookingResponseSchema } from '@rezervo/shared/schemas/booking'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { signEmbedToken } from '../auth'
import { AVAILABILITY_CHANNEL } from '../db/listen'
import { sendCachedAnswer } from '../http/cached-answer'
import { FieldValidationError, HttpError } from '../http/errors'
import { errorResponses } from '../http/openapi'
import { countBooking } from '../lib/metrics'
import { availabilityCacheOf } from './availability-cache'
import { getAvailability } from './availability-service'
import { createOnlineBooking } from './booking-service'
import { idempotencyKeyOf } from './idempotency'

const branchParams = z.object({ branchSlug: z.string().min(1).max(100) })

/** The public booking page's calls: free times and the booking itself; no login. */
export async function registerBookingRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const availabilityCache = availabilityCacheOf(deps)
  // Any process's write of what availability reads fires a trigger's NOTIFY (migration 0019); this one hears it.
  const stopListening = await deps.database.listen(
    AVAILABILITY_CHANNEL,
    availabilityCache.onNotice,
    availabilityCache.setListening,
  )
  app.addHook('onClose', async () => {
    availabilityCache.setListening(false)
    await stopListening()
  })
  typed.get(
    '/api/v1/branches/slug/:branchSlug/availability',
    {
      // The answer carries its own compressed forms (sendCachedAnswer): the plugin has nothing to do here.
      compress: false,
      schema: {
        tags: ['public'],
        summary: 'Free start times for the chosen items and a worker or anyone, day by day (at most 62 days)',
        params: branchParams,
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request, typedReply) => {
      const answer = await getAvailability(deps, request.params.branchSlug, request.query)
      // Kept serialized and compressed (decisions 045, 046), so it goes out as it is, past the typed
      // serializer and the compression plugin, with its ETag.
      const reply = typedReply as unknown as FastifyReply
      return sendCachedAnswer(request, reply, answer, 'application/json; charset=utf-8')
    },
  )
  typed.get(
    '/api/v1/branches/slug/:branchSlug/embed-token',
    {
      schema: {
        tags: ['public'],
        summary:
          'The booking widget’s token: send it as X-Embed-Token to book at this branch from a frame on another site',
        description:
          'A frame on another site has no session or XSRF cookies; this signed token (valid 2 hours, for this branch, for booking only) stands in for them.',
        params: branchParams,
        response: { 200: z.object({ token: z.string(), expires_at: z.string() }) },
      },
    },
    async (request, reply) => {
      const { token, expiresAt } = signEmbedToken(
        deps.config.appSecret,
        request.params.branchSlug,
        deps.clock.now(),
      )
      reply.header('cache-control', 'no-store')
      return { token, expires_at: expiresAt.toISOString() }
    },
  )
  typed.post(
    '/api/v1/branches/slug/:branchSlug/reservations',
    {
      config: { acceptsEmbedToken: true },
      // The customer's next look at the branch's times, in this process, already misses the cache; other
      // processes forget them on the reservation's notice. The booking has committed or failed by now.
      onSend: async (request, _reply, payload) => {
        availabilityCache.forgetBranch(request.params.branchSlug)
        return payload
      },
      // Refusals by reason for the metrics (decision 066): a form's field errors too, found before the handler.
      onError: async (_request, _reply, error) => {
        countBooking({ outcome: 'refused', reason: refusalReason(error) })
      },
      schema: {
        tags: ['public'],
        summary: 'Book online; send an Idempotency-Key header to make a repeated submit book once',
        params: branchParams,
        body: bookingRequestSchema,
        response: { 201: bookingResponseSchema, ...errorResponses(404, 409, 419, 422, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await createOnlineBooking(deps, request.params.branchSlug, request.body, {
        ip: request.ip,
        idempotencyKey: idempotencyKeyOf(request.headers['idempotency-key']),
        locale: request.locale,
      })
      countBooking({ outcome: outcome.replayed ? 'replayed' : 'booked' })
      if (outcome.replayed) reply.header('idempotent-replayed', 'true')
      else if (app.hasDecorator('mailDelivery')) app.mailDelivery.deliverSoon()
      // Only bookings are stored under a key, so a replay is a 201 as well.
      return reply.status(201).send(outcome.body as z.infer<typeof bookingResponseSchema>)
    },
  )
}

/**
 * Registered in the company scope: an owner's write there (a reservation, an absence, hours, a worker, an
 * item, the branch) forgets this process's availability answers before its answer leaves, so the owner's
 * next look at the booking page already shows it; other processes forget theirs on the write's notice.
 */
export async function forgetAvailabilityOnCompanyWrites(scope: FastifyInstance, deps: AppDeps) {
  const availabilityCache = availabilityCacheOf(deps)
  scope.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') availabilityCache.invalidate()
    return payload
  })
}

/**
 * A refused booking's reason as the metrics count it: the error's code or message key (bookingSlotUnavailable,
 * booking_overlaps_own), or its kind.
 */
function refusalReason(error: Error & { validation?: unknown; statusCode?: number }): string {
  if (error instanceof HttpError) return error.code ?? error.messageKey
  if (error instanceof FieldValidationError || error.validation) return 'invalid_form'
  return error.statusCode && error.statusCode < 500 ? `status_${error.statusCode}` : 'server_error'
}
