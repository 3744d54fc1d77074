import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

/** The booking widget's pages: /embed/{branch slug} and what follows it (its confirmation). */
export function isEmbedPath(url: string): boolean {
  return /^\/embed\/[^/?#]+(?:\/[^?#]*)?(?:[?#].*)?$/.test(url)
}

/** A year, with subdomains: what HSTS preload lists ask for; sent only over HTTPS. */
const HSTS = { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }

/**
 * The security headers of every answer (HTML pages, the server-rendered branch page, the API, files), set by
 * helmet (decision 021):
 * - Content-Security-Policy: scripts, styles, fonts and calls only from our origin, no inline script
 *   (the SPA's index.html and the branch page have none); inline styles allowed for the dialogs' scroll lock, photos also from data:, blob: (previews) and https: (a photo may be an address
 *   elsewhere), nothing may frame a page (frame-ancestors 'none', and X-Frame-Options DENY for old browsers);
 * - X-Content-Type-Options: nosniff, Referrer-Policy: strict-origin-when-cross-origin, and helmet's other defaults;
 * - Permissions-Policy: no camera, microphone, location, payment… for any page, frame or script (decision 063);
 * - Strict-Transport-Security only on answers to HTTPS requests (behind a proxy: as TRUST_PROXY reports),
 *   so a plain-HTTP development server never pins a browser to HTTPS;
 * - the booking widget's pages (/embed/…) alone may be framed by any site (decision 040).
 * Helmet builds each set of headers once, when the app starts, not per request (decision 045): an answer
 * takes a ready list, which made the security headers of a cached answer nearly free.
 */
/** What Stripe's card form (Stripe.js and its frames) needs, added on the card form's page only (decision 034). */
const CARD_FORM_SOURCES: Record<string, string[]> = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
}

/** The policy with the card form's sources added to their directives (frame-src is new: default-src covered it). */
export function withCardFormSources(policy: string): string {
  const directives = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
  for (const [name, sources] of Object.entries(CARD_FORM_SOURCES)) {
    const index = directives.findIndex((directive) => directive.split(/\s+/)[0] === name)
    if (index >= 0) directives[index] = `${directives[index]} ${sources.join(' ')}`
    else directives.push(`${name} 'self' ${sources.join(' ')}`)
  }
  return directives.join(';')
}

export interface SecurityHeadersOptions {
  /**
   * The page of the payment provider's card form (shared CARD_FORM_PATH), when a provider is configured: its
   * HTML alone lets the provider's script, frames and calls in; every other page keeps the strict policy.
   */
  cardFormPath?: string
}

/** Helmet's options, with HSTS only for answers to HTTPS requests. */
const helmetOptions = (hsts: false | typeof HSTS): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      // Inline styles, never scripts: Radix dialogs lock scrolling with a <style> element they write at run
      // time (react-remove-scroll-bar; its content varies with the scrollbar's width, so no fixed hash).
      styleSrc: ["'self'", "'unsafe-inline'"],
    },
  },
  frameguard: { action: 'deny' },
  // The browser's own default: the full address within our origin (the app remembers the page a visitor came
  // from, e.g. the server-rendered branch page, through document.referrer), only the origin elsewhere.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  hsts,
})

/**
 * Permissions-Policy (helmet has none): the app uses no camera, microphone, location, sensors, USB or payment
 * request, so no page of ours, nor a frame or a script inside one, may ask for them. Copying to the clipboard
 * (the booking widget's code) is not a policy feature.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ')
/** The card form: the payment provider's frames may use the Payment Request API (wallets). */
const CARD_FORM_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace(
  'payment=()',
  'payment=(self "https://js.stripe.com")',
)

type HeaderList = readonly (readonly [name: string, value: string])[]

/** The headers helmet sets with `options`, read once from a stand-in response. */
function helmetHeaders(options: HelmetOptions): Map<string, string> {
  const headers = new Map<string, string>()
  const response = {
    setHeader(name: string, value: string) {
      headers.set(name.toLowerCase(), String(value))
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase())
    },
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return headers
}

/** Which of the precomputed sets an answer takes: by scheme, and by what its path is. */
export type SecurityHeaderCase = 'page' | 'embed' | 'embedScript' | 'cardForm'

/**
 * Every set of security headers an answer can take, built once: plain HTTP or HTTPS (with HSTS), times
 * the ordinary answer, the widget's pages (frameable by any site), its loader script (loadable by any site)
 * and the card form (the payment provider's sources in its CSP).
 */
export function securityHeaderSets(cardFormPath?: string) {
  const sets = new Map<string, HeaderList>()
  for (const https of [false, true]) {
    const base = helmetHeaders(helmetOptions(https ? HSTS : false))
    base.set('permissions-policy', PERMISSIONS_POLICY)
    const policy = base.get('content-security-policy') ?? ''
    const variants: Record<SecurityHeaderCase, Map<string, string>> = {
      page: base,
      embed: new Map(base),
      embedScript: new Map(base).set('cross-origin-resource-policy', 'cross-origin'),
      cardForm: new Map(base)
        .set('content-security-policy', withCardFormSources(policy))
        .set('permissions-policy', CARD_FORM_PERMISSIONS_POLICY),
    }
    variants.embed.delete('x-frame-options')
    variants.embed.set(
      'content-security-policy',
      policy.replace("frame-ancestors 'none'", 'frame-ancestors *'),
    )
    if (!cardFormPath) variants.cardForm = base
    for (const [name, headers] of Object.entries(variants)) sets.set(`${https}:${name}`, [...headers])
  }
  return (https: boolean, kind: SecurityHeaderCase): HeaderList => sets.get(`${https}:${kind}`) ?? []
}

/** Which headers a request's answer takes (see securityHeaderSets). */
export function securityHeaderCase(method: string, url: string, cardFormPath?: string): SecurityHeaderCase {
  const path = url.split('?', 1)[0]
  // The widget's loader is a script other sites load: its resource policy lets them.
  if (path === '/embed.js') return 'embedScript'
  if (isEmbedPath(url)) return 'embed'
  if (cardFormPath && method === 'GET' && path === cardFormPath) return 'cardForm'
  return 'page'
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const { cardFormPath } = options
  const headersFor = securityHeaderSets(cardFormPath)
  // On every request, 404s and errors included; a plain function, not an async one: nothing is awaited.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const kind = securityHeaderCase(request.method, request.url, cardFormPath)
    for (const [name, value] of headersFor(request.protocol === 'https', kind)) reply.header(name, value)
    done()
  })
})
