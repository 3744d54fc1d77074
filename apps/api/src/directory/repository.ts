import { stripDiacritics } from '@rezervo/shared'
import { type AnyColumn, and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { pagedList, rowCount } from '../db/paged-list'
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

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/** A branch is listed in the directory when it has a public category and neither it nor its company is archived. */
const listed = () => and(isNull(branches.archivedAt), isNull(companies.archivedAt))

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

export interface BranchSearch {
  categoryId: number
  /** Already folded with foldForSearch; empty means no filter. */
  name: string
  city: string
  limit: number
  offset: number
}

/** Listed branches of a category whose folded name and city contain the folded search texts, by name. */
export async function findListedBranches(db: DatabaseOrTransaction, search: BranchSearch) {
  const where = and(
    eq(branches.categoryId, search.categoryId),
    listed(),
    search.name ? sql`${foldedColumn(branches.name)} like ${`%${escapeLike(search.name)}%`}` : undefined,
    search.city ? sql`${foldedColumn(branches.city)} like ${`%${escapeLike(search.city)}%`}` : undefined,
  )
  const { rows, total } = await pagedList(
    db
      .select({ branch: branches })
      .from(branches)
      .innerJoin(companies, eq(companies.id, branches.companyId))
      .where(where)
      .orderBy(asc(foldedColumn(branches.name)), asc(branches.id)),
    db
      .select(rowCount)
      .from(branches)
      .innerJoin(companies, eq(companies.id, branches.companyId))
      .where(where),
    search,
  )
  return { rows: rows.map((row) => row.branch), total }
}
