import type { AuthAction } from '@rezervo/shared/messages/errors'
import type { AuthUser, LoginInput } from '@rezervo/shared/schemas/auth'
import type { RegisterInput } from '@rezervo/shared/schemas/registration'
import type { QueryClient } from '@tanstack/react-query'
import { login, logout, register } from './auth-api'
import { clearSession, refreshAuthUser } from './auth-store'

/** A failure that belongs to another action than the screen's own (the user load after a login). */
export class ActionFailure extends Error {
  constructor(
    readonly action: AuthAction,
    override readonly cause: unknown,
  ) {
    super(`${action} failed`, { cause })
  }
}

async function loadUserAfter(client: QueryClient): Promise<AuthUser> {
  try {
    const user = await refreshAuthUser(client)
    if (user) return user
  } catch (error) {
    throw new ActionFailure('loadUser', error)
  }
  // Signed in, yet the session cookie did not stick (blocked cookies): nobody to continue as.
  throw new ActionFailure('loadUser', undefined)
}

/** Spec §4: logged out becomes logged in after login or registration, then the current user is fetched. */
export async function signIn(client: QueryClient, input: LoginInput): Promise<AuthUser> {
  await login(input)
  return loadUserAfter(client)
}

export async function signUp(client: QueryClient, input: RegisterInput): Promise<AuthUser> {
  await register(input)
  return loadUserAfter(client)
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
