import { sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { categories, categoryGroups } from '../db/schema'

/** The public directory: category groups and their categories (slugs are part of public URLs). */
export const TAXONOMY = [
  {
    slug: 'krasa-a-pece',
    nameCs: 'Krása a péče',
    nameEn: 'Beauty & care',
    categories: [
      { slug: 'barbershop', nameCs: 'Barbershop', nameEn: 'Barbershop' },
      { slug: 'kadernictvi', nameCs: 'Kadeřnictví', nameEn: 'Hair salon' },
      { slug: 'kosmetika', nameCs: 'Kosmetika', nameEn: 'Cosmetics' },
      { slug: 'manikura-a-pedikura', nameCs: 'Manikúra a pedikúra', nameEn: 'Manicure & pedicure' },
    ],
  },
  {
    slug: 'zdravi-a-relaxace',
    nameCs: 'Zdraví a relaxace',
    nameEn: 'Health & relaxation',
    categories: [
      { slug: 'masaze', nameCs: 'Masáže', nameEn: 'Massage' },
      { slug: 'fyzioterapie', nameCs: 'Fyzioterapie', nameEn: 'Physiotherapy' },
    ],
  },
  {
    slug: 'sport-a-pohyb',
    nameCs: 'Sport a pohyb',
    nameEn: 'Sport & fitness',
    categories: [
      { slug: 'osobni-trener', nameCs: 'Osobní trenér', nameEn: 'Personal trainer' },
      { slug: 'joga', nameCs: 'Jóga', nameEn: 'Yoga' },
    ],
  },
] as const

/** Inserts missing groups and categories; existing ones are left as they are. */
export async function seedTaxonomy(db: DatabaseOrTransaction): Promise<void> {
  for (const [groupIndex, group] of TAXONOMY.entries()) {
    await db
      .insert(categoryGroups)
      .values({ slug: group.slug, nameCs: group.nameCs, nameEn: group.nameEn, position: groupIndex })
      .onConflictDoNothing()
    const [row] = await db
      .select({ id: categoryGroups.id })
      .from(categoryGroups)
      .where(sql`${categoryGroups.slug} = ${group.slug}`)
    if (!row) continue
    for (const [index, category] of group.categories.entries()) {
      await db
        .insert(categories)
        .values({ groupId: row.id, ...category, position: index })
        .onConflictDoNothing()
    }
  }
}
