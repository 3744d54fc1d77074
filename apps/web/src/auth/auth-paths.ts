/** Paths of the account screens (spec §2); the previous-route memory skips them. */
export const authPaths = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/password-reset',
  verificationEmailSent: '/verification-email-sent',
  verifyEmail: '/verify-email',
} as const

const authPrefixes = Object.values(authPaths)

export function isAuthScreenPath(pathname: string): boolean {
  return authPrefixes.some((path) => pathname === path || pathname.startsWith(`${path}/`))
}

/** Where to go after signing in: a same-site path from `?redirect=`, never another origin. */
export function safeRedirectTarget(value: string | null | undefined, fallback: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  return isAuthScreenPath(value.split(/[?#]/, 1)[0] ?? value) ? fallback : value
}

export function loginPathFor(intendedPath: string): string {
  return `${authPaths.login}?${new URLSearchParams({ redirect: intendedPath })}`
}

/** Navigation state that marks the move to the sign-in screen after signing out. */
export const SIGNED_OUT_STATE = { signedOut: true } as const

export function isSignOutNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { signedOut?: unknown }).signedOut === true
}

/** The page of an invitation link (issue 20): sign-in and sign-up come back to it, verified or not. */
export function isInvitationPath(path: string): boolean {
  return /^\/invitations\/[^/?#]+$/.test(path)
}

/** The query that keeps an invitation's way back through the account screens (`?redirect=…&email=…`). */
export function invitationReturnQuery(params: URLSearchParams): string {
  const redirect = params.get('redirect')
  if (!redirect || !isInvitationPath(redirect)) return ''
  const email = params.get('email')
  return `?${new URLSearchParams({ redirect, ...(email ? { email } : {}) })}`
}
