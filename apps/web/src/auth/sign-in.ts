import type { AuthAction } from '@rezervo/shared/error-texts/errors'
import type { AuthUser, LoginInput } from '@rezervo/shared/schemas/auth'
import { login } from './auth-queries'
import { loadCurrentUser } from './current-user'

/** A failure that belongs to another action than the screen's own (the user load after a login). */
export class ActionFailure extends Error {
  constructor(
    readonly action: AuthAction,
    override readonly cause: unknown,
  ) {
    super(`${action} failed`, { cause })
  }
}

/** The user just signed in or up, as `load` fetches it; its failure is the user load's, not the form's. */
export async function userAfterSigningIn(load: () => Promise<AuthUser | null>): Promise<AuthUser> {
  try {
    const user = await load()
    if (user) return user
  } catch (error) {
    throw new ActionFailure('loadUser', error)
  }
  // Signed in, yet the session cookie did not stick (blocked cookies): nobody to continue as.
  throw new ActionFailure('loadUser', undefined)
}

/**
 * Spec §4: logged out becomes logged in after login, then the current user is fetched (and stored, which is
 * where the SPA reads it from when the page after the login loads). No TanStack Query: the login is a light
 * page (decision 050).
 */
export async function signIn(input: LoginInput): Promise<AuthUser> {
  await login(input)
  return userAfterSigningIn(loadCurrentUser)
}
