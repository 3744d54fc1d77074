import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { dashboardPaths } from '../lib/dashboard-paths'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'

/** The id of the service form's "Kdo službu provádí" group; the list's warning links to it (`#workers`). */
export const WORKERS_ANCHOR = 'workers'

const firstWorkerCheckbox = () =>
  document.getElementById(WORKERS_ANCHOR)?.querySelector<HTMLInputElement>('input[type="checkbox"]')

/**
 * A service no worker performs is not offered on the branch page; the form says so and offers to assign
 * workers (or to add the first worker when the company has none).
 */
export function NobodyPerformsNotice({ hasWorkers }: { hasWorkers: boolean }) {
  const { t } = useBackofficeTexts()
  return (
    <Alert tone="warning" title={t('services.nobody')}>
      <p>{t('services.nobodyHint')}</p>
      <div className="mt-2">
        {hasWorkers ? (
          <Button variant="secondary" onClick={() => firstWorkerCheckbox()?.focus()}>
            {t('services.assignWorkers')}
          </Button>
        ) : (
          <Link to={`${dashboardPaths.workers}/new`} className="font-semibold underline">
            {t('services.addWorker')}
          </Link>
        )}
      </div>
    </Alert>
  )
}

/** Opened from the list's "assign workers" (`…#workers`): the first worker's checkbox takes the focus. */
export function useFocusWorkersFromLink(ready: boolean) {
  const { hash } = useLocation()
  useEffect(() => {
    if (ready && hash === `#${WORKERS_ANCHOR}`) firstWorkerCheckbox()?.focus()
  }, [ready, hash])
}
