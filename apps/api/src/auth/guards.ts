import type { Locale } from '@rezervo/shared'
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../http/errors'

/**
 * Authentication for every route: `request.user` is set before any route runs, from the session cookie
 * or an `Authorization: Bearer` personal access token. Guard a route with a preHandler:
 *
 *   app.get('/api/v1/companies', { preHandler: requireVerifiedUser }, async (request) =>
 *     listCompanies(deps, signedInUser(request).id))
 *
 * CSRF needs nothing per route: every POST, PUT, PATCH and DELETE is checked before it runs.
 */

/** The signed-in business user as routes see it (never the password hash). */
export interface AuthenticatedUser {
  id: number
  firstName: string
  surname: string
  email: string
  phone: string | null
  locale: Locale
  emailVerifiedAt: Date | null
}

export type AuthMethod = 'session' | 'bearer'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    user: AuthenticatedUser | null
    /** How `user` was authenticated: the session cookie or a bearer token; null for a visitor. */
    authMethod: AuthMethod | null
  }
}

/** preHandler: 401 `{"message":"Unauthenticated."}` unless someone is signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new HttpError(401, 'unauthenticated')
}

/** preHandler: 401 as requireUser, then 409 'Your email address is not verified.' until it is verified. */
export async function requireVerifiedUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new HttpError(401, 'unauthenticated')
  if (!request.user.emailVerifiedAt) throw new HttpError(409, 'emailNotVerified')
}

/** The user of a request that passed requireUser; a 401 if the guard was forgotten, never a crash. */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new HttpError(401, 'unauthenticated')
  return request.user
}
