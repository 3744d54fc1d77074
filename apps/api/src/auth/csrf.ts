import type { FastifyRequest } from 'fastify'
import { HttpError } from '../http/errors'
import { secretsEqual } from './random-token'

/** Methods that change state; Laravel's VerifyCsrfToken lets only HEAD, GET and OPTIONS through. */
export const MUTATING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** X-CSRF-TOKEN as sent, else X-XSRF-TOKEN, which clients copy from the URL-encoded XSRF-TOKEN cookie. */
export function csrfTokenOfRequest(request: FastifyRequest): string | undefined {
  const plain = headerValue(request.headers['x-csrf-token'])
  if (plain) return plain
  const fromCookie = headerValue(request.headers['x-xsrf-token'])
  if (!fromCookie) return undefined
  try {
    return decodeURIComponent(fromCookie)
  } catch {
    return undefined
  }
}

/** 419 'CSRF token mismatch.' unless the request echoes its session's token. */
export function verifyCsrfToken(request: FastifyRequest): void {
  const sent = csrfTokenOfRequest(request)
  const expected = request.session?.csrfToken
  if (!sent || !expected || !secretsEqual(sent, expected)) throw new HttpError(419, 'csrfMismatch')
}
