import { asc, eq } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { categories, categoryGroups } from '../db/schema'

/** Every category with its group, in display order. */
export async function listTaxonomy(db: DatabaseOrTransaction) {
  return db
    .select({ group: categoryGroups, category: categories })
    .from(categoryGroups)
    .innerJoin(categories, eq(categories.groupId, categoryGroups.id))
    .orderBy(
      asc(categoryGroups.position),
      asc(categoryGroups.id),
      asc(categories.position),
      asc(categories.id),
    )
}
