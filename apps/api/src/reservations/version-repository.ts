/**
 * A reservation's version (decision 027): a hash of its row, its payments and its service lines, which every
 * write of the reservation changes. The detail's ETag and each reservation of the calendar feed carry the
 * same tag, so a drag in the calendar is made to the version the calendar showed.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { payments, reservationItems, reservations } from '../db/schema'

/** The versions of the company's reservations among `ids`; a missing or foreign id has none. */
export async function findReservationVersions(
  db: DatabaseOrTransaction,
  companyId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  // Qualified by hand: Drizzle writes a column of a one-table select as a bare "id", which inside the
  // subqueries named the payment's or line's own id (a version blind to both, and a scan of both tables).
  const reservationId = sql`${reservations}.${sql.identifier('id')}`
  const rows = await db
    .select({
      id: reservations.id,
      version: sql<string>`md5(${reservations}::text
        || '|' || coalesce((select string_agg(p::text, ',' order by p.id) from ${payments} p
          where p.reservation_id = ${reservationId}), '')
        || '|' || coalesce((select string_agg(i::text, ',' order by i.id) from ${reservationItems} i
          where i.reservation_id = ${reservationId}), ''))`,
    })
    .from(reservations)
    .where(and(eq(reservations.companyId, companyId), inArray(reservations.id, [...ids])))
  return new Map(rows.map((row) => [row.id, row.version]))
}
