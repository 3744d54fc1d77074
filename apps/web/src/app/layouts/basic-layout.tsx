import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router'
import { authPaths, useAuthUser } from '../../auth'
import { dashboardPaths } from '../../lib/dashboard-paths'
import { BrandLogo } from '../../ui/brand-logo'
import { LanguageSwitch } from '../../ui/language-switch'
import { SkipLink } from '../../ui/skip-link'
import { Spinner } from '../../ui/spinner'

/** The frame of the public screens: a slim header with the way in for business owners. */
export function BasicLayout() {
  const { t } = useTranslation()
  const user = useAuthUser()
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-2">
          <BrandLogo />
          <div className="flex items-center gap-2">
            <Link
              to={user ? dashboardPaths.overview : authPaths.login}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-stone-800 hover:bg-stone-100"
            >
              {user ? t('dashboard') : t('forBusinesses')}
            </Link>
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<Spinner label={t('loading')} className="p-6" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
