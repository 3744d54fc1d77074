import { and, eq, inArray, isNull } from 'drizzle-orm'
import { FieldValidationError } from '../http/errors'
import type { DatabaseOrTransaction } from './client'
import { branches, itemCategories, items, workers } from './schema'

const tables = { branches, itemCategories, items, workers }

/**
 * Checks that every id a form refers to (a worker's branches, an item's workers …) is a live record of the
 * company. Another company's id answers 'exists' like a missing one, so nothing about it leaks.
 */
export async function ensureLiveOwnedIds(
  db: DatabaseOrTransaction,
  companyId: number,
  kind: keyof typeof tables,
  field: string,
  ids: readonly number[],
) {
  if (ids.length === 0) return
  // Every one of them has id, company_id and archived_at; the cast only picks one for the typing.
  const table = tables[kind] as typeof branches
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), inArray(table.id, [...ids]), isNull(table.archivedAt)))
  const found = new Set(rows.map((row) => row.id))
  if (ids.some((id) => !found.has(id))) throw new FieldValidationError({ [field]: ['exists'] })
}
