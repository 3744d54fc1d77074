import { formatPhone } from '@rezervo/shared/validation/phone'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { WithCurrentCompany } from '../companies/with-current-company'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { workersResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { buttonClasses } from '../ui/button'
import { RecordList } from '../ui/record-list'
import { ScreenHeader } from '../ui/screen-header'
import { Spinner } from '../ui/spinner'

/** The current company's workers. */
export function Component() {
  const { t } = useBackofficeTexts()
  return (
    <section>
      <ScreenHeader title={t('workers.title')}>
        <Link to={`${dashboardPaths.workers}/new`} className={buttonClasses()}>
          {t('workers.new')}
        </Link>
      </ScreenHeader>
      <WithCurrentCompany>{(companyId) => <WorkerList companyId={companyId} />}</WithCurrentCompany>
    </section>
  )
}

function WorkerList({ companyId }: { companyId: number }) {
  const { t } = useBackofficeTexts()
  const workers = useQuery(workersResource(companyId).rows())
  if (!workers.data) return <Spinner label="…" />
  if (workers.data.length === 0) return <p className="text-stone-700">{t('common.empty')}</p>
  return (
    <RecordList
      label={t('workers.title')}
      rows={workers.data.map((worker) => ({
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
      }))}
    />
  )
}
