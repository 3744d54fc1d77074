import { authStatusSchema, forgotPasswordSchema, resetPasswordSchema, serverMessage } from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../http/openapi'
import type { AccountDeps } from './account-deps'
import { requestPasswordReset, resetPassword } from './password-reset-service'
import { invalidateSession } from './request-session'

export async function registerPasswordResetRoutes(app: FastifyInstance, deps: AccountDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>()

  typed.post(
    '/forgot-password',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Emails a password reset link (one request per email a minute, five per client address a minute: 429)',
        body: forgotPasswordSchema,
        response: { 200: authStatusSchema, ...errorResponses(419, 422, 429) },
      },
    },
    async (request, reply) => {
      const queueLink = await requestPasswordReset(deps, request.body.email, request.ip)
      // Queued once the answer has gone, so it takes as long as the answer to an unknown email (decision 063).
      reply.raw.once('finish', () => {
        queueLink().catch((error: unknown) =>
          request.log.error({ err: error }, 'queueing the password reset email failed'),
        )
      })
      return { status: serverMessage('resetLinkSent', request.locale) }
    },
  )

  typed.post(
    '/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sets a new password with an emailed token; signs the user out everywhere',
        body: resetPasswordSchema,
        response: { 200: authStatusSchema, ...errorResponses(419, 422) },
      },
    },
    async (request) => {
      const userId = await resetPassword(deps, request.body)
      // This request's own session was among those just ended; a guest session replaces it.
      if (request.session?.userId === userId) {
        await invalidateSession(deps, request)
        request.user = null
        request.authMethod = null
      }
      return { status: serverMessage('passwordReset', request.locale) }
    },
  )
}
