import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

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
 *   so a plain-HTTP development server never pins a browser to HTTPS.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
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
})
