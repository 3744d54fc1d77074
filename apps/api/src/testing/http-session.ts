import { XSRF_COOKIE } from '@rezervo/shared'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface HttpSessionOptions {
  /** Accept-Language of every call: English by default, as the texts are; '' sends none. */
  locale?: string
  /** The client's address (login lockouts and throttles count per address). */
  remoteAddress?: string
}

export interface SessionRequest {
  method?: Method
  url: string
  payload?: unknown
  headers?: Record<string, string>
  /** Send X-XSRF-TOKEN on a mutating request (default true; false to provoke 419). */
  csrf?: boolean
}

/**
 * A browser-like client over app.inject: keeps cookies between calls and, like the web app's API client,
 * fetches /sanctum/csrf-cookie before the first state-changing call and echoes XSRF-TOKEN in X-XSRF-TOKEN.
 */
export class HttpSession {
  readonly cookies = new Map<string, string>()

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: HttpSessionOptions = {},
  ) {}

  get xsrfToken(): string | undefined {
    return this.cookies.get(XSRF_COOKIE)
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async csrfCookie(): Promise<LightMyRequestResponse> {
    return this.request({ method: 'GET', url: '/sanctum/csrf-cookie' })
  }

  async request(options: SessionRequest): Promise<LightMyRequestResponse> {
    const method = options.method ?? 'GET'
    const mutating = method !== 'GET'
    if (mutating && options.csrf !== false && !this.xsrfToken) await this.csrfCookie()
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(this.options.locale === '' ? {} : { 'accept-language': this.options.locale ?? 'en' }),
      'x-requested-with': 'XMLHttpRequest',
      ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
      ...(mutating && options.csrf !== false && this.xsrfToken
        ? { 'x-xsrf-token': encodeURIComponent(this.xsrfToken) }
        : {}),
      ...options.headers,
    }
    const inject: InjectOptions = { method, url: options.url, headers }
    if (this.options.remoteAddress) inject.remoteAddress = this.options.remoteAddress
    if (options.payload !== undefined) inject.payload = options.payload as InjectOptions['payload']
    const response = await this.app.inject(inject)
    this.remember(response)
    return response
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, ...(headers ? { headers } : {}) })
  }

  post(url: string, payload?: unknown, options: Omit<SessionRequest, 'url' | 'payload' | 'method'> = {}) {
    return this.request({ method: 'POST', url, payload, ...options })
  }

  private remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name)
      else this.cookies.set(cookie.name, cookie.value)
    }
  }
}
