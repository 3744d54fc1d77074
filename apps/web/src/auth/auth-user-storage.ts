import { AUTH_USER_STORAGE_KEY } from '@rezervo/shared/constants'
import type { AuthUser } from '@rezervo/shared/schemas/auth'
import { localStore } from '../lib/web-storage'

/** The signed-in user as kept in local storage under `authUser` (spec §3), read without a request. */
export function readStoredUser(): AuthUser | null {
  try {
    const raw = localStore()?.getItem(AUTH_USER_STORAGE_KEY)
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<AuthUser> | null
    // Anything else is a leftover of an older shape: treat it as signed out rather than crash.
    return value && typeof value.email_verified === 'boolean' && typeof value.id === 'number'
      ? (value as AuthUser)
      : null
  } catch {
    return null
  }
}

export function storeUser(user: AuthUser | null): void {
  if (user) localStore()?.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(user))
  else localStore()?.removeItem(AUTH_USER_STORAGE_KEY)
}
