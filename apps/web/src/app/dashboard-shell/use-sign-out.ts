import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { authPaths, SIGNED_OUT_STATE, signOut } from '../../auth'
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
    // The error texts load only when signing out fails, not with every dashboard screen (decision 048).
    onError: async (error) => {
      const text = await import('../../lib/api-error-text').then(
        ({ apiErrorText }) => apiErrorText(error, 'logout', currentLocale()),
        () => t('signOutFailed'),
      )
      notify({ tone: 'error', text })
    },
    onSettled: () => navigate(authPaths.login, { replace: true, state: SIGNED_OUT_STATE }),
  })
}
