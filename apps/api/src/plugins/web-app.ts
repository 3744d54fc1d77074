import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import { SESSION_COOKIE, serverMessage } from '@rezervo/shared'
import { signedOutDestination } from '@rezervo/shared/public-pages/signed-in-pages'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { pageLocale, withPageLanguage } from './locale'
import { branchCallPreload, pagePreloads } from './page-preloads'

/** Paths that only the API answers; anything else that a browser GETs is a client route of the SPA. */
const API_PREFIXES = ['/api/', '/sanctum/', '/email/']

/** Cache header of the files Vite fingerprints (everything under assets/): a new build has new names. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
export const EMBED_SCRIPT_CACHE = 'public, max-age=3600'

/**
 * What crawlers may read: the public pages (home, directory, branch pages), not the back office, the API
 * or the sign-in screens, which have nothing to index.
 */
export const ROBOTS_TXT = `User-agent: *
Disallow: /api/
Disallow: /dashboard
Disallow: /dev/
Disallow: /email/
Disallow: /sanctum/
Disallow: /login
Disallow: /register
Disallow: /forgot-password
Disallow: /reset-password
Allow: /
`

function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url
  return path === '/api' || API_PREFIXES.some((prefix) => path.startsWith(prefix))
}

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const accept = request.headers.accept ?? ''
  return accept === '' || accept.includes('text/html') || accept.includes('*/*')
}

/**
 * Serves the built web app (apps/web/dist) with an SPA fallback, and answers unknown API paths with
 * JSON 404. Without a build (API tests) every unknown path is a JSON 404.
 */
export interface WebAppOptions {
  distDir: string | undefined
  /** Server-rendered pages (the branch page); answers true when it sent the page. */
  renderPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>
}

export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const distDir =
    options.distDir && existsSync(join(options.distDir, 'index.html')) ? options.distDir : undefined

  const routeNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? request.url
    // A known path called with a method it does not answer: 405 with the methods it does (decision 073).
    const allowed = app.allowedMethods(path)
    if (allowed.length > 0) {
      const allow = allowed.join(', ')
      const params = { method: request.method, path, allow }
      return reply
        .status(405)
        .header('allow', allow)
        .send({
          message: serverMessage('methodNotAllowed', request.locale, params),
          code: 'method_not_allowed',
        })
    }
    return reply
      .status(404)
      .send({ message: serverMessage('routeNotFound', request.locale, { method: request.method, path }) })
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(ROBOTS_TXT),
  )

  if (distDir) {
    const preloads = pagePreloads(distDir)
    if (preloads.missingLightPages.length > 0)
      app.log.error(
        { missing: preloads.missingLightPages },
        'the web build lacks light pages (decision 050): their paths get the SPA, which cannot show them',
      )
    const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8')
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // A page's scripts, styles and images would log two lines each per visit (incoming, completed), which
      // in production buried the requests that matter; a failure to send one is still a warning or an error.
      logLevel: 'warn',
      // The build writes .br and .gz beside each hashed asset (apps/web/vite.config.ts): sent as they are,
      // with no compression work per request.
      preCompressed: true,
      // The send library's own header ('public, max-age=0') would overwrite the one set below.
      cacheControl: false,
      setHeaders(res, path) {
        // Which file is sent depends on Accept-Encoding, so caches must keep the variants apart.
        res.setHeader('vary', 'Accept-Encoding')
        if (path.includes('/assets/')) res.setHeader('cache-control', IMMUTABLE_CACHE)
        // The booking widget's loader keeps its address on businesses' sites: an hour, then revalidated.
        else if (/\/embed\.js(?:\.br|\.gz)?$/.test(path)) res.setHeader('cache-control', EMBED_SCRIPT_CACHE)
        else res.setHeader('cache-control', 'no-cache')
      },
    })
    // A route, not the not-found handler, so that the pages (the SPA's index.html, the server-rendered
    // branch page) are compressed like every other answer: the compression attaches itself to routes.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (isApiPath(request.url) || !wantsHtml(request)) return routeNotFound(request, reply)
      // A dashboard address visited with no session cookie at all is certainly signed out: straight to the
      // login (decision 057) instead of the SPA, whose guard would only send the browser there as a second
      // document. No database is asked; a cookie whose session has ended still gets the SPA and its guard.
      const signedOutTo =
        request.cookies?.[SESSION_COOKIE] === undefined ? signedOutDestination(request.url) : undefined
      if (signedOutTo) {
        // A ?lang= choice is remembered for the login as it is for any page (decision 042).
        pageLocale(request, reply)
        return reply.header('cache-control', 'no-store').header('vary', 'Cookie').redirect(signedOutTo, 302)
      }
      if (await options.renderPage?.(request, reply)) return reply
      // In the page's language from the first byte (?lang= on a first visit, else the remembered choice):
      // the SPA then starts in the same language (decision 042). A light page (the login, decision 050) is
      // its own HTML, with the same headers and language.
      const urlPath = request.url.split('?', 1)[0] ?? request.url
      const branchCall = branchCallPreload(urlPath)
      const pageHtml = preloads.htmlFor(urlPath) ?? indexHtml
      // The branch call first in the head: the booking page's heading waits for it (issue 16).
      const html = branchCall ? pageHtml.replace('<head>', `<head>${branchCall}`) : pageHtml
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .send(withPageLanguage(html, pageLocale(request, reply)))
    })
  }
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) =>
    routeNotFound(request, reply),
  )
})
