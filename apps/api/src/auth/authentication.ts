import { DEFAULT_LOCALE } from '@rezervo/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { AppDeps } from '../app-deps'
import { adoptUserLocale, isLocale } from '../plugins/locale'
import { bearerTokenOf, userIdOfAccessToken } from './access-tokens'
import type { AuthenticatedUser } from './guards'
import { sessionPlugin } from './session-plugin'
import { findUserById, type UserRow } from './user-repository'

export function toAuthenticatedUser(row: UserRow): AuthenticatedUser {
  return {
    id: row.id,
    firstName: row.firstName,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    emailVerifiedAt: row.emailVerifiedAt,
  }
}

/**
 * Finds the request's user: a valid bearer token first (it then needs no CSRF token), else the session's
 * user. An unknown bearer token is ignored, so the request is judged by its cookies alone.
 */
function createRequestAuthenticator(deps: AppDeps) {
  const { db } = deps.database
  return async (request: FastifyRequest): Promise<boolean> => {
    const bearer = bearerTokenOf(request.headers.authorization)
    const tokenUserId = bearer ? await userIdOfAccessToken(db, bearer, deps.clock.now()) : undefined
    const userId = tokenUserId ?? request.session?.userId
    const row = userId ? await findUserById(db, userId) : undefined
    if (!row) return false
    request.user = toAuthenticatedUser(row)
    request.authMethod = tokenUserId ? 'bearer' : 'session'
    adoptUserLocale(request, row.locale)
    return request.authMethod === 'bearer'
  }
}

/** JSON and CSV: the answers that carry a user's data (pages and static files have their own rules). */
function isDataAnswer(contentType: unknown): boolean {
  return /^(application\/json|text\/csv)\b/.test(String(contentType ?? ''))
}

/**
 * Sessions, CSRF protection and bearer tokens in one registration: after it every request has
 * `request.session`, `request.user` and `request.authMethod` (see guards.ts).
 */
export const authenticationPlugin = fp(async (app: FastifyInstance, options: { deps: AppDeps }) => {
  app.decorateRequest('user', null)
  app.decorateRequest('authMethod', null)
  // What a signed-in user is answered (their bearer token in /api/user, customer lists, CSV exports) must not
  // stay in a browser's or a shared proxy's cache; a route that set its own Cache-Control keeps it.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.user && !reply.hasHeader('cache-control') && isDataAnswer(reply.getHeader('content-type')))
      reply.header('cache-control', 'no-store')
    done(null, payload)
  })
  await app.register(sessionPlugin, {
    deps: options.deps,
    authenticate: createRequestAuthenticator(options.deps),
  })
})
