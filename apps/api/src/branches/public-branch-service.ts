import {
  DEMO_BRANCH_SLUG,
  DEMO_CATEGORY_GROUP_SLUG,
  DEMO_CATEGORY_SLUG,
  type FeaturedBranch,
  type PublicBranch,
} from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import { notFound } from '../http/errors'
import { minutesToClock } from '../lib/minutes'
import { findActiveBranchBySlug, findBranchStaffAndItems, findOpeningHours } from './public-branch-repository'

export async function getPublicBranch(deps: AppDeps, slug: string): Promise<PublicBranch> {
  const { db } = deps.database
  const row = await findActiveBranchBySlug(db, slug)
  if (!row) throw notFound()
  const { branch } = row
  const [hours, staff] = await Promise.all([
    findOpeningHours(db, branch.id),
    findBranchStaffAndItems(db, branch.id),
  ])

  const openingHours = [1, 2, 3, 4, 5, 6, 7].map((isoWeekday) => ({
    iso_weekday: isoWeekday,
    intervals: hours
      .filter((h) => h.isoWeekday === isoWeekday)
      .map((h) => ({ start: minutesToClock(h.startMinute), end: minutesToClock(h.endMinute) })),
  }))

  const itemsById = new Map<
    number,
    {
      item: (typeof staff.performed)[number]['item']
      category: (typeof staff.performed)[number]['category']
      workerIds: number[]
    }
  >()
  for (const { workerId, item, category } of staff.performed) {
    const entry = itemsById.get(item.id) ?? { item, category, workerIds: [] }
    entry.workerIds.push(workerId)
    itemsById.set(item.id, entry)
  }
  const groups = new Map<number | null, PublicBranch['item_categories'][number] & { position: number }>()
  const sorted = [...itemsById.values()].sort(
    (a, b) => a.item.position - b.item.position || a.item.id - b.item.id,
  )
  for (const { item, category, workerIds } of sorted) {
    const key = category?.id ?? null
    const group = groups.get(key) ?? {
      id: key,
      name: category?.name ?? null,
      items: [],
      position: category?.position ?? 1e6,
    }
    group.items.push({
      id: item.id,
      name: item.name,
      description: item.description,
      duration_minutes: item.durationMinutes,
      duration_unit: item.durationUnit,
      price_czk: item.priceCzk,
      buffer_after_minutes: item.bufferAfterMinutes,
      worker_ids: workerIds.sort((a, b) => a - b),
    })
    groups.set(key, group)
  }

  return {
    id: branch.id,
    name: branch.name,
    slug: branch.slug,
    category_group: row.group
      ? { slug: row.group.slug, name_cs: row.group.nameCs, name_en: row.group.nameEn }
      : null,
    category: row.category
      ? { slug: row.category.slug, name_cs: row.category.nameCs, name_en: row.category.nameEn }
      : null,
    company_name: row.companyName,
    street: branch.street,
    house_number: branch.houseNumber,
    city: branch.city,
    zip: branch.zip,
    country: branch.country,
    phone: branch.phone,
    email: branch.email,
    description: branch.description,
    photo_url: branch.photoUrl,
    time_zone: branch.timeZone,
    opening_hours: openingHours,
    item_categories: [...groups.values()]
      .sort((a, b) => a.position - b.position)
      .map(({ position: _position, ...group }) => group),
    workers: staff.workers.map((worker) => ({
      id: worker.id,
      name: worker.name,
      positions: worker.positions,
      photo_url: worker.photoUrl,
      color: worker.color,
    })),
  }
}

/** Home opens the configured featured branch, else the demo branch, at its own slugs. */
export async function findFeaturedBranch(deps: AppDeps): Promise<FeaturedBranch> {
  const slug = deps.config.featuredBranchSlug ?? DEMO_BRANCH_SLUG
  const row = await findActiveBranchBySlug(deps.database.db, slug)
  if (!row) {
    if (slug === DEMO_BRANCH_SLUG) {
      return {
        category_group_slug: DEMO_CATEGORY_GROUP_SLUG,
        category_slug: DEMO_CATEGORY_SLUG,
        branch_slug: slug,
      }
    }
    throw notFound()
  }
  return {
    category_group_slug: row.group?.slug ?? DEMO_CATEGORY_GROUP_SLUG,
    category_slug: row.category?.slug ?? DEMO_CATEGORY_SLUG,
    branch_slug: row.branch.slug,
  }
}
