// The account screens' paths, the `?redirect=` check and the login's address are shared with the server,
// which sends a signed-out visit of the dashboard to the login itself (decision 057).
import { safeRedirectTarget } from '@rezervo/shared/public-pages/account-paths'

export {
  authPaths,
  isAuthScreenPath,
  loginPathFor,
  safeRedirectTarget,
} from '@rezervo/shared/public-pages/account-paths'

/** Navigation state that marks the move to the sign-in screen after signing out. */
export const SIGNED_OUT_STATE = { signedOut: true } as const

export function isSignOutNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { signedOut?: unknown }).signedOut === true
}

/** The page of an invitation link (issue 20): sign-in and sign-up come back to it, verified or not. */
export function isInvitationPath(path: string): boolean {
  return /^\/invitations\/[^/?#]+$/.test(path)
}

/**
 * The invitation a page's `?redirect=` leads back to, as the browser will read it (through the same check as
 * every `?redirect=`), or undefined when it is no invitation link.
 */
export function invitationTarget(params: URLSearchParams): string | undefined {
  const target = safeRedirectTarget(params.get('redirect'), '', location.origin)
  return isInvitationPath(target) ? target : undefined
}

/** The query that keeps an invitation's way back through the account screens (`?redirect=…&email=…`). */
export function invitationReturnQuery(params: URLSearchParams): string {
  const redirect = invitationTarget(params)
  if (!redirect) return ''
  const email = params.get('email')
  return `?${new URLSearchParams({ redirect, ...(email ? { email } : {}) })}`
}
