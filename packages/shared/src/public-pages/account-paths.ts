import { LOGIN_PATH } from './light-pages'

/**
 * Paths of the account screens (spec §2); the previous-route memory skips them. Shared because the server
 * sends a signed-out visit of the dashboard to the login itself (decision 057), with the `?redirect=` the
 * SPA's guard would have written.
 */
export const authPaths = {
  login: LOGIN_PATH,
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

/**
 * The login that returns to `intendedPath` after signing in; the plain login when that is no path of this
 * site (the login page would refuse it anyway).
 */
export function loginPathFor(intendedPath: string): string {
  if (safeRedirectTarget(intendedPath, '') === '') return authPaths.login
  return `${authPaths.login}?${new URLSearchParams({ redirect: intendedPath })}`
}
