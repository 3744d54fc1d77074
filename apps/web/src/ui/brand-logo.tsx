import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** The word mark, linking home. */
export function BrandLogo({ to = '/' }: { to?: string }) {
  const { t } = useTranslation()
  return (
    <Link to={to} className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight">
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-amber-400 text-base font-black text-stone-900"
      >
        R
      </span>
      {t('appName')}
    </Link>
  )
}
