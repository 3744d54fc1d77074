import type {
  NotificationLogEntry,
  NotificationLogQuery,
  NotificationSettings,
  NotificationSettingsInput,
} from '@rezervo/shared/schemas/notification-settings'
import type { PageMeta } from '@rezervo/shared/schemas/paging'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'
import { companyKey, companyPath, type DataAnswer, queryString } from '../lib/company-resource'

export const NOTIFICATION_LOG_PER_PAGE = 20

export const notificationSettingsKey = (companyId: number) => companyKey(companyId, 'notification-settings')

/** GET …/notification-settings */
export const notificationSettingsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: notificationSettingsKey(companyId),
    queryFn: ({ signal }) =>
      apiClient
        .get<DataAnswer<NotificationSettings>>(companyPath(companyId, '/notification-settings'), { signal })
        .then((answer) => answer.data),
  })

export { reservationNoticeDefaultsKey } from './reservation-notice-defaults'

export const saveNotificationSettings = (companyId: number, input: NotificationSettingsInput) =>
  apiClient
    .request<DataAnswer<NotificationSettings>>(companyPath(companyId, '/notification-settings'), {
      method: 'PUT',
      body: input,
    })
    .then((answer) => answer.data)

export type LogFilters = Pick<NotificationLogQuery, 'channel' | 'state'> & { page: number }

/** GET …/notification-log?page&per_page&channel&state */
export const notificationLogQueryOptions = (companyId: number, filters: LogFilters) =>
  queryOptions({
    queryKey: companyKey(companyId, 'notification-log', filters),
    queryFn: ({ signal }) =>
      apiClient.get<{ data: NotificationLogEntry[]; meta: PageMeta }>(
        companyPath(
          companyId,
          `/notification-log${queryString({ ...filters, per_page: NOTIFICATION_LOG_PER_PAGE })}`,
        ),
        { signal },
      ),
    // The log changes as the worker delivers; a queued message should turn 'sent' without a reload.
    refetchInterval: 5000,
  })

export const resendNotification = (companyId: number, id: number) =>
  apiClient
    .request<DataAnswer<NotificationLogEntry>>(companyPath(companyId, `/notification-log/${id}/resend`), {
      method: 'POST',
    })
    .then((answer) => answer.data)
