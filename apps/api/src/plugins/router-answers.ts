import { DEFAULT_LOCALE, serverMessage } from '@rezervo/shared'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { localeFromAcceptLanguage } from './locale'

/**
 * The longest path parameter the router takes (decision 073). It matches the longest one the document
 * declares (an invitation's `token`, up to 200 characters): below Fastify's default of 100, a valid token was
 * refused before its route was found.
 */
export const MAX_PATH_PARAM_LENGTH = 200

const FRAMEWORK_ANSWERS: Record<string, { status: number; key: 'uriTooLong' | 'badUrl'; code: string }> = {
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, key: 'uriTooLong', code: 'uri_too_long' },
  FST_ERR_BAD_URL: { status: 400, key: 'badUrl', code: 'bad_url' },
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (a path parameter over
 * the limit, a malformed escape). The app's own `{message, code}` body in the request's language, never
 * Fastify's, which echoed the path back (decision 073).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE
  const known = error.code ? FRAMEWORK_ANSWERS[error.code] : undefined
  if (!known) {
    request.log.error({ err: error }, 'router failure')
    return reply.status(500).send({ message: serverMessage('serverError', locale) })
  }
  return reply
    .status(known.status)
    .type('application/json; charset=utf-8')
    .send({ message: serverMessage(known.key, locale), code: known.code })
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route answers on this concrete path ('/api/v1/companies/1'); none for an unknown path. */
    allowedMethods(path: string): string[]
  }
}

/** '/api/v1/companies/:companyId/items/*' as a pattern of whole concrete paths. */
function pathPattern(url: string): RegExp {
  const pattern = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*'
      if (segment.startsWith(':')) return '[^/]+'
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  return new RegExp(`^${pattern}$`)
}

/**
 * Knows every route's path and methods, so that a known path called with another method answers 405 with
 * `Allow` rather than 404 (decision 073). The web app's catch-all GET (`/*`) is no route of the API: it is left
 * out, so a GET of a POST-only API path is a 405 too.
 */
export const allowedMethodsPlugin = fp(async (app: FastifyInstance) => {
  const routes: { pattern: RegExp; methods: string[] }[] = []
  app.addHook('onRoute', (route) => {
    if (route.url === '/*') return
    routes.push({ pattern: pathPattern(route.url), methods: [route.method].flat() })
  })
  app.decorate('allowedMethods', (path: string) => {
    const methods = new Set(
      routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods),
    )
    return [...methods].sort()
  })
})
