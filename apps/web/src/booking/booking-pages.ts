import { matchPath } from '../lib/page-location'

/**
 * The booking flow's addresses (decision 052): the flow and its confirmation under the branch's address, and
 * the same two in the booking widget (/embed/…, decision 040, the only pages another site may frame). They are
 * the light booking entry's pages; the SPA sends a navigation to any of them to the server as a document load.
 */
export const BOOKING_PAGE_PATTERNS = {
  flow: '/:categoryGroupSlug/:categorySlug/:branchSlug/rezervace',
  confirmation: '/:categoryGroupSlug/:categorySlug/:branchSlug/potvrzeni-rezervace',
  embedFlow: '/embed/:branchSlug',
  embedConfirmation: '/embed/:branchSlug/potvrzeni-rezervace',
} as const

export interface BookingPage {
  screen: 'flow' | 'confirmation'
  /** In the booking widget's frame (/embed/…). */
  embedded: boolean
  branchSlug: string
  /** The branch address's first two segments as the visitor's address has them (empty in the widget). */
  categoryGroupSlug: string
  categorySlug: string
}

/** Which booking page `pathname` is, or undefined for any other path. */
export function matchBookingPage(pathname: string): BookingPage | undefined {
  for (const [name, pattern] of Object.entries(BOOKING_PAGE_PATTERNS)) {
    const params = matchPath(pattern, pathname)
    if (!params) continue
    return {
      screen: name === 'flow' || name === 'embedFlow' ? 'flow' : 'confirmation',
      embedded: name.startsWith('embed'),
      branchSlug: params.branchSlug ?? '',
      categoryGroupSlug: params.categoryGroupSlug ?? '',
      categorySlug: params.categorySlug ?? '',
    }
  }
  return undefined
}
