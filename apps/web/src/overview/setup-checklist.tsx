import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { itemsResource, workersResource } from '../lib/company-resources'
import { OverviewPanel } from './overview-panel'
import { useOverviewTexts } from './overview-texts'
import { branchSetupSteps } from './setup-steps'

/**
 * Until the branch can take an online booking, the overview opens with what is missing, each step a link to
 * where it is done; once everything is done the card is gone.
 */
export function SetupChecklist({ companyId, branchId }: { companyId: number; branchId: number }) {
  const { t } = useOverviewTexts()
  const items = useQuery(itemsResource(companyId).rows())
  const workers = useQuery(workersResource(companyId).rows())
  if (!items.data || !workers.data) return null
  const steps = branchSetupSteps(branchId, items.data, workers.data)
  const done = steps.filter((step) => step.done).length
  if (done === steps.length) return null
  return (
    <OverviewPanel
      title={t('overview.setup.title')}
      action={
        <span className="text-sm text-stone-700">
          {t('overview.setup.progress', { done, total: steps.length })}
        </span>
      }
    >
      <p className="text-stone-700">{t('overview.setup.intro')}</p>
      <ol className="mt-3 grid gap-2">
        {steps.map((step, index) => (
          <li key={step.key} className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className={
                step.done
                  ? 'grid size-7 shrink-0 place-items-center rounded-full bg-emerald-600 text-sm font-bold text-white'
                  : 'grid size-7 shrink-0 place-items-center rounded-full border-2 border-stone-300 text-sm font-semibold text-stone-700'
              }
            >
              {step.done ? '✓' : index + 1}
            </span>
            {step.done ? (
              <span className="text-stone-600 line-through decoration-stone-400">
                {t(`overview.setup.${step.key}`)}
                <span className="sr-only"> ({t('overview.setup.done')})</span>
              </span>
            ) : (
              <Link to={step.to} className="min-h-11 content-center font-semibold text-stone-950 underline">
                {t(`overview.setup.${step.key}`)}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </OverviewPanel>
  )
}
