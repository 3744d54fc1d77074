/** The names a reservation's history refers to by id: recorded with each entry, and read as they are now. */
import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { branches, workers } from '../db/schema'
import type { HistoryReferences, NamedRecord } from './history-names'

/**
 * The names of the referenced workers and branches as they are now, as the JSON of the history's `names`
 * column ({ workers: { "3": "Jana" }, branches: { … } }); a subquery of the statement that writes the entry, so
 * recording them costs no round trip.
 */
export function recordedNamesSql({ workers: workerIds, branches: branchIds }: HistoryReferences): SQL | null {
  if (workerIds.length === 0 && branchIds.length === 0) return null
  return namesOfIdsSql(sql.param(workerIds), sql.param(branchIds))
}

/**
 * recordedNamesSql of two int arrays given as placeholders or parameters (an array is one parameter), for a
 * statement built once (db/prepared.ts); an empty array names none.
 */
export function namesOfIdsSql(workerIds: SQLWrapper, branchIds: SQLWrapper): SQL {
  return sql`jsonb_strip_nulls(jsonb_build_object(
    'workers', (select jsonb_object_agg(${workers.id}::text, ${workers.name}) from ${workers}
      where ${workers.id} = any(${workerIds}::int[])),
    'branches', (select jsonb_object_agg(${branches.id}::text, ${branches.name}) from ${branches}
      where ${branches.id} = any(${branchIds}::int[]))))`
}

/** The company's workers and branches of these ids as they are now (archived ones too). One round trip. */
export async function findCurrentNames(
  db: DatabaseOrTransaction,
  companyId: number,
  references: HistoryReferences,
): Promise<{ workers: NamedRecord[]; branches: NamedRecord[] }> {
  if (references.workers.length === 0 && references.branches.length === 0)
    return { workers: [], branches: [] }
  const workerRows = db
    .select({ kind: sql<string>`'workers'`.as('kind'), id: workers.id, name: workers.name })
    .from(workers)
    .where(and(eq(workers.companyId, companyId), inArray(workers.id, references.workers)))
  const branchRows = db
    .select({ kind: sql<string>`'branches'`.as('kind'), id: branches.id, name: branches.name })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), inArray(branches.id, references.branches)))
  const rows = await workerRows.unionAll(branchRows)
  return {
    workers: rows.filter((row) => row.kind === 'workers'),
    branches: rows.filter((row) => row.kind === 'branches'),
  }
}
