import type { FastifyRequest } from 'fastify'
import type { AppDeps } from '../app-deps'
import { destroySession, type SessionInit, startSession } from './session-store'

/**
 * Replaces the request's session with a new id and CSRF token (Laravel's session()->regenerate(true)):
 * sign-in and registration call it, so an id planted before sign-in is worth nothing after it.
 */
export async function regenerateSession(deps: AppDeps, request: FastifyRequest, init: SessionInit) {
  const { db } = deps.database
  if (request.session) await destroySession(db, request.session)
  request.session = await startSession(db, deps.clock.now(), init)
}

/**
 * Ends the request's session and, when there was one, hands out a fresh guest session (Laravel's
 * session()->invalidate() and regenerateToken()), so the web app can go on without a new CSRF round trip.
 */
export async function invalidateSession(deps: AppDeps, request: FastifyRequest) {
  if (!request.session) return
  await destroySession(deps.database.db, request.session)
  request.session = await startSession(deps.database.db, deps.clock.now())
}
