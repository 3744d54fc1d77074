import type { AuthUser } from '@rezervo/shared/schemas/auth'
import { apiClient } from '../lib/api-client'
import { isApiError } from '../lib/api-errors'
import { storeUser } from './auth-user-storage'

/**
 * GET api/user; a 401 means nobody is signed in (spec §7), which empties the stored user. Without TanStack
 * Query, so that the light login page (decision 050) can ask too; the SPA's query (auth-store) calls this.
 */
export async function loadCurrentUser(): Promise<AuthUser | null> {
  try {
    const user = await apiClient.get<AuthUser>('/api/user')
    storeUser(user)
    return user
  } catch (error) {
    if (isApiError(error, 401)) {
      storeUser(null)
      return null
    }
    throw error
  }
}
