import { useSearchParams } from 'react-router'
import { FORBIDDEN_PARAM } from '../lib/dashboard-paths'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { useOverviewHeadingTexts } from './overview-texts'

/**
 * A screen the member's role cannot open sends them here (the route guard, decision 078); this says which and
 * why, until dismissed, instead of landing on the overview without a word (issue 37, finding 10).
 */
export function ForbiddenScreenNotice() {
  const { t } = useOverviewHeadingTexts()
  const [searchParams, setSearchParams] = useSearchParams()
  const refused = searchParams.get(FORBIDDEN_PARAM)
  if (!refused?.startsWith('/')) return null
  const dismiss = () =>
    setSearchParams(
      (params) => {
        params.delete(FORBIDDEN_PARAM)
        return params
      },
      { replace: true },
    )
  return (
    <Alert tone="warning">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p>{t('forbiddenScreen', { path: refused })}</p>
        <Button variant="ghost" onClick={dismiss}>
          {t('forbiddenDismiss')}
        </Button>
      </div>
    </Alert>
  )
}
