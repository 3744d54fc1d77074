import type { FastifyRequest } from 'fastify'
import type { AppDeps } from '../app-deps'
import { bearerTokenOf, mintAccessToken, revokeAccessToken, revokeAccessTokenById } from './access-tokens'
import { invalidateSession, regenerateSession } from './request-session'

// The session keeps the token minted at sign-in: its raw value exists nowhere else, and GET /api/user
// hands it to the web app, which keeps it as authUser.token (spec §3).
const ACCESS_TOKEN_KEY = 'accessToken'
const ACCESS_TOKEN_ID_KEY = 'accessTokenId'

/**
 * Signs the user in on this request: a new personal access token, and a new session id and CSRF token
 * (no session fixation). The response carries the new cookies.
 */
export async function signIn(deps: AppDeps, request: FastifyRequest, userId: number, remember: boolean) {
  // Signing in again over a signed-in session: the session's old token would outlive the session otherwise.
  const previousTokenId = request.session?.data[ACCESS_TOKEN_ID_KEY]
  if (typeof previousTokenId === 'number') await revokeAccessTokenById(deps.database.db, previousTokenId)
  const { id, token } = await mintAccessToken(deps.database.db, userId)
  await regenerateSession(deps, request, {
    userId,
    remember,
    data: { [ACCESS_TOKEN_KEY]: token, [ACCESS_TOKEN_ID_KEY]: id },
  })
}

/**
 * Revokes the request's access token and ends the user's session; a fresh guest session takes its place.
 * A bearer client's sign-out leaves a cookie session of somebody else alone.
 */
export async function signOut(deps: AppDeps, request: FastifyRequest) {
  const { db } = deps.database
  const bearer = request.authMethod === 'bearer' ? bearerTokenOf(request.headers.authorization) : undefined
  if (bearer) await revokeAccessToken(db, bearer)
  const session = request.session
  if (session?.userId && session.userId === request.user?.id) {
    const sessionTokenId = session.data[ACCESS_TOKEN_ID_KEY]
    if (typeof sessionTokenId === 'number') await revokeAccessTokenById(db, sessionTokenId)
    await invalidateSession(deps, request)
  }
  request.user = null
  request.authMethod = null
}

/** The raw access token minted when this session signed in; null for bearer requests and guests. */
export function sessionAccessToken(request: FastifyRequest): string | null {
  if (request.authMethod !== 'session') return null
  const token = request.session?.data[ACCESS_TOKEN_KEY]
  return typeof token === 'string' ? token : null
}
