// The cookie helpers on request and reply come from @fastify/cookie, registered by the app.
import type {} from '@fastify/cookie'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@rezervo/shared'
import { LOCALE_COOKIE, LOCALE_QUERY_PARAM } from '@rezervo/shared/constants'
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import fp from 'fastify-plugin'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's answers: Accept-Language, else the signed-in user's, else Czech. */
    locale: Locale
  }
}

export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.find((p) => p.trim().startsWith('q='))
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1, index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    const base = tag.split('-')[0]
    if (isLocale(base)) return base
  }
  return undefined
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/**
 * The signed-in user's saved language is the second choice: it answers when Accept-Language names no
 * language we speak. Called by the authentication once it knows the user.
 */
export function adoptUserLocale(request: FastifyRequest, userLocale: string) {
  if (localeFromAcceptLanguage(request.headers['accept-language'])) return
  if (isLocale(userLocale)) request.locale = userLocale
}

/**
 * The language of a page the server sends (the SPA's index.html, the server-rendered branch page): ?lang=
 * (remembered in the cookie the SPA reads too, so the choice outlives the address), else the remembered
 * choice, else Czech. The same rule as the SPA's (decision 042); Accept-Language does not choose a page.
 */
export function pageLocale(request: FastifyRequest, reply: FastifyReply): Locale {
  const asked = (request.query as Record<string, unknown> | undefined)?.[LOCALE_QUERY_PARAM]
  if (isLocale(asked)) {
    reply.setCookie(LOCALE_COOKIE, asked, { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' })
    return asked
  }
  const remembered = request.cookies?.[LOCALE_COOKIE]
  return isLocale(remembered) ? remembered : DEFAULT_LOCALE
}

/** A page's HTML with its root element in `locale` (screen readers and hyphenation read it). */
export function withPageLanguage(html: string, locale: Locale): string {
  return html.replace(/<html lang="[^"]*"/, () => `<html lang="${locale}"`)
}

export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', DEFAULT_LOCALE)
  // A plain function: nothing is awaited, so no promise per request.
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE
    done()
  })
})
