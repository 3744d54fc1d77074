import type { CalendarFeedState } from '@rezervo/shared/schemas/calendar-feed'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'
import { companyKey, companyPath } from '../lib/company-resource'
import { Spinner } from '../ui/spinner'
import { CalendarFeedPanel } from './calendar-feed-panel'

/**
 * A worker's own calendar address on their profile (decision 039): the feed of the worker record their
 * membership links, which they may see, renew, change and revoke without the right to the workers' records.
 */
export function OwnCalendarFeedPanel({ companyId, workerId }: { companyId: number; workerId: number }) {
  const feed = useQuery({
    queryKey: companyKey(companyId, 'own-calendar-feed'),
    queryFn: ({ signal }) =>
      apiClient
        .get<{ data: CalendarFeedState }>(companyPath(companyId, '/own-calendar-feed'), { signal })
        .then((answer) => answer.data),
  })
  if (!feed.data) return feed.isPending ? <Spinner label="…" /> : null
  return (
    <CalendarFeedPanel
      companyId={companyId}
      owner={{ kind: 'worker', id: workerId }}
      url={feed.data.url}
      detail={feed.data.detail}
      own
    />
  )
}
