import type { CookieSerializeOptions } from '@fastify/cookie'
import { SESSION_COOKIE, XSRF_COOKIE } from '@rezervo/shared'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ActiveSession } from './session-store'

function cookieOptions(request: FastifyRequest, maxAgeSeconds: number): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', secure: request.protocol === 'https', maxAge: maxAgeSeconds }
}

/**
 * The HttpOnly session cookie and the script-readable XSRF-TOKEN cookie, both lasting as long as the
 * session may stay idle; sent with every answer, so the browser's expiry slides with the server's.
 */
export function writeSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: ActiveSession,
  now: Date,
) {
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000))
  reply.setCookie(SESSION_COOKIE, session.id, { ...cookieOptions(request, maxAge), httpOnly: true })
  reply.setCookie(XSRF_COOKIE, session.csrfToken, { ...cookieOptions(request, maxAge), httpOnly: false })
}

/** Tells the browser to drop cookies of a session that has ended or expired. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { ...cookieOptions(request, 0), httpOnly: true })
  reply.clearCookie(XSRF_COOKIE, { ...cookieOptions(request, 0), httpOnly: false })
}
