import { useTranslation } from 'react-i18next'
import type { LinkComponent } from './plain-link'

/**
 * The word mark, linking home through the given link component (the router's, or a plain anchor on a light
 * page). On the narrowest phones (under 400 px) the name is read, not shown, so the header's language switch
 * and links keep their whole text beside the logo.
 */
export function BrandMark({ link: Link, to = '/' }: { link: LinkComponent; to?: string }) {
  const { t } = useTranslation()
  return (
    <Link
      to={to}
      className="inline-flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight"
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-amber-400 text-base font-black text-stone-900"
      >
        R
      </span>
      <span className="max-[399px]:sr-only">{t('appName')}</span>
    </Link>
  )
}
