import { DEMO_BRANCH_SLUG, type FeaturedBranch, formatPhone, type PublicBranch } from '@rezervo/shared'
import type { WeeklyHours } from '@rezervo/shared/availability/types'
import { branchRouteSlugs } from '@rezervo/shared/public-pages/branch-address'
import type { IsoWeekday } from '@rezervo/shared/time/iso-date'
import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import type { AppDeps } from '../app-deps'
import { notFound } from '../http/errors'
import { minutesToClock } from '../lib/minutes'
import { NEXT_DAYS_SHOWN, todayAndNextDays } from './public-branch-days'
import { groupItemsByCategory } from './public-branch-items'
import { findActiveBranchBySlug, findPublicBranchBySlug } from './public-branch-repository'

export async function getPublicBranch(deps: AppDeps, slug: string): Promise<PublicBranch> {
  const now = deps.clock.now()
  // One statement (issue 16): the branch, its hours, the exceptions of the days shown, its staff and items.
  const found = await deps.reads.run((db) => findPublicBranchBySlug(db, slug, now, NEXT_DAYS_SHOWN))
  if (!found) throw notFound()
  const { row, hours, exceptions, staff } = found
  const { branch } = row
  const today = utcToZonedParts(now, branch.timeZone).date

  const weeklyHours: WeeklyHours = {}
  for (const h of hours) {
    const weekday = h.isoWeekday as IsoWeekday
    weeklyHours[weekday] = [...(weeklyHours[weekday] ?? []), { start: h.startMinute, end: h.endMinute }]
  }
  const days = todayAndNextDays(
    {
      weeklyHours,
      exceptions: exceptions.map((e) => ({
        date: e.date,
        closed: e.closed,
        intervals: e.intervals,
        note: e.note,
      })),
      openOnPublicHolidays: branch.openOnPublicHolidays,
    },
    today,
  )

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
    phone_display: branch.phone && formatPhone(branch.phone),
    email: branch.email,
    description: branch.description,
    photo_url: branch.photoUrl,
    gallery_urls: branch.galleryUrls,
    time_zone: branch.timeZone,
    opening_hours: ([1, 2, 3, 4, 5, 6, 7] as const).map((isoWeekday) => ({
      iso_weekday: isoWeekday,
      intervals: hours
        .filter((h) => h.isoWeekday === isoWeekday)
        .map((h) => ({ start: minutesToClock(h.startMinute), end: minutesToClock(h.endMinute) })),
    })),
    today: days.today,
    next_days: days.nextDays,
    booking_rules: {
      min_notice_minutes: branch.minNoticeMinutes,
      horizon_days: branch.horizonDays,
      slot_step_minutes: branch.slotStepMinutes,
      cancellation_deadline_hours: branch.cancellationDeadlineHours,
      max_upcoming_per_person: branch.maxUpcomingPerCustomer,
    },
    item_categories: groupItemsByCategory(staff.performed),
    workers: staff.workers.map((worker) => ({
      id: worker.id,
      name: worker.name,
      positions: worker.positions,
      photo_url: worker.photoUrl,
      color: worker.color,
    })),
  }
}

/**
 * Home opens the configured featured branch, else the demo branch, at its own address; 404 when that branch
 * does not exist (a fresh install without the demo, or the branch deleted), and Home says so.
 */
export async function findFeaturedBranch(deps: AppDeps): Promise<FeaturedBranch> {
  const slug = deps.config.featuredBranchSlug ?? DEMO_BRANCH_SLUG
  const row = await findActiveBranchBySlug(deps.database.db, slug)
  if (!row) throw notFound()
  const { group, category } = branchRouteSlugs({
    groupSlug: row.group?.slug,
    categorySlug: row.category?.slug,
  })
  return { category_group_slug: group, category_slug: category, branch_slug: row.branch.slug }
}
