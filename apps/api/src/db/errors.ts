/** PostgreSQL error code of a failed query, looking through Drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

export function pgConstraintName(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint
    if (typeof constraint === 'string') return constraint
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

export const PG_UNIQUE_VIOLATION = '23505'
export const PG_EXCLUSION_VIOLATION = '23P01'
export const PG_FOREIGN_KEY_VIOLATION = '23503'

/** Node's socket errors of a connection refused, cut or never made (the server is down or unreachable). */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOENT', // PGlite's Unix socket gone
])

/**
 * SQLSTATEs of a server that is going or not there yet: 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up, recovering); class 08 is connection_exception.
 */
const UNAVAILABLE_SQLSTATE = /^(57P0[123]|08[0-9A-Z]{3})$/

/**
 * What node-postgres and pg-pool throw when the connection is gone rather than the statement wrong: the
 * texts are theirs (client.js, pg-pool's index.js), as they carry no code.
 */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end/i

/**
 * Whether the error says the database cannot be reached at the moment (decision 072), looking through
 * Drizzle's wrapper: the request then answers 503 with Retry-After instead of 500, and retrying later helps.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
      return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
