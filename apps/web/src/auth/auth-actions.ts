import type { AuthUser } from '@rezervo/shared/schemas/auth'
import type { RegisterInput } from '@rezervo/shared/schemas/registration'
import type { QueryClient } from '@tanstack/react-query'
import { logout, register } from './auth-queries'
import { clearSession, refreshAuthUser } from './auth-store'
import { userAfterSigningIn } from './sign-in'

export { ActionFailure } from './sign-in'

/** Spec §4: logged out becomes logged in after registration, then the current user is fetched. */
export async function signUp(client: QueryClient, input: RegisterInput): Promise<AuthUser> {
  await register(input)
  return userAfterSigningIn(() => refreshAuthUser(client))
}

/**
 * Spec §4: logout clears the user and all local storage. The device forgets the session even when the server
 * cannot be reached, so a shared computer is never left signed in; the error is still reported.
 *
 * Answers still loading (a dashboard signed out of before it has loaded) are aborted first: the server would
 * answer them after the session ended, with 401s that the console reports and that, inside the dashboard,
 * ask to sign in again. Aborting one can let no other start, as a query waiting for it gets no data.
 */
export async function signOut(client: QueryClient): Promise<void> {
  await client.cancelQueries()
  try {
    await logout()
  } finally {
    clearSession(client)
  }
}
