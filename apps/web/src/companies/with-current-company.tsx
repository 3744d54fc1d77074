import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { dashboardPaths } from '../lib/dashboard-paths'
import { Alert } from '../ui/alert'
import { buttonClasses } from '../ui/button'
import { Spinner } from '../ui/spinner'
import { useCompanySwitcherTexts } from './company-switcher-texts'
import { useCurrentCompany } from './current-company'

/** Renders a screen for the current company, or offers to create the first company when there is none. */
export function WithCurrentCompany({
  children,
  noCompany,
}: {
  children: (companyId: number) => ReactNode
  /** What a user without a company sees instead of the offer to create one (the overview's checklist). */
  noCompany?: ReactNode
}) {
  const { t } = useCompanySwitcherTexts()
  const { companyId, isPending, isError } = useCurrentCompany()
  if (isPending) return <Spinner label="…" />
  if (isError) return <Alert tone="error">{t('loadFailed')}</Alert>
  if (companyId === null) return noCompany ?? <NoCompany />
  return <>{children(companyId)}</>
}

export function NoCompany() {
  const { t } = useCompanySwitcherTexts()
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6">
      <h2 className="text-lg font-semibold">{t('noCompanyTitle')}</h2>
      <p className="mt-2 text-stone-700">{t('noCompanyText')}</p>
      <Link to={`${dashboardPaths.companies}/new`} className={`${buttonClasses()} mt-4`}>
        {t('createFirst')}
      </Link>
    </div>
  )
}
