import { useTranslation } from 'react-i18next'
import { authPaths, useAuthUser } from '../../auth'
import { dashboardPaths } from '../../lib/dashboard-paths'
import { BrandMark } from '../../ui/brand-mark'
import { LanguageSwitch } from '../../ui/language-switch'
import type { LinkComponent } from '../../ui/plain-link'

/**
 * The slim header of the public screens with the way in for business owners. Its links are the router's in the
 * SPA (BasicLayout) and plain anchors on the light booking page (PlainLink, decision 052), which has no router.
 */
export function PublicHeader({ link: Link }: { link: LinkComponent }) {
  const { t } = useTranslation()
  const user = useAuthUser()
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-2">
        <BrandMark link={Link} />
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
  )
}
