import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { useAuthUser } from '../auth'
import { Button } from '../ui/button'
import { ShareLink } from './booking-page-link'
import { OverviewPanel } from './overview-panel'
import { setupQueryOptions } from './overview-queries'
import { useOverviewTexts } from './overview-texts'
import { NO_COMPANY_SETUP, nextSetupStep, setupStepPath } from './setup-steps'

const hiddenKey = (companyId: number | null) => `rezervo.setupGuideHidden.${companyId ?? 'none'}`

/** The owner's "hide the guide", kept on this device (logging out clears it, spec §4). */
function useHidden(companyId: number | null): [boolean, () => void] {
  const read = () => {
    try {
      return localStorage.getItem(hiddenKey(companyId)) === '1'
    } catch {
      return false
    }
  }
  const [hidden, setHidden] = useState(read)
  return [
    hidden,
    () => {
      try {
        localStorage.setItem(hiddenKey(companyId), '1')
      } catch {
        // Without storage it is hidden until the next visit.
      }
      setHidden(true)
    },
  ]
}

/**
 * A new owner's first run (decision 044): company → branch → services → workers → hours → share the link,
 * each step ticked by the server from the data, the next one a link to where it is done, and, once customers
 * can book, the branch page's address with a copy button. Gone when everything is done or the owner hides it;
 * then `fallback` shows instead.
 */
export function SetupChecklist({
  companyId,
  branchId,
  fallback = null,
}: {
  companyId: number | null
  branchId?: number
  fallback?: ReactNode
}) {
  const { t } = useOverviewTexts()
  const [hidden, hide] = useHidden(companyId)
  // Signing out clears the cache while the overview is still mounted: asked again then, the server's 401
  // would send the sign-in screen a redirect back here.
  const signedIn = useAuthUser() !== null
  const query = useQuery({
    ...setupQueryOptions(companyId ?? 0, branchId),
    enabled: companyId !== null && !hidden && signedIn,
  })
  if (hidden) return fallback
  const setup = companyId === null ? NO_COMPANY_SETUP : query.data
  if (!setup) return null
  const done = setup.steps.filter((step) => step.done).length
  if (done === setup.steps.length) return fallback
  const next = nextSetupStep(setup)
  return (
    <OverviewPanel
      title={t('overview.setup.title')}
      action={
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-stone-700">
            {t('overview.setup.progress', { done, total: setup.steps.length })}
          </span>
          <Button variant="ghost" onClick={hide}>
            {t('overview.setup.dismiss')}
          </Button>
        </div>
      }
    >
      <p className="text-stone-700">{t('overview.setup.intro')}</p>
      <ol className="mt-3 grid gap-2">
        {setup.steps.map((step, index) => {
          const path = setupStepPath(step.key, setup, companyId)
          return (
            <li key={step.key} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className={
                  step.done
                    ? 'mt-2 grid size-7 shrink-0 place-items-center rounded-full bg-emerald-700 text-sm font-bold text-white'
                    : 'mt-2 grid size-7 shrink-0 place-items-center rounded-full border-2 border-stone-400 text-sm font-semibold text-stone-800'
                }
              >
                {step.done ? '✓' : index + 1}
              </span>
              <div className="min-w-0 grow">
                {step.done ? (
                  <span className="block min-h-11 content-center text-stone-600 line-through decoration-stone-400">
                    {t(`overview.setup.${step.key}`)}
                    <span className="sr-only"> ({t('overview.setup.done')})</span>
                  </span>
                ) : step.key === next && path ? (
                  <Link
                    to={path}
                    aria-current="step"
                    className="block min-h-11 content-center font-semibold text-stone-950 underline"
                  >
                    {t(`overview.setup.${step.key}`)}
                  </Link>
                ) : (
                  <span className="block min-h-11 content-center text-stone-800">
                    {t(`overview.setup.${step.key}`)}
                  </span>
                )}
                {step.key === 'share' && next === 'share' && setup.public_path && (
                  <div className="pb-1">
                    <p className="text-stone-700">{t('overview.setup.ready')}</p>
                    <ShareLink publicPath={setup.public_path} />
                    <p className="mt-2 text-sm text-stone-700">{t('overview.setup.shareHint')}</p>
                  </div>
                )}
              </div>
            </li>
          )
        })}
      </ol>
    </OverviewPanel>
  )
}
