import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { AUTH_USER_QUERY_KEY, authPaths, loginPathFor, readStoredUser, storeUser } from '../auth'
import { dashboardPaths } from '../lib/dashboard-paths'
import { queryClient } from '../lib/query-client'
import { onSessionEvent } from '../lib/session-events'

/**
 * Turns session-wide answers into navigation: a 401 forgets the user and, inside the dashboard, asks to sign in
 * again, saying the sign-in expired (and come back); the 409 of an unverified email leads to the verification screen.
 */
export function useSessionRedirects(): void {
  const navigate = useNavigate()
  useEffect(
    () =>
      onSessionEvent((event) => {
        const { pathname, search } = window.location
        if (event === 'unverified') {
          navigate(authPaths.verificationEmailSent)
          return
        }
        // A late 401 of a call made just before a deliberate sign-out finds nobody signed in on this device: the
        // sign-out leads to the sign-in screen itself, without a way back into the dashboard it left.
        const wasSignedIn = Boolean(queryClient.getQueryData(AUTH_USER_QUERY_KEY) ?? readStoredUser())
        storeUser(null)
        queryClient.setQueryData(AUTH_USER_QUERY_KEY, null)
        if (wasSignedIn && pathname.startsWith(dashboardPaths.overview))
          navigate(loginPathFor(`${pathname}${search}`, 'expired'))
      }),
    [navigate],
  )
}
