import { Link } from 'react-router'
import { dashboardPaths } from '../lib/dashboard-paths'
import { useCompanySwitcherTexts } from './company-switcher-texts'
import { useCurrentCompany } from './current-company'

/** The header's company switcher: every back-office screen and call works within the chosen company. */
export function CompanySwitcher() {
  const { t } = useCompanySwitcherTexts()
  const { companyId, companies, isPending, select } = useCurrentCompany()
  if (isPending) return <div className="min-w-0 flex-1" />
  if (companies.length === 0) {
    return (
      <div className="flex min-w-0 flex-1 justify-end sm:justify-start">
        <Link
          to={`${dashboardPaths.companies}/new`}
          className="truncate rounded-lg px-2 py-2 text-sm font-semibold text-stone-900 underline"
        >
          {t('createFirst')}
        </Link>
      </div>
    )
  }
  return (
    <div className="min-w-0 flex-1">
      <label className="sr-only" htmlFor="company-switcher">
        {t('label')}
      </label>
      <select
        id="company-switcher"
        value={companyId ?? ''}
        onChange={(event) => select(Number(event.target.value))}
        className="min-h-11 w-full max-w-64 truncate rounded-lg border border-stone-300 bg-white px-2 text-sm font-medium"
      >
        {companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </select>
    </div>
  )
}
