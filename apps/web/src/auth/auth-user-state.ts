import type { AuthUser } from '@rezervo/shared/schemas/auth'
import { useQuery } from '@tanstack/react-query'
import { readStoredUser } from './auth-user-storage'

/**
 * The signed-in user's place in the query cache, without the code that fetches it: public pages read it (the
 * header's link) and must stay small and silent. `null` means signed out; auth-store.ts fetches and fills it.
 */
export const AUTH_USER_QUERY_KEY = ['auth', 'user'] as const

/** The stored copy counts as data, yet as stale from the start, so the first guard that asks revalidates. */
export const authUserInitialData = {
  initialData: () => readStoredUser() ?? undefined,
  initialDataUpdatedAt: 0,
}

/** The user as currently known, without asking the server (public pages must not fire 401s). */
export function useAuthUser(): AuthUser | null {
  const { data } = useQuery<AuthUser | null>({
    queryKey: AUTH_USER_QUERY_KEY,
    ...authUserInitialData,
    enabled: false,
  })
  return data ?? null
}
