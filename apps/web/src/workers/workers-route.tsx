import { formatPhone } from '@rezervo/shared/validation/phone'
import { WithCurrentCompany } from '../companies'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { workersResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { QueriedRecordList, RecordListScreen } from '../ui/record-form/record-list-screen'

/** The current company's workers. */
export function Component() {
  const { t } = useBackofficeTexts()
  return (
    <RecordListScreen
      title={t('workers.title')}
      listPath={dashboardPaths.workers}
      newLabel={t('workers.new')}
      within={WithCurrentCompany}
    >
      {(companyId) => (
        <QueriedRecordList
          query={workersResource(companyId).rows()}
          label={t('workers.title')}
          row={(worker) => ({
            id: worker.id,
            to: `${dashboardPaths.workers}/${worker.id}`,
            title: (
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-3 rounded-full"
                  style={{ backgroundColor: worker.color }}
                />
                {worker.name}
              </span>
            ),
            details: worker.positions.join(', '),
            aside: [worker.email, worker.phone && formatPhone(worker.phone)].filter(Boolean).join(' · '),
          })}
        />
      )}
    </RecordListScreen>
  )
}
