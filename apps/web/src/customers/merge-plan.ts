import { mergedCustomer } from '@rezervo/shared/customers/customer-merge'
import type { CustomerDetail } from '@rezervo/shared/schemas/customer'

export interface MergePlan {
  /** The record that stays (the merge's path). */
  target: CustomerDetail
  /** The record merged into it and archived (the merge's source_customer_id). */
  source: CustomerDetail
  /** The kept customer as the server will leave them: empty fields filled from the other. */
  result: CustomerDetail
  /** Both customers' reservations, which the kept one will hold. */
  reservationCount: number
  /** False for an archived or anonymised customer on either side, which the server refuses. */
  allowed: boolean
}

const active = (customer: CustomerDetail) => !customer.archived_at && !customer.erased_at

/** What merging the two customers will do when `keptId` is the one that stays. */
export function mergePlan(first: CustomerDetail, second: CustomerDetail, keptId: number): MergePlan {
  const [target, source] = keptId === second.id ? [second, first] : [first, second]
  return {
    target,
    source,
    result: mergedCustomer(target, source),
    reservationCount: target.turnover.reservation_count + source.turnover.reservation_count,
    allowed: target.id !== source.id && active(target) && active(source),
  }
}

/**
 * Which one is offered to stay at first: the one with more reservations (less to move, most history in place),
 * else the older record.
 */
export function suggestedKeptId(first: CustomerDetail, second: CustomerDetail): number {
  const byCount = first.turnover.reservation_count - second.turnover.reservation_count
  if (byCount !== 0) return byCount > 0 ? first.id : second.id
  return Math.min(first.id, second.id)
}
