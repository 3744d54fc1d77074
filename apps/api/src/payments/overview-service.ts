import type {
  Locale,
  PaymentFilter,
  PaymentListEntry,
  PaymentsOverview,
  PaymentsQuery,
} from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import type { CompanyAccess } from '../http/company-access'
import { pageMeta, pageWindow } from '../http/records'
import { paymentsCsv } from './csv-export'
import { listPayments, paymentTotals } from './overview-repository'

export const PAYMENTS_CSV_MAX_ROWS = 10_000

type ListRow = Awaited<ReturnType<typeof listPayments>>[number]

function toListEntry(row: ListRow): PaymentListEntry {
  return {
    id: row.payment.id,
    reservation_id: row.payment.reservationId,
    amount_czk: row.payment.amountCzk,
    method: row.payment.method,
    paid_at: row.payment.paidAt.toISOString(),
    recorded_by: row.user ? { id: row.user.id, name: `${row.user.firstName} ${row.user.surname}` } : null,
    created_at: row.payment.createdAt.toISOString(),
    date: row.date,
    branch_id: row.branchId,
    worker: row.worker,
    customer: { id: row.customer.id, first_name: row.customer.firstName, surname: row.customer.surname },
    reservation_starts_at: row.reservationStartsAt.toISOString(),
  }
}

/** Totals per day, method and worker over the whole filter, and one page of the payments. */
export async function paymentsOverview(
  deps: AppDeps,
  access: CompanyAccess,
  query: PaymentsQuery,
): Promise<{ data: PaymentsOverview; meta: ReturnType<typeof pageMeta> }> {
  const { db } = deps.database
  const [totals, rows] = await Promise.all([
    paymentTotals(db, access.companyId, query),
    listPayments(db, access.companyId, query, pageWindow(query)),
  ])
  const total = (row: { totalCzk: number | null; count: number }) => ({
    total_czk: row.totalCzk ?? 0,
    count: row.count,
  })
  return {
    data: {
      from: query.from,
      to: query.to,
      ...total(totals.all),
      per_day: totals.perDay.map((row) => ({ date: row.date, ...total(row) })),
      per_method: totals.perMethod.map((row) => ({ method: row.method, ...total(row) })),
      per_worker: totals.perWorker.map((row) => ({
        worker_id: row.workerId,
        worker_name: row.workerName,
        ...total(row),
      })),
      payments: rows.map(toListEntry),
    },
    meta: pageMeta(query, totals.all.count),
  }
}

export async function exportPaymentsCsv(
  deps: AppDeps,
  access: CompanyAccess,
  filter: PaymentFilter,
  locale: Locale,
) {
  const rows = await listPayments(deps.database.db, access.companyId, filter, {
    limit: PAYMENTS_CSV_MAX_ROWS,
    offset: 0,
  })
  return paymentsCsv(
    rows.map((row) => ({ ...toListEntry(row), time_zone: row.timeZone })),
    locale,
  )
}
