/**
 * The company's reservations of a Prague month, counted only as far as a limit needs: the plan's monthly
 * limit (decision 032) read by billing and by the public booking's start statement (decision 070).
 */
import { type SQLWrapper, sql } from 'drizzle-orm'

/**
 * The Prague month of the instant `at` (a timestamptz expression) as a range of instants, [start, end): a range
 * `reservations_company_created_idx` answers, where comparing each row's month would read every row.
 */
export const pragueMonthRange = (at: SQLWrapper) => {
  const month = sql`date_trunc('month', ${at}::timestamptz at time zone 'Europe/Prague')`
  return {
    start: sql`(${month} at time zone 'Europe/Prague')`,
    end: sql`((${month} + interval '1 month') at time zone 'Europe/Prague')`,
  }
}

/**
 * The company's reservations created in the Prague month of `at`, counted up to `limit` + 1 and no further
 * (enough to tell a full month); 0 when `limit` is null (no limit: nothing to count). An index range read that
 * stops at the limit, so a booking's cost does not grow with the company's history (issue 39, decision 070).
 */
export const monthCountUpToLimitSql = (companyId: SQLWrapper, at: SQLWrapper, limit: SQLWrapper) => {
  const { start, end } = pragueMonthRange(at)
  return sql`(select count(*)::int from (select 1 from reservations r where r.company_id = ${companyId}
    and r.created_at >= ${start} and r.created_at < ${end}
    limit coalesce(${limit} + 1, 0)) counted)`
}
