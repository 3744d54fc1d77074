import { useBackofficeTexts } from '../lib/backoffice-texts'
import { dashboardPaths } from '../lib/dashboard-paths'
import { RecordListScreen } from '../ui/record-form/record-list-screen'
import { RecordList } from '../ui/record-list'
import { useCurrentCompany } from './current-company'
import { NoCompany } from './with-current-company'

/** The user's companies; the current one is marked, another can be chosen or a new one created. */
export function Component() {
  const { t } = useBackofficeTexts()
  const { companies, companyId, isPending } = useCurrentCompany()
  return (
    <RecordListScreen
      title={t('companies.title')}
      listPath={dashboardPaths.companies}
      newLabel={t('companies.new')}
    >
      {() => (
        <>
          {!isPending && companies.length === 0 && <NoCompany />}
          <RecordList
            label={t('companies.title')}
            rows={companies.map((company) => ({
              id: company.id,
              to: `${dashboardPaths.companies}/${company.id}`,
              title: company.name,
              details: [company.cin && `${t('companies.cin')} ${company.cin}`, company.city]
                .filter(Boolean)
                .join(' · '),
              aside: company.id === companyId ? t('companies.current') : undefined,
            }))}
          />
        </>
      )}
    </RecordListScreen>
  )
}
