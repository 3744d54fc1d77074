/**
 * The neutral group and category of a branch that has chosen no category: its page lives at
 * /provozovny/ostatni/{branch} (businesses / other), never under another business's field (decision 028).
 * The seeded taxonomy has no group with this slug, so the address cannot clash with a listed category.
 */
export const UNCATEGORIZED_GROUP_SLUG = 'provozovny'
export const UNCATEGORIZED_CATEGORY_SLUG = 'ostatni'

/** The slugs of a branch's public route, from its own category, or the neutral ones without one. */
export function branchRouteSlugs(branch: {
  groupSlug: string | null | undefined
  categorySlug: string | null | undefined
}): { group: string; category: string } {
  if (branch.groupSlug && branch.categorySlug)
    return { group: branch.groupSlug, category: branch.categorySlug }
  return { group: UNCATEGORIZED_GROUP_SLUG, category: UNCATEGORIZED_CATEGORY_SLUG }
}

/** The branch page's path: /{group}/{category}/{branch}. */
export function branchPagePath(branch: {
  groupSlug: string | null | undefined
  categorySlug: string | null | undefined
  slug: string
}): string {
  const { group, category } = branchRouteSlugs(branch)
  return `/${group}/${category}/${branch.slug}`
}
