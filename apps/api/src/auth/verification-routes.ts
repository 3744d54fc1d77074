import { authStatusSchema, serverMessage, verificationNotificationSchema } from '@rezervo/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { FieldValidationError } from '../http/errors'
import { errorResponses } from '../http/openapi'
import type { AccountDeps } from './account-deps'
import { resendVerificationEmail, verifyEmailLink } from './email-verification-service'

/** Laravel's throttle key: the signed-in user, else the client's address. */
const throttleKeyOf = (request: FastifyRequest) =>
  request.user ? `user:${request.user.id}` : `ip:${request.ip}`

export async function registerVerificationRoutes(app: FastifyInstance, deps: AccountDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>()

  typed.post(
    '/email/verification-notification',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Emails a new verification link to the given address, or to the signed-in user',
        description: 'Answers the same whether or not the address is registered.',
        // A signed-in user may send no body at all.
        body: z.preprocess((body) => body ?? {}, verificationNotificationSchema),
        response: { 200: authStatusSchema, ...errorResponses(419, 422, 429) },
      },
    },
    async (request) => {
      const email = request.body.email ?? request.user?.email
      if (!email) throw new FieldValidationError({ email: ['required'] })
      await resendVerificationEmail(deps, email, throttleKeyOf(request))
      return { status: serverMessage('verificationLinkSent', request.locale) }
    },
  )

  typed.get(
    '/email/verify/:id/:hash',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Verifies an email address with the signed link from the verification email',
        description: 'The link alone is enough: nobody needs to be signed in. Valid for one hour.',
        params: z.object({ id: z.string(), hash: z.string() }),
        querystring: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
        response: { 200: z.object({ message: z.string() }), ...errorResponses(403, 409, 429) },
      },
    },
    async (request) => {
      await verifyEmailLink(deps, { ...request.params, ...request.query }, throttleKeyOf(request))
      return { message: serverMessage('emailVerified', request.locale) }
    },
  )
}
