import type { AuthUser } from '@rezervo/shared/schemas/auth'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { localStore } from '../lib/web-storage'
import { AUTH_USER_QUERY_KEY, authUserInitialData } from './auth-user-state'
import { loadCurrentUser } from './current-user'

/**
 * The signed-in user: TanStack Query holds it, local storage mirrors it (`authUser`), so a reload knows who is
 * signed in before asking the server. `null` means signed out.
 */
export { AUTH_USER_QUERY_KEY, useAuthUser } from './auth-user-state'
export { loadCurrentUser } from './current-user'

export const authUserQuery = () =>
  queryOptions({
    queryKey: AUTH_USER_QUERY_KEY,
    queryFn: loadCurrentUser,
    ...authUserInitialData,
    staleTime: 5 * 60_000,
    retry: false,
  })

/** The known user, revalidated with the server when the cached copy is stale. */
export function ensureAuthUser(client: QueryClient): Promise<AuthUser | null> {
  return client.fetchQuery(authUserQuery())
}

/** Asks the server now (after login, registration, verification). */
export async function refreshAuthUser(client: QueryClient): Promise<AuthUser | null> {
  const user = await loadCurrentUser()
  client.setQueryData(AUTH_USER_QUERY_KEY, user)
  return user
}

/**
 * Forgets everything of the session on this device: the user, every cached answer and the whole local storage
 * (spec §4), nothing written back. The language is not in local storage but in the device's cookie, so the
 * screen stays in the language the owner reads (decision 042).
 */
export function clearSession(client: QueryClient): void {
  localStore()?.clear()
  client.clear()
  client.setQueryData(AUTH_USER_QUERY_KEY, null)
}
