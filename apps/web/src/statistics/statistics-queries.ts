import type { Statistics } from '@rezervo/shared/schemas/statistics'
import type { DateRange } from '@rezervo/shared/statistics/ranges'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'
import { companyKey, companyPath, queryString } from '../lib/company-resource'

/**
 * GET …/statistics?from&to&branch_id (no branch_id: every branch): every figure of the screen in one call. Kept under the reservations key, so a
 * change of a reservation or a payment refreshes it. Disabled while the range is one the API would refuse.
 */
export const statisticsQueryOptions = (
  companyId: number,
  range: DateRange,
  branchId: number | undefined,
  enabled = true,
) =>
  queryOptions<Statistics>({
    queryKey: [
      ...companyKey(companyId, 'reservations', 'statistics'),
      range.from,
      range.to,
      branchId ?? 'all',
    ],
    enabled,
    // The old charts stay on screen while another period loads.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiClient
        .get<{ data: Statistics }>(
          companyPath(companyId, `/statistics${queryString({ ...range, branch_id: branchId })}`),
          {
            signal,
          },
        )
        .then((answer) => answer.data),
  })
