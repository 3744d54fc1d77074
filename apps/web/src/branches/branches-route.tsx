import { WithCurrentCompany } from '../companies'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { branchesResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { QueriedRecordList, RecordListScreen } from '../ui/record-form/record-list-screen'

/** The current company's branches. */
export function Component() {
  const { t } = useBackofficeTexts()
  return (
    <RecordListScreen
      title={t('branches.title')}
      listPath={dashboardPaths.branches}
      newLabel={t('branches.new')}
      within={WithCurrentCompany}
    >
      {(companyId) => (
        <QueriedRecordList
          query={branchesResource(companyId).rows()}
          label={t('branches.title')}
          row={(branch) => ({
            id: branch.id,
            to: `${dashboardPaths.branches}/${branch.id}`,
            title: branch.name,
            details: [branch.street, branch.city].filter(Boolean).join(', '),
            aside: branch.public_path,
          })}
        />
      )}
    </RecordListScreen>
  )
}
