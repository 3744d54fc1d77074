import { authUserSchema, loginSchema, registerSchema } from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { errorResponses } from '../http/openapi'
import type { AccountDeps } from './account-deps'
import { currentUser } from './current-user'
import { requireUser, signedInUser } from './guards'
import { checkCredentials } from './login-service'
import { registerPasswordResetRoutes } from './password-reset-routes'
import { registerUser } from './registration-service'
import { sessionAccessToken, signIn, signOut } from './sign-in'
import { registerVerificationRoutes } from './verification-routes'

export const noContent = z.undefined().describe('No content')

/** The accounts calls of spec §7, as Laravel Sanctum and Breeze answer them. */
export async function registerAccountRoutes(app: FastifyInstance, appDeps: AppDeps) {
  const deps: AccountDeps = { ...appDeps, mail: app.mailDelivery }
  const typed = app.withTypeProvider<ZodTypeProvider>()

  typed.post(
    '/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Creates an account, signs it in and emails a verification link',
        body: registerSchema,
        response: { 204: noContent, ...errorResponses(419, 422) },
      },
    },
    async (request, reply) => {
      const userId = await registerUser(deps, request.body, request.locale)
      await signIn(deps, request, userId, false)
      return reply.status(204).send()
    },
  )

  typed.post(
    '/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Signs in with email and password: a new session and access token',
        body: loginSchema,
        // The lockout answers in the 422 shape, with the wait under errors.email (Laravel Breeze).
        response: { 204: noContent, ...errorResponses(419, 422), 429: errorResponses(422)[422]! },
      },
    },
    async (request, reply) => {
      const userId = await checkCredentials(deps, request.body, request.ip)
      await signIn(deps, request, userId, request.body.remember ?? false)
      return reply.status(204).send()
    },
  )

  typed.post(
    '/logout',
    {
      preHandler: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Signs out: ends the session and revokes the access token',
        response: { 204: noContent, ...errorResponses(401, 419) },
      },
    },
    async (request, reply) => {
      await signOut(deps, request)
      return reply.status(204).send()
    },
  )

  typed.get(
    '/api/user',
    {
      preHandler: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user',
        response: { 200: authUserSchema, ...errorResponses(401) },
      },
    },
    async (request) => currentUser(deps, signedInUser(request).id, sessionAccessToken(request)),
  )

  await registerPasswordResetRoutes(app, deps)
  await registerVerificationRoutes(app, deps)
}
