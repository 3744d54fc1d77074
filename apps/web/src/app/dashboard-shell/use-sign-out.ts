import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { authPaths, SIGNED_OUT_STATE, signOut } from '../../auth'
import { apiErrorText } from '../../lib/api-error-text'
import { currentLocale } from '../../lib/i18n'
import { notify } from '../../ui/notifications/notification-store'
import { useDashboardTexts } from './dashboard-texts'

/** Signs out on the server and on this device, then shows the sign-in screen. */
export function useSignOut() {
  const { t } = useDashboardTexts()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => signOut(queryClient),
    onSuccess: () => notify({ tone: 'success', text: t('signedOut') }),
    onError: (error) => notify({ tone: 'error', text: apiErrorText(error, 'logout', currentLocale()) }),
    onSettled: () => navigate(authPaths.login, { replace: true, state: SIGNED_OUT_STATE }),
  })
}
