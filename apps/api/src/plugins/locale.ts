import { DEFAULT_LOCALE, LOCALES, type Locale } from '@rezervo/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

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

export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', DEFAULT_LOCALE)
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE
  })
})
