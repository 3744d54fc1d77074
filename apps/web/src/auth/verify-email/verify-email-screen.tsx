import { useEffect } from 'react'
import { Link, useBlocker, useLoaderData, useNavigate } from 'react-router'
import { dashboardPaths } from '../../lib/dashboard-paths'
import { Alert } from '../../ui/alert'
import { buttonClasses } from '../../ui/button'
import { authPaths } from '../auth-paths'
import { useAuthUser } from '../auth-store'
import { useAuthTexts } from '../auth-texts'
import { AuthScreenHeader } from '../components/auth-screen-header'
import type { VerifyResult } from './verify-email-outcome'

const defaultTexts = {
  success: 'verify.successText',
  invalid: 'verify.invalidText',
  used: 'verify.usedText',
  throttled: 'verify.throttledText',
  failed: 'verify.invalidText',
} as const

/** An already used link usually means the email is verified: a warning, not an error. */
const outcomeTone = {
  success: 'success',
  invalid: 'error',
  used: 'warning',
  throttled: 'warning',
  failed: 'error',
} as const

/** VerifyEmail (spec §2, §4): one distinct outcome per answer of the verification link. */
export function VerifyEmailScreen() {
  const { t } = useAuthTexts()
  const { outcome, message } = useLoaderData() as VerifyResult
  const user = useAuthUser()
  const verified = Boolean(user?.email_verified)
  useDashboardOnLeave(verified)

  // A verified user continues to her dashboard, where the overview's first-run checklist waits (issue 37,
  // finding 15, decision 080; the spec's Home was the demo shop, not hers).
  const continueTo = verified
    ? dashboardPaths.overview
    : user
      ? authPaths.verificationEmailSent
      : authPaths.login
  const continueLabel = verified
    ? t('verify.toDashboard')
    : user
      ? t('verify.requestNew')
      : t('verify.toLogin')
  return (
    <div data-outcome={outcome}>
      <AuthScreenHeader title={t(`verify.outcomes.${outcome}`)} />
      <Alert tone={outcomeTone[outcome]}>{message ?? t(defaultTexts[outcome])}</Alert>
      <Link to={continueTo} className={`${buttonClasses('primary', true)} mt-6`}>
        {continueLabel}
      </Link>
    </div>
  )
}

/**
 * Leaving VerifyEmail with a verified user goes to her dashboard, whatever the way out (back button, a link,
 * the screen's own continue button, which leads there itself): never back to the "verify your email" screens.
 */
function useDashboardOnLeave(verified: boolean) {
  const navigate = useNavigate()
  const blocker = useBlocker(
    ({ nextLocation }) => verified && !nextLocation.pathname.startsWith(dashboardPaths.overview),
  )
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    blocker.reset()
    navigate(dashboardPaths.overview)
  }, [blocker, navigate])
}
