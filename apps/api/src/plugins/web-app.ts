import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import { serverMessage } from '@rezervo/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/** Paths that only the API answers; anything else that a browser GETs is a client route of the SPA. */
const API_PREFIXES = ['/api/', '/sanctum/', '/email/']

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
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/, so it can be cached for good.
        if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable')
        else res.setHeader('cache-control', 'no-cache')
      },
    })
  }
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (distDir && !isApiPath(request.url) && wantsHtml(request)) {
      if (await options.renderPage?.(request, reply)) return reply
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    const path = request.url.split('?', 1)[0] ?? request.url
    return reply
      .status(404)
      .send({ message: serverMessage('routeNotFound', request.locale, { method: request.method, path }) })
  })
})
