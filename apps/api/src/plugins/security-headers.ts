import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

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
 * - Strict-Transport-Security only on answers to HTTPS requests (behind a proxy: as TRUST_PROXY reports),
 *   so a plain-HTTP development server never pins a browser to HTTPS;
 * - the booking widget's pages (/embed/…) alone may be framed by any site (decision 040).
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

export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  await app.register(fastifyHelmet, {
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
    hsts: false,
  })
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') await reply.helmet({ hsts: HSTS })
  })
  const { cardFormPath } = options
  if (cardFormPath) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' || request.url.split('?')[0] !== cardFormPath) return payload
      const policy = reply.getHeader('content-security-policy')
      if (typeof policy === 'string') reply.header('content-security-policy', withCardFormSources(policy))
      return payload
    })
  }
  // The booking widget's pages (decision 040) are the one place any site may frame: CSP frame-ancestors *
  // and no X-Frame-Options (which cannot name "any site"). Every other answer keeps refusing to be framed.
  app.addHook('onSend', async (request, reply, payload) => {
    // The widget's loader is a script other sites load: its resource policy lets them.
    if (request.url.split('?', 1)[0] === '/embed.js')
      reply.header('cross-origin-resource-policy', 'cross-origin')
    if (!isEmbedPath(request.url)) return payload
    reply.removeHeader('x-frame-options')
    const policy = reply.getHeader('content-security-policy')
    if (typeof policy === 'string') {
      reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", 'frame-ancestors *'))
    }
    return payload
  })
})
