import { type Branch, type BranchSummary, minutesToClockTime, weeklyHoursFromRows } from '@rezervo/shared'
import { branchPagePath } from '@rezervo/shared/public-pages/branch-address'
import type { branchExceptions, branchOpeningHours, StoredInterval } from '../db/schema'
import { isoOrNull } from '../http/records'
import type { BranchWithCategory } from './repository'

export function intervalsToClock(intervals: readonly StoredInterval[]) {
  return intervals.map((interval) => ({
    start: minutesToClockTime(interval.start),
    end: minutesToClockTime(interval.end),
  }))
}

export function toBranchSummaryJson({ branch, category, group }: BranchWithCategory): BranchSummary {
  const listed = category && group
  return {
    id: branch.id,
    name: branch.name,
    slug: branch.slug,
    street: branch.street,
    house_number: branch.houseNumber,
    city: branch.city,
    zip: branch.zip,
    country: branch.country,
    phone: branch.phone,
    email: branch.email,
    description: branch.description,
    photo_url: branch.photoUrl,
    gallery_urls: branch.galleryUrls,
    time_zone: branch.timeZone,
    category_id: branch.categoryId,
    category: listed
      ? {
          id: category.id,
          slug: category.slug,
          name_cs: category.nameCs,
          name_en: category.nameEn,
          group: { id: group.id, slug: group.slug, name_cs: group.nameCs, name_en: group.nameEn },
        }
      : null,
    public_path: branchPagePath({
      groupSlug: listed ? group.slug : null,
      categorySlug: listed ? category.slug : null,
      slug: branch.slug,
    }),
    open_on_public_holidays: branch.openOnPublicHolidays,
    min_notice_minutes: branch.minNoticeMinutes,
    horizon_days: branch.horizonDays,
    slot_step_minutes: branch.slotStepMinutes,
    cancellation_deadline_hours: branch.cancellationDeadlineHours,
    max_upcoming_per_customer: branch.maxUpcomingPerCustomer,
    archived_at: isoOrNull(branch.archivedAt),
    created_at: branch.createdAt.toISOString(),
    updated_at: branch.updatedAt.toISOString(),
  }
}

export function toBranchJson(
  row: BranchWithCategory,
  hours: {
    openingHours: (typeof branchOpeningHours.$inferSelect)[]
    exceptions: (typeof branchExceptions.$inferSelect)[]
  },
): Omit<Branch, 'calendar_feed_url' | 'calendar_feed_detail'> {
  return {
    ...toBranchSummaryJson(row),
    opening_hours: weeklyHoursFromRows(hours.openingHours),
    exceptions: hours.exceptions.map((exception) => ({
      date: exception.date,
      closed: exception.closed,
      intervals: intervalsToClock(exception.intervals),
      note: exception.note,
    })),
  }
}
