import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authPaths } from '../../auth'
import { currentLocale } from '../../lib/i18n'
import { carryNotification } from '../../ui/notifications/carried-notifications'
import { useDashboardTexts } from './dashboard-texts'

/**
 * Signs out on the server and on this device, then shows the sign-in screen: the light login page
 * (decision 050), loaded as a document, with the outcome's notification carried over to it. Straight through
 * `window.location`, not the router, so the dashboard left is not remembered as the previous route.
 */
export function useSignOut() {
  const { t } = useDashboardTexts()
  const queryClient = useQueryClient()
  return useMutation({
    // The request's code comes with the click (a small chunk, cached after it), not with every screen.
    mutationFn: () => import('./sign-out-request').then(({ signOut }) => signOut(queryClient)),
    onSuccess: () => carryNotification({ tone: 'success', text: t('signedOut') }),
    // The error texts load only when signing out fails, not with every dashboard screen (decision 048).
    onError: async (error) => {
      const text = await import('../../lib/api-error-text').then(
        ({ apiErrorText }) => apiErrorText(error, 'logout', currentLocale()),
        () => t('signOutFailed'),
      )
      carryNotification({ tone: 'error', text })
    },
    onSettled: () => window.location.replace(authPaths.login),
  })
}
