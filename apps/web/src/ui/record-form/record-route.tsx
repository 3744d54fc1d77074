import { Link } from 'react-router'
import { apiErrorText } from '../../lib/api-error-text'
import { ApiError } from '../../lib/api-errors'
import { useBackofficeTexts } from '../../lib/backoffice-texts'
import { currentLocale } from '../../lib/i18n'
import { Alert } from '../alert'

/**
 * The record a /dashboard/…/:id URL names: undefined on the …/new route, a positive whole number, or
 * 'invalid' for anything else ('abc', '0', '-1'), which must not open an empty form that would create a
 * new record.
 */
export function recordIdFromParam(param: string | undefined): number | 'invalid' | undefined {
  if (param === undefined) return undefined
  return /^[1-9]\d{0,9}$/.test(param) ? Number(param) : 'invalid'
}

/** A record that cannot be shown (a bad or unknown id, no access): why, and the way back to its list. */
export function RecordLoadFailed({ error, listPath }: { error?: unknown; listPath: string }) {
  const { t } = useBackofficeTexts()
  const locale = currentLocale()
  const message =
    error === undefined
      ? apiErrorText(new ApiError(404, ''), { fallback: t('common.loadFailed') }, locale)
      : error instanceof ApiError && error.status === 404 && error.message
        ? error.message
        : apiErrorText(error, { fallback: t('common.loadFailed') }, locale)
  return (
    <div className="grid gap-4">
      <Alert tone="error">{message}</Alert>
      <Link to={listPath} className="font-semibold underline">
        ← {t('common.back')}
      </Link>
    </div>
  )
}
