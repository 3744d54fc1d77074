import { type AnyColumn, type SQL, sql } from 'drizzle-orm'

/**
 * A reservation's time as a range, [starts_at, ends_at): the expression of the exclusion constraint
 * (migration 0001) and of the branch's range index, written once so a query asks with the same expression
 * the index is built on (the planner matches them by their text). The bounds are a literal for that reason.
 */
export function reservationRange(startsAt: AnyColumn, endsAt: AnyColumn): SQL {
  return sql`tstzrange(${startsAt}, ${endsAt}, ${sql.raw(`'[)'`)})`
}
