import { VERIFICATION_LINK_TTL_MINUTES } from '@rezervo/shared/constants'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { apiErrorText } from '../../lib/api-error-text'
import { dashboardPaths } from '../../lib/dashboard-paths'
import { currentLocale } from '../../lib/i18n'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { signOut } from '../auth-actions'
import { authPaths, SIGNED_OUT_STATE } from '../auth-paths'
import { refreshAuthUser, useAuthUser } from '../auth-store'
import { useAuthTexts } from '../auth-texts'
import { AuthScreenHeader } from '../components/auth-screen-header'
import { ResendVerificationForm } from './resend-verification-form'

/** VerificationEmailSent (spec §2): the link is on its way; send it again, or continue once verified. */
export function Component() {
  const { t } = useAuthTexts()
  const user = useAuthUser()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string }>()

  const check = useMutation({ mutationFn: () => refreshAuthUser(queryClient) })
  const continueIfVerified = async () => {
    setNotice(undefined)
    try {
      const fresh = await check.mutateAsync()
      if (!fresh) navigate(authPaths.login)
      else if (fresh.email_verified) navigate(dashboardPaths.overview)
      else setNotice({ tone: 'info', text: t('verificationSent.stillUnverified') })
    } catch (error) {
      setNotice({ tone: 'error', text: apiErrorText(error, 'loadUser', currentLocale()) })
    }
  }

  const signInAsSomeoneElse = async () => {
    await signOut(queryClient).catch(() => undefined)
    navigate(authPaths.login, { state: SIGNED_OUT_STATE })
  }

  return (
    <>
      <AuthScreenHeader title={t('verificationSent.title')}>
        <p>
          {user ? t('verificationSent.introWithEmail', { email: user.email }) : t('verificationSent.intro')}{' '}
          {t('verificationSent.validity', { count: VERIFICATION_LINK_TTL_MINUTES / 60 })}
        </p>
        <p className="mt-2 text-sm text-stone-600">{t('verificationSent.checkSpam')}</p>
      </AuthScreenHeader>
      <div className="grid gap-4">
        <ResendVerificationForm knownEmail={user?.email} />
        {user && (
          <>
            {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
            <Button fullWidth onClick={continueIfVerified} loading={check.isPending}>
              {t('verificationSent.continue')}
            </Button>
            <Button variant="ghost" fullWidth onClick={signInAsSomeoneElse}>
              {t('verificationSent.otherAccount')}
            </Button>
          </>
        )}
      </div>
    </>
  )
}
