import { DEFAULT_TIME_ZONE } from '@rezervo/shared/constants'
import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import { dashboardPaths } from '../../lib/dashboard-paths'

export const reservationListPath = `${dashboardPaths.reservations}/list`

/**
 * Where the links to the list lead: from today on, as a barber between two clients wants it, not from the
 * first reservation ever. The date is in the URL and in the 'from' filter, so clearing it shows them all.
 * A module apart from the list's view switch: the calendar links here without loading the switch and its
 * catalogue (decision 048, sixth round).
 */
export function upcomingReservationsListPath(now = new Date()): string {
  return `${reservationListPath}?from=${utcToZonedParts(now, DEFAULT_TIME_ZONE).date}`
}
