import { and, gt, lt, type SQL, sql } from 'drizzle-orm'
import { reservations } from './schema'
import { reservationRange } from './schema/reservation-range'

/**
 * Reservations holding some time of [from, to): `starts_at < to and ends_at > from`, and the same as range
 * overlap, which a GiST index on the range can answer (the branch's `reservations_branch_during_idx`, the
 * worker's exclusion constraint). The comparison alone bounds a btree only from above: it read every earlier
 * reservation (issue 39's scale audit).
 */
export function reservationDuring(range: { from: Date; to: Date }): SQL {
  return and(
    sql`${reservationRange(reservations.startsAt, reservations.endsAt)} && tstzrange(${range.from.toISOString()}::timestamptz, ${range.to.toISOString()}::timestamptz, ${sql.raw(`'[)'`)})`,
    lt(reservations.startsAt, range.to),
    gt(reservations.endsAt, range.from),
  ) as SQL
}
