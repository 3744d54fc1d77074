import { cardSetupSchema, dataOf } from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { companyAccessOf } from '../http/company-access'
import { errorResponses } from '../http/openapi'
import { companyParams } from '../http/records'
import { receiveWebhook, startCardSetup } from './card-payments'

const tags = ['billing']

/** POST …/subscription/card-setup (company scope): the client secret for the provider's card form. */
export async function registerCardSetupRoutes(scope: FastifyInstance, deps: AppDeps) {
  scope.withTypeProvider<ZodTypeProvider>().post(
    '/subscription/card-setup',
    {
      config: { area: 'billing' },
      schema: {
        tags,
        summary:
          'Start saving a payment card: a SetupIntent’s client secret for the provider’s card form in the page (422 without provider keys, 503 when the provider does not answer)',
        params: companyParams,
        response: { 200: dataOf(cardSetupSchema), ...errorResponses(401, 403, 404, 419, 422, 503) },
      },
    },
    async (request) => startCardSetup(deps, companyAccessOf(request)),
  )
}

/**
 * POST /api/v1/billing/webhook: the payment provider's events. The body is read raw (the signature covers its
 * bytes), so this route has its own parsers; it carries no session and is authenticated by the signature alone.
 */
export async function registerBillingWebhookRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/billing/webhook',
      {
        config: { signedByCaller: true },
        schema: {
          tags,
          summary:
            'The payment provider’s webhook: verified by its signature header, stored before it is acted on (unique by event id), answered once stored; 400 for a bad signature',
          headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
          response: {
            200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
            ...errorResponses(400, 404),
          },
        },
      },
      async (request) =>
        receiveWebhook(
          deps,
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          request.headers['stripe-signature'],
          request.log,
        ),
    )
  })
}
