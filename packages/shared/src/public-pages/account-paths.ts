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

/**
 * The origin a `?redirect=` is resolved against where the caller has none of its own (the server, which sees
 * only a request's path). Any origin would do: only the path is returned, and a value that leaves this origin
 * leaves any other just as well.
 */
const REFERENCE_ORIGIN = 'http://rezervo.invalid'

/**
 * What the WHATWG URL parser removes before it reads a URL: C0 controls and spaces at either end, and every
 * ASCII tab, newline and carriage return inside. `new URL` does the same; done here too so that what is
 * checked below is visibly what the browser will read.
 */
function stripAsBrowsersDo(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the very characters the URL parser strips
  return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '')
}

/**
 * Where to go after signing in: the `?redirect=` value as the browser would read it, when it is a path of this
 * site and no account screen; `fallback` otherwise. Decided by parsing, not by prefixes (issue 31): the value
 * is resolved against `origin` as the browser resolves a link, and kept only if the origin is unchanged. The
 * answer is the normalised path, query and hash, checked to mean the same on its own (`/.//evil.example`
 * resolves to the path `//evil.example`, which alone would be another host).
 */
export function safeRedirectTarget(
  value: string | null | undefined,
  fallback: string,
  origin: string = REFERENCE_ORIGIN,
): string {
  if (!value) return fallback
  let url: URL
  try {
    url = new URL(stripAsBrowsersDo(value), `${origin}/`)
  } catch {
    return fallback
  }
  if (url.origin !== origin || isAuthScreenPath(url.pathname)) return fallback
  const target = `${url.pathname}${url.search}${url.hash}`
  return new URL(target, `${origin}/`).href === url.href ? target : fallback
}

/** Why the login was asked for again: 'expired' when a 401 ended the session (the login page says so). */
export type LoginReason = 'expired'

/**
 * The login that returns to `intendedPath` after signing in, written as the browser will read it (dot
 * segments resolved); the plain login when that is no path of this site (the login page would refuse it anyway).
 * With a reason, `?reason=` tells the login page why it is shown (issue 37, finding 20).
 */
export function loginPathFor(intendedPath: string, reason?: LoginReason): string {
  const target = safeRedirectTarget(intendedPath, '')
  const query = new URLSearchParams(target === '' ? {} : { redirect: target })
  if (reason) query.set('reason', reason)
  const search = query.toString()
  return search ? `${authPaths.login}?${search}` : authPaths.login
}
