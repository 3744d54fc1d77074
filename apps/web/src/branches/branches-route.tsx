import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { WithCurrentCompany } from '../companies/with-current-company'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { branchesResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { buttonClasses } from '../ui/button'
import { RecordList } from '../ui/record-list'
import { ScreenHeader } from '../ui/screen-header'
import { Spinner } from '../ui/spinner'

/** The current company's branches. */
export function Component() {
  const { t } = useBackofficeTexts()
  return (
    <section>
      <ScreenHeader title={t('branches.title')}>
        <Link to={`${dashboardPaths.branches}/new`} className={buttonClasses()}>
          {t('branches.new')}
        </Link>
      </ScreenHeader>
      <WithCurrentCompany>{(companyId) => <BranchList companyId={companyId} />}</WithCurrentCompany>
    </section>
  )
}

function BranchList({ companyId }: { companyId: number }) {
  const { t } = useBackofficeTexts()
  const branches = useQuery(branchesResource(companyId).rows())
  if (!branches.data) return <Spinner label="…" />
  if (branches.data.length === 0) return <p className="text-stone-700">{t('common.empty')}</p>
  return (
    <RecordList
      label={t('branches.title')}
      rows={branches.data.map((branch) => ({
        id: branch.id,
        to: `${dashboardPaths.branches}/${branch.id}`,
        title: branch.name,
        details: [branch.street, branch.city].filter(Boolean).join(', '),
        aside: branch.public_path,
      }))}
    />
  )
}
