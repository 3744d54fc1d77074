import { type IsoDate, isIsoDate } from '@rezervo/shared/time/iso-date'
import { useSearchParams } from 'react-router'
import { useCompanyRole } from '../../companies'

/** The views the header switches between; 'week' shows Monday–Friday while the weekend is hidden. */
export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const
export type CalendarView = (typeof CALENDAR_VIEWS)[number]

/**
 * Phones start on the day view: a week of worker columns does not fit 360 px. So does a member with the
 * worker role anywhere: their calendar is their own column (the server sends no other), today.
 */
export function defaultView(ownDay = false): CalendarView {
  return ownDay || globalThis.matchMedia?.('(max-width: 639px)').matches ? 'day' : 'week'
}

export interface CalendarLocation {
  view: CalendarView
  /** null: today at the branch. */
  date: IsoDate | null
  branchId: number | null
}

export function readCalendarLocation(params: URLSearchParams, ownDay = false): CalendarLocation {
  const view = params.get('view')
  const date = params.get('date')
  const branchId = Number(params.get('branch'))
  return {
    view: (CALENDAR_VIEWS as readonly string[]).includes(view ?? '')
      ? (view as CalendarView)
      : defaultView(ownDay),
    // A hand-edited '2026-02-30' would break the calendar's date arithmetic: today is shown instead.
    date: isIsoDate(date) ? date : null,
    branchId: Number.isInteger(branchId) && branchId > 0 ? branchId : null,
  }
}

/** The search string of a calendar location, so views and dates are links (back button, shared URLs). */
export function calendarSearch(location: CalendarLocation): string {
  const params = new URLSearchParams({ view: location.view })
  if (location.date) params.set('date', location.date)
  if (location.branchId) params.set('branch', String(location.branchId))
  return `?${params}`
}

/** View, date and branch live in the URL; changing them replaces nothing else. */
export function useCalendarLocation() {
  const [params, setParams] = useSearchParams()
  const location = readCalendarLocation(params, useCompanyRole().role === 'worker')
  return {
    location,
    go: (change: Partial<CalendarLocation>) =>
      setParams(new URLSearchParams(calendarSearch({ ...location, ...change }).slice(1))),
  }
}

/** The calendar on a reservation's day with its detail open: where the list and the overview link to. */
export function reservationCalendarPath(reservation: {
  id: number
  branch_id: number
  local: { date: string }
}) {
  const params = new URLSearchParams({
    view: 'day',
    date: reservation.local.date,
    branch: String(reservation.branch_id),
    reservation: String(reservation.id),
  })
  return `/dashboard/reservations?${params}`
}
