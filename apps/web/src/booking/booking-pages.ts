import { BOOKING_PAGE_PATTERNS, matchPath } from '@rezervo/shared/public-pages/light-pages'

export interface BookingPage {
  screen: 'flow' | 'confirmation'
  /** In the booking widget's frame (/embed/…). */
  embedded: boolean
  branchSlug: string
  /** The branch address's first two segments as the visitor's address has them (empty in the widget). */
  categoryGroupSlug: string
  categorySlug: string
}

/**
 * Which booking page `pathname` is (decision 052; the patterns are in the light pages' one list, decision 057),
 * or undefined for any other path.
 */
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
