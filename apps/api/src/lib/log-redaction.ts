import type { FastifyRequest } from 'fastify'

/**
 * Request URLs can carry secrets: the reset token in /password-reset/{token} and the signature of a
 * verification or cancellation link. Logs keep the path shape, never the secret.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/password-reset\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&](?:signature|token|hash)=)[^&#]*/g, '$1[redacted]')
}

export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
})

export const REDACTED_HEADERS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'req.headers["x-csrf-token"]',
]
