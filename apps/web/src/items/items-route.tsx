import { formatDuration } from '@rezervo/shared/format/duration'
import { formatCzk } from '@rezervo/shared/format/money'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { WithCurrentCompany } from '../companies'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { itemsResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { currentLocale } from '../lib/i18n'
import { RecordListScreen } from '../ui/record-form/record-list-screen'
import { RecordList } from '../ui/record-list'
import { Spinner } from '../ui/spinner'
import { TextField } from '../ui/text-field'
import { ItemCategoriesPanel } from './item-categories-panel'
import { WORKERS_ANCHOR } from './nobody-performs-notice'

/** The current company's services and their categories. */
export function Component() {
  const { t } = useBackofficeTexts()
  return (
    <RecordListScreen
      title={t('services.title')}
      listPath={dashboardPaths.services}
      newLabel={t('services.new')}
      within={WithCurrentCompany}
    >
      {(companyId) => (
        <div className="grid gap-6">
          <ItemList companyId={companyId} />
          <ItemCategoriesPanel companyId={companyId} />
        </div>
      )}
    </RecordListScreen>
  )
}

function ItemList({ companyId }: { companyId: number }) {
  const { t } = useBackofficeTexts()
  const items = useQuery(itemsResource(companyId).rows())
  const [search, setSearch] = useState('')
  if (!items.data) return <Spinner label="…" />
  const needle = search.trim().toLocaleLowerCase()
  const shown = items.data.filter((item) => item.name.toLocaleLowerCase().includes(needle))
  return (
    <div className="grid gap-3">
      <TextField
        label={t('common.search')}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {shown.length === 0 && <p className="text-stone-700">{t('common.empty')}</p>}
      <RecordList
        label={t('services.title')}
        rows={shown.map((item) => {
          const nobody = item.worker_ids.length === 0
          return {
            id: item.id,
            // A service no one performs opens at its workers, to assign them.
            to: `${dashboardPaths.services}/${item.id}${nobody ? `#${WORKERS_ANCHOR}` : ''}`,
            title: item.name,
            details: (
              <>
                {formatDuration(item.duration_minutes, currentLocale())} ·{' '}
                {formatCzk(item.price_czk, currentLocale())}
                {nobody && (
                  <span className="mt-1 block font-medium text-amber-900">
                    ⚠ {t('services.nobody')} –{' '}
                    <span className="underline">{t('services.assignWorkers')}</span>
                  </span>
                )}
              </>
            ),
            aside: item.active ? undefined : t('services.inactive'),
          }
        })}
      />
    </div>
  )
}
