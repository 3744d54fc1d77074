import type { Overview, OverviewSetup } from '@rezervo/shared/schemas/overview'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'
import { companyKey, companyPath, type DataAnswer, queryString } from '../lib/company-resource'

/**
 * GET …/overview?branch_id: today and this week and month for one branch (the first one when none is given).
 * Kept under the reservations key, so a reservation or payment changed elsewhere refreshes it.
 */
export const overviewQueryOptions = (companyId: number, branchId: number | undefined) =>
  queryOptions({
    queryKey: [...companyKey(companyId, 'reservations', 'overview'), branchId ?? 'first'],
    queryFn: ({ signal }) =>
      apiClient
        .get<DataAnswer<Overview>>(
          companyPath(companyId, `/overview${queryString({ branch_id: branchId })}`),
          {
            signal,
          },
        )
        .then((answer) => answer.data),
  })

/**
 * GET …/overview/setup?branch_id: the first-run checklist, computed by the server (decision 044). Read afresh
 * whenever the overview opens, since every back-office section can tick a step.
 */
export const setupQueryOptions = (companyId: number, branchId: number | undefined) =>
  queryOptions({
    queryKey: [...companyKey(companyId, 'overview-setup'), branchId ?? 'first'],
    queryFn: ({ signal }) =>
      apiClient
        .get<DataAnswer<OverviewSetup>>(
          companyPath(companyId, `/overview/setup${queryString({ branch_id: branchId })}`),
          { signal },
        )
        .then((answer) => answer.data),
    staleTime: 0,
  })
