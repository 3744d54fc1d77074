import type { ReservationNoticeDefaults } from '@rezervo/shared/schemas/notification-settings'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'
import { companyKey, companyPath, type DataAnswer } from '../lib/company-resource'

// A module apart from the messaging screens' queries: the calendar loads only this (decision 048, sixth round).
export const reservationNoticeDefaultsKey = (companyId: number) =>
  companyKey(companyId, 'reservation-notice-defaults')

/**
 * GET …/notification-settings/reservation-defaults: the four flags the calendar's cancel and change forms start
 * from, readable by every role that changes reservations (the settings themselves are management's).
 */
export const reservationNoticeDefaultsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: reservationNoticeDefaultsKey(companyId),
    queryFn: ({ signal }) =>
      apiClient
        .get<DataAnswer<ReservationNoticeDefaults>>(
          companyPath(companyId, '/notification-settings/reservation-defaults'),
          { signal },
        )
        .then((answer) => answer.data),
    staleTime: 60_000,
  })
