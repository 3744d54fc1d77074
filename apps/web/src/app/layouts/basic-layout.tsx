import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router'
import { SkipLink } from '../../ui/skip-link'
import { Spinner } from '../../ui/spinner'
import { PublicHeader } from './public-header'

/** The frame of the public screens: a slim header with the way in for business owners. */
export function BasicLayout() {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader link={Link} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<Spinner label={t('loading')} className="p-6" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
