import { SESSION_COOKIE } from '@rezervo/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import fp from 'fastify-plugin'
import type { AppDeps } from '../app-deps'
import { HttpError } from '../http/errors'
import { MUTATING_METHODS, verifyCsrfToken } from './csrf'
import { EMBED_TOKEN_HEADER, isValidEmbedToken } from './embed-token'
import { clearSessionCookies, writeSessionCookies } from './session-cookies'
import { type ActiveSession, loadSession } from './session-store'

export interface ProtectedRoute {
  method: string
  url: string
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route authenticates its caller by a signature over the body (a payment provider's webhook): no
     * browser session and so no CSRF token. The route must refuse an unsigned request itself.
     */
    signedByCaller?: boolean
    /**
     * A public booking call of the widget (route with a `:branchSlug`): an `X-Embed-Token` for that branch
     * stands in for the cookies and CSRF token a cross-site frame cannot keep; the call then runs without a
     * session. Without the header the ordinary CSRF check applies.
     */
    acceptsEmbedToken?: boolean
  }
  interface FastifyRequest {
    /** The session of the session cookie, or null; regenerate or invalidate it with request-session.ts. */
    session: ActiveSession | null
  }
  interface FastifyInstance {
    /** Every registered route that changes state and so demands a CSRF token (tests walk this list). */
    csrfProtectedRoutes: readonly ProtectedRoute[]
  }
}

export interface SessionPluginOptions {
  deps: AppDeps
  /**
   * Runs after the session is loaded and before the CSRF check. Answers true when the request carries its
   * own credentials (a valid bearer token): a browser never adds those on its own, so no CSRF token is due.
   */
  authenticate(request: FastifyRequest): Promise<boolean>
}

/**
 * Sanctum's cookie authentication for single-page apps: database sessions in the `rezervo_session` cookie,
 * the CSRF token in the `XSRF-TOKEN` cookie, and 419 for a state-changing request that does not echo it.
 * Register it before any route, so its onRoute hook sees them all.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, options: SessionPluginOptions) => {
  const { deps } = options
  const protectedRoutes: ProtectedRoute[] = []
  const embedCalls = new WeakSet<FastifyRequest>()
  app.decorate('csrfProtectedRoutes', protectedRoutes)
  app.decorateRequest('session', null)

  app.addHook('onRoute', (route) => {
    if (route.config?.signedByCaller) return
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) {
      if (MUTATING_METHODS.has(method)) protectedRoutes.push({ method, url: route.url })
    }
  })

  const loadRequestSession = async (request: FastifyRequest) => {
    request.session = await loadSession(deps.database.db, request.cookies[SESSION_COOKIE], deps.clock.now())
    const ownCredentials = await options.authenticate(request)
    const signedByCaller = request.routeOptions.config.signedByCaller === true
    if (!MUTATING_METHODS.has(request.method) || ownCredentials || signedByCaller) return
    const embedToken = request.headers[EMBED_TOKEN_HEADER]
    if (request.routeOptions.config.acceptsEmbedToken === true && embedToken !== undefined) {
      const branchSlug = (request.params as { branchSlug?: string }).branchSlug ?? ''
      const token = Array.isArray(embedToken) ? (embedToken[0] ?? '') : embedToken
      if (!isValidEmbedToken(deps.config.appSecret, branchSlug, token, deps.clock.now())) {
        throw new HttpError(419, 'csrfMismatch')
      }
      // The widget's call acts for nobody: a session the browser may still send is neither used nor touched.
      request.session = null
      embedCalls.add(request)
      return
    }
    verifyCsrfToken(request)
  }

  // A plain function, so that the many requests with nothing to do here (a read with no session cookie and
  // no bearer token: every public page and call) cost no promise; the others load the session as before.
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    // Unknown paths (and the web app's own pages) answer without a session, as Laravel's 404 does.
    if (request.is404) return done()
    const nothingToDo =
      !MUTATING_METHODS.has(request.method) &&
      request.cookies[SESSION_COOKIE] === undefined &&
      request.headers.authorization === undefined
    if (nothingToDo) return done()
    loadRequestSession(request).then(() => done(), done)
  })

  app.addHook('onSend', (request, reply, payload, done) => {
    if (embedCalls.has(request)) return done(null, payload)
    if (request.session) writeSessionCookies(request, reply, request.session, deps.clock.now())
    else if (request.cookies?.[SESSION_COOKIE] && !request.is404) clearSessionCookies(request, reply)
    done(null, payload)
  })
})
