import { stripDiacritics } from '@rezervo/shared'
import { type AnyColumn, and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { branches, categories, categoryGroups, companies } from '../db/schema'

/**
 * Letters that lower() may not fold on every server (PGlite and the C locale only fold ASCII) and their plain
 * forms, for SQL translate(); the query side goes through foldForSearch, which gives the same result.
 */
const ACCENTED = 'áäâàãåčçďéěëèêíìîïĺľłňñóöôòõŕřšśťúůüùûýÿžźżÁÄÂÀÃÅČÇĎÉĚËÈÊÍÌÎÏĹĽŁŇÑÓÖÔÒÕŔŘŠŚŤÚŮÜÙÛÝŸŽŹŻ'
const PLAIN = [...ACCENTED]
  .map((letter) => (letter === 'ł' ? 'l' : letter === 'Ł' ? 'L' : stripDiacritics(letter)))
  .join('')

/** lower(translate(column)) with single spaces: the SQL twin of foldForSearch. */
function foldedColumn(column: AnyColumn) {
  return sql`lower(regexp_replace(translate(coalesce(${column}, ''), ${ACCENTED}, ${PLAIN}), '\\s+', ' ', 'g'))`
}

/** A branch is listed in the directory when it has a public category and neither it nor its company is archived. */
const listed = () =>
  and(isNull(branches.archivedAt), isNull(branches.suspendedAt), isNull(companies.archivedAt))

export async function findCategoryGroupsWithCounts(db: DatabaseOrTransaction) {
  const [groups, categoryRows, counts] = await Promise.all([
    db.select().from(categoryGroups).orderBy(asc(categoryGroups.position), asc(categoryGroups.id)),
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ categoryId: branches.categoryId, branches: count() })
      .from(branches)
      .innerJoin(companies, eq(companies.id, branches.companyId))
      .where(listed())
      .groupBy(branches.categoryId),
  ])
  return { groups, categories: categoryRows, counts }
}

export async function findCategoryBySlugs(
  db: DatabaseOrTransaction,
  groupSlug: string,
  categorySlug: string,
) {
  const [row] = await db
    .select({ group: categoryGroups, category: categories })
    .from(categories)
    .innerJoin(categoryGroups, eq(categoryGroups.id, categories.groupId))
    .where(and(eq(categoryGroups.slug, groupSlug), eq(categories.slug, categorySlug)))
  return row
}

/** Every listed branch of a category, by folded name, then id (the order the directory shows them in). */
export async function findAllListedBranches(db: DatabaseOrTransaction, categoryId: number) {
  const rows = await db
    .select({ branch: branches })
    .from(branches)
    .innerJoin(companies, eq(companies.id, branches.companyId))
    .where(and(eq(branches.categoryId, categoryId), listed()))
    .orderBy(asc(foldedColumn(branches.name)), asc(branches.id))
  return rows.map((row) => row.branch)
}

/**
 * Listed branches of any category (or none) whose folded name contains `foldedName`, by folded name, at most
 * `limit`: the search of the not-found notice on Home (issue 37, finding 11). strpos, not LIKE, so a '%' or
 * '_' typed is a letter like any other.
 */
export async function findListedBranchesByName(db: DatabaseOrTransaction, foldedName: string, limit: number) {
  return db
    .select({
      id: branches.id,
      name: branches.name,
      slug: branches.slug,
      city: branches.city,
      groupSlug: categoryGroups.slug,
      categorySlug: categories.slug,
    })
    .from(branches)
    .innerJoin(companies, eq(companies.id, branches.companyId))
    .leftJoin(categories, eq(categories.id, branches.categoryId))
    .leftJoin(categoryGroups, eq(categoryGroups.id, categories.groupId))
    .where(and(listed(), gt(sql`strpos(${foldedColumn(branches.name)}, ${foldedName})`, 0)))
    .orderBy(asc(foldedColumn(branches.name)), asc(branches.id))
    .limit(limit)
}
