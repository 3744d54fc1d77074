import {
  dataOf,
  emailChangeSchema,
  passwordChangeSchema,
  profileInputSchema,
  profileSchema,
} from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import type { AccountDeps } from '../auth'
import { requireUser, signedInUser } from '../auth'
import { errorResponses } from '../http/openapi'
import { changeEmail, changePassword, getProfile, updateProfile } from './service'

const tags = ['profile']

/**
 * The signed-in user's own settings. Not company-scoped, and open to an unverified user too: someone who
 * mistyped their email at sign-up must be able to correct it, or they could never verify.
 */
export async function registerProfileRoutes(app: FastifyInstance, appDeps: AppDeps) {
  const deps: AccountDeps = { ...appDeps, mail: app.mailDelivery }
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    '/api/v1/profile',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'My profile',
        response: { 200: dataOf(profileSchema), ...errorResponses(401) },
      },
    },
    async (request) => getProfile(deps, signedInUser(request).id),
  )
  typed.put(
    '/api/v1/profile',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Edit my name, phone and language',
        body: profileInputSchema,
        response: { 200: dataOf(profileSchema), ...errorResponses(401, 419, 422) },
      },
    },
    async (request) => updateProfile(deps, signedInUser(request).id, request.body),
  )
  typed.put(
    '/api/v1/profile/password',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Change my password; my other sessions are signed out',
        body: passwordChangeSchema,
        response: { 204: z.null().describe('No content'), ...errorResponses(401, 419, 422, 429) },
      },
    },
    async (request, reply) => {
      await changePassword(deps, request, signedInUser(request).id, request.body)
      return reply.status(204).send(null)
    },
  )
  typed.put(
    '/api/v1/profile/email',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Change my email; the new one must be verified again',
        body: emailChangeSchema,
        response: { 200: dataOf(profileSchema), ...errorResponses(401, 419, 422, 429) },
      },
    },
    async (request) => changeEmail(deps, signedInUser(request).id, request.body),
  )
}
