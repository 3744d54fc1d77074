import type { PaymentsOverview } from '@rezervo/shared/schemas/payment'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'
import { companyKey, companyPath, queryString } from '../lib/company-resource'
import type { PaymentPeriod } from './payment-period'

/** How many of the period's payments the screen lists under the totals, newest first. */
export const LATEST_PAYMENTS = 10

/**
 * GET …/payments?from&to: totals per day, method and worker, plus the newest payments. Kept under the
 * reservations key, so recording a payment on a reservation refreshes the totals. Disabled while the period
 * is one the API would refuse.
 */
export const paymentsOverviewQueryOptions = (companyId: number, period: PaymentPeriod, enabled = true) =>
  queryOptions<PaymentsOverview>({
    queryKey: [...companyKey(companyId, 'reservations', 'payments'), period.from, period.to],
    enabled,
    // The old figures stay on screen while another period loads.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiClient
        .get<{ data: PaymentsOverview }>(
          companyPath(
            companyId,
            `/payments${queryString({ ...period, page: 1, per_page: LATEST_PAYMENTS })}`,
          ),
          { signal },
        )
        .then((answer) => answer.data),
  })

/** The period's payments as CSV; a plain link, the browser sends the session cookie. */
export const paymentsExportUrl = (companyId: number, period: PaymentPeriod) =>
  companyPath(companyId, `/payments/export.csv${queryString({ ...period })}`)
