// This module imports nothing: apps/web/vite.config.ts reads it by its file path (Vite bundles the config, and
// Node could not run this package's TypeScript), so it stays one self-contained file.

/** The login's address, a light page (decision 050); the account screens' paths name it too. */
export const LOGIN_PATH = '/login'

/**
 * The booking flow's addresses (decision 052): the flow and its confirmation under the branch's address, and
 * the same two in the booking widget (/embed/…, decision 040, the only pages another site may frame).
 */
export const BOOKING_PAGE_PATTERNS = {
  flow: '/:categoryGroupSlug/:categorySlug/:branchSlug/rezervace',
  confirmation: '/:categoryGroupSlug/:categorySlug/:branchSlug/potvrzeni-rezervace',
  embedFlow: '/embed/:branchSlug',
  embedConfirmation: '/embed/:branchSlug/potvrzeni-rezervace',
} as const

export interface LightPage {
  /** The HTML entry beside the SPA's index.html in apps/web (and in its build) that serves these paths. */
  html: string
  /** Path patterns in React Router's syntax (`/embed/:branchSlug`); a trailing slash matches too. */
  paths: readonly string[]
}

/**
 * The light pages (decisions 050, 052): addresses whose document is not the SPA's index.html but a page of its
 * own, built beside it without React Router. The one list that the server (which HTML it sends), the dev
 * server (the same in `npm run dev`) and the SPA (a navigation there is a document load) read; a light page is
 * added here and nowhere else (with its HTML file and entry, decision 050's "Adding a light page").
 */
export const LIGHT_PAGES: readonly LightPage[] = [
  { html: 'login.html', paths: [LOGIN_PATH] },
  { html: 'booking.html', paths: Object.values(BOOKING_PAGE_PATTERNS) },
]

/**
 * The parameters of `pathname` by a pattern such as '/embed/:branchSlug/potvrzeni-rezervace', decoded (as
 * React Router gives them), or undefined when the path does not match. A trailing slash is allowed; an empty
 * or undecodable segment does not match. The patterns are React Router's own syntax (its routes are built on
 * the same strings), so the server, the dev server and a page without the router read them alike.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const wanted = pattern.split('/').filter(Boolean)
  const segments = pathname
    .replace(/\/$/, '')
    .split('/')
    .filter((_, index) => index > 0)
  if (segments.length !== wanted.length) return undefined
  const params: Record<string, string> = {}
  for (const [index, part] of wanted.entries()) {
    const segment = segments[index] ?? ''
    if (!segment) return undefined
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment)
      } catch {
        return undefined
      }
    } else if (segment !== part) return undefined
  }
  return params
}

/** The light page that serves `pathname` (no query), or undefined for the SPA's and the server's pages. */
export function lightPageFor(
  pathname: string,
  pages: readonly LightPage[] = LIGHT_PAGES,
): LightPage | undefined {
  return pages.find((page) => page.paths.some((pattern) => matchPath(pattern, pathname) !== undefined))
}
