import type { Reservation } from '@rezervo/shared/schemas/reservation'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiClient } from '../../lib/api-client'
import { companyKey, companyPath, type ListAnswer, queryString } from '../../lib/company-resource'
import { filtersToApiQuery, RESERVATIONS_PER_PAGE, type ReservationListFilters } from './reservation-filters'

/** Under the calendar's key (companyKey(…, 'reservations')), so its changes refresh the list too. */
const reservationListKey = (companyId: number) => companyKey(companyId, 'reservations', 'list')

/** GET …/reservations with the filters, one page. */
export const reservationListQueryOptions = (companyId: number, filters: ReservationListFilters) =>
  queryOptions({
    queryKey: [...reservationListKey(companyId), filters],
    // The old page stays on screen while the next one loads, so paging does not jump.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiClient.get<ListAnswer<Reservation>>(
        companyPath(
          companyId,
          `/reservations${queryString({ ...filtersToApiQuery(filters), page: filters.page, per_page: RESERVATIONS_PER_PAGE })}`,
        ),
        { signal },
      ),
  })

/** The CSV of every reservation matching the filters; a plain link, the browser sends the session cookie. */
export const reservationsExportUrl = (companyId: number, filters: ReservationListFilters) =>
  companyPath(companyId, `/reservations/export.csv${queryString(filtersToApiQuery(filters))}`)
