import { XSRF_COOKIE } from '@rezervo/shared/constants'
import { ApiError, type FieldErrors, NetworkError } from './api-errors'
import { currentLocale } from './i18n'

/**
 * The one transport to the API (Laravel Sanctum's SPA contract): cookies, the XHR marker, the XSRF header and
 * the UI language on every call; a CSRF cookie before the first mutation and once more after a 419. A GET
 * never asks for the CSRF cookie, so the public pages (branch page, directory, availability) use the same
 * client without a bootstrap request. It only throws typed errors (ApiError, NetworkError) and never touches
 * the UI: screens decide what a failure shows (api-error-text.ts).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface ApiRequestOptions {
  method?: HttpMethod
  /** Sent as JSON. */
  body?: unknown
  /** A personal access token, sent as `Authorization: Bearer …` (email verification). */
  bearerToken?: string | null
  /** Headers of this one call, e.g. the Idempotency-Key of a booking (sent again on the 419 retry). */
  headers?: Record<string, string>
  signal?: AbortSignal
  /**
   * The call carries its own proof instead of the session's XSRF token (the booking widget's X-Embed-Token):
   * no CSRF cookie is fetched first, and a 419 is not retried.
   */
  ownCsrfProof?: boolean
  /** Reads the successful answer's headers (a record's ETag) before its body is returned. */
  onResponse?: (response: Response) => void
  /**
   * A GET sent with no headers of its own, exactly as the page's `<link rel="preload" as="fetch"
   * crossorigin="use-credentials">` sends it, so that Chromium hands the app the preloaded answer instead of
   * asking again (a preload is reused only when the request's headers match; issue 16).
   */
  preloadable?: boolean
}

export interface ApiClientOptions {
  /** The UI language for Accept-Language. */
  locale: () => string
  fetch?: typeof fetch
  /** The document's cookies (tests pass their own jar). */
  cookies?: () => string
}

export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie'
const CSRF_MISMATCH_STATUS = 419
const SAFE_METHODS = new Set<HttpMethod>(['GET'])

export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return undefined
}

export function createApiClient(options: ApiClientOptions) {
  const cookies = options.cookies ?? (() => globalThis.document?.cookie ?? '')
  const doFetch = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init)

  function headers(extra: ApiRequestOptions): Headers {
    if (extra.preloadable) return new Headers()
    const result = new Headers({
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': options.locale(),
    })
    const token = readCookie(cookies(), XSRF_COOKIE)
    if (token) result.set('X-XSRF-TOKEN', token)
    // A file (a photo) goes as it is, labelled with its own type; anything else as JSON.
    if (extra.body instanceof Blob) result.set('Content-Type', extra.body.type || 'application/octet-stream')
    else if (extra.body !== undefined) result.set('Content-Type', 'application/json')
    if (extra.bearerToken) result.set('Authorization', `Bearer ${extra.bearerToken}`)
    for (const [name, value] of Object.entries(extra.headers ?? {})) result.set(name, value)
    return result
  }

  async function send(path: string, request: ApiRequestOptions, phase: 'csrf' | 'request') {
    const method = request.method ?? 'GET'
    try {
      return await doFetch(path, {
        method,
        credentials: 'include',
        headers: headers(request),
        body:
          request.body === undefined || request.body instanceof Blob
            ? (request.body as Blob | undefined)
            : JSON.stringify(request.body),
        signal: request.signal,
      })
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error
      throw new NetworkError(phase, { cause: error })
    }
  }

  async function fetchCsrfCookie(signal?: AbortSignal): Promise<void> {
    const response = await send(CSRF_COOKIE_PATH, { signal }, 'csrf')
    if (!response.ok) throw await toApiError(response, 'csrf')
  }

  async function request<T>(path: string, request: ApiRequestOptions = {}): Promise<T> {
    const method = request.method ?? 'GET'
    const mutates = !SAFE_METHODS.has(method) && !request.ownCsrfProof
    if (mutates && !readCookie(cookies(), XSRF_COOKIE)) await fetchCsrfCookie(request.signal)
    let response = await send(path, request, 'request')
    if (mutates && response.status === CSRF_MISMATCH_STATUS) {
      // The session (and with it the token) expired or rotated: one fresh token, one retry, no loop.
      await fetchCsrfCookie(request.signal)
      response = await send(path, request, 'request')
    }
    if (!response.ok) throw await toApiError(response, 'request')
    request.onResponse?.(response)
    return (await readBody(response)) as T
  }

  return {
    request,
    fetchCsrfCookie,
    get: <T>(path: string, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...options, method: 'POST', body }),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (!text) return undefined
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

async function toApiError(response: Response, phase: 'csrf' | 'request'): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined)
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const message = typeof record.message === 'string' ? record.message : ''
  const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN)
  return new ApiError(
    response.status,
    message,
    fieldErrorsOf(record.errors),
    phase,
    body,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  )
}

function fieldErrorsOf(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null) return {}
  const result: FieldErrors = {}
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string',
    )
    if (list.length) result[field] = list
  }
  return result
}

/** The app's client: Accept-Language follows the UI language. */
export const apiClient = createApiClient({ locale: () => currentLocale() })
