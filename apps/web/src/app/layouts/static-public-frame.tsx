import { LOCALE_QUERY_PARAM, LOCALES, type Locale } from '@rezervo/shared/constants'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { authPaths } from '../../auth'
import { BrandLogo } from '../../ui/brand-logo'
import { cn } from '../../ui/class-names'
import { SkipLink } from '../../ui/skip-link'

/**
 * The public frame of a server-rendered page: the same header as BasicLayout, but every control is a plain
 * link (the language is chosen with ?lang=), because the page ships no JavaScript.
 */
export function StaticPublicFrame({ path, children }: { path: string; children: ReactNode }) {
  const { t, i18n } = useTranslation()
  const current = i18n.language as Locale
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-2">
          <BrandLogo />
          <div className="flex items-center gap-2">
            <Link
              to={authPaths.login}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-stone-800 hover:bg-stone-100"
            >
              {t('forBusinesses')}
            </Link>
            <nav aria-label={t('language')} className="flex items-center gap-1">
              {LOCALES.map((locale) => (
                <a
                  key={locale}
                  href={`${path}?${LOCALE_QUERY_PARAM}=${locale}`}
                  hrefLang={locale}
                  lang={locale}
                  aria-label={t(`languages.${locale}`)}
                  title={t(`languages.${locale}`)}
                  aria-current={locale === current ? 'true' : undefined}
                  className={cn(
                    'inline-flex min-h-11 items-center rounded-lg px-2.5 text-sm font-medium',
                    locale === current ? 'bg-stone-900 text-white' : 'text-stone-700 hover:bg-stone-100',
                  )}
                >
                  {locale.toUpperCase()}
                </a>
              ))}
            </nav>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  )
}
