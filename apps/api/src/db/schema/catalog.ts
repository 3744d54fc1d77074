import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { id } from './columns'

/**
 * The public taxonomy behind /{categoryGroupSlug}/{categorySlug}/{branchSlug}: seeded, shared by all
 * companies (for example 'Krása a péče' → 'Barbershop'). Not to be confused with item categories,
 * which each company keeps to group its own services on the branch page.
 */
export const categoryGroups = pgTable(
  'category_groups',
  {
    id: id(),
    slug: text().notNull(),
    nameCs: text().notNull(),
    nameEn: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('category_groups_slug_unique').on(t.slug)],
)

export const categories = pgTable(
  'categories',
  {
    id: id(),
    groupId: integer()
      .notNull()
      .references(() => categoryGroups.id),
    slug: text().notNull(),
    nameCs: text().notNull(),
    nameEn: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('categories_group_slug_unique').on(t.groupId, t.slug)],
)
