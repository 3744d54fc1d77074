import { z } from 'zod'
import { storedPhone } from './stored-phone'

const localizedName = z.object({ slug: z.string(), name_cs: z.string(), name_en: z.string() })

export const publicOpeningDaySchema = z.object({
  iso_weekday: z.number().int().min(1).max(7),
  intervals: z.array(z.object({ start: z.string(), end: z.string() })),
})

export const publicItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  duration_minutes: z.number().int(),
  duration_unit: z.enum(['minutes', 'hours']),
  price_czk: z.number().int(),
  buffer_after_minutes: z.number().int(),
  worker_ids: z.array(z.number().int()),
})

export const publicItemCategorySchema = z.object({
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  items: z.array(publicItemSchema),
})

export const publicWorkerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  positions: z.array(z.string()),
  photo_url: z.string().nullable(),
  color: z.string(),
})

/** Why a date has the hours it has: its weekly hours, a date exception, or a public holiday that closes it. */
export const OPENING_DAY_SOURCES = ['weekly', 'exception', 'holiday'] as const

/** The branch's opening on one calendar date (in the branch's time zone), after exceptions and holidays. */
export const publicOpeningDateSchema = z.object({
  date: z.string(),
  iso_weekday: z.number().int().min(1).max(7),
  open: z.boolean(),
  intervals: z.array(z.object({ start: z.string(), end: z.string() })),
  source: z.enum(OPENING_DAY_SOURCES),
  /** The note of a date exception ('Inventura'), else null. */
  note: z.string().nullable(),
  /** The Czech public holiday on this date, whether or not the branch opens. */
  holiday: z.object({ name_cs: z.string(), name_en: z.string() }).nullable(),
})
export type PublicOpeningDate = z.infer<typeof publicOpeningDateSchema>

/**
 * The booking rules a visitor may see: how soon, how far ahead, until when a booking can be cancelled or moved,
 * and how many upcoming bookings one customer may hold.
 */
export const publicBookingRulesSchema = z.object({
  min_notice_minutes: z.number().int(),
  horizon_days: z.number().int(),
  slot_step_minutes: z.number().int(),
  cancellation_deadline_hours: z.number().int(),
  /** How many upcoming bookings one person may hold at this branch (the branch's cap per customer). */
  max_upcoming_per_person: z.number().int(),
})

/** The public face of a branch (GET api/v1/branches/slug/{branchSlug}); nothing private belongs here. */
export const publicBranchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  category_group: localizedName.nullable(),
  category: localizedName.nullable(),
  company_name: z.string(),
  street: z.string().nullable(),
  house_number: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string(),
  /** E.164, for a tel: link. */
  phone: storedPhone().nullable(),
  /** The phone as people read it ('731 000 111'), formatted here so the page ships no numbering plans. */
  phone_display: z.string().nullable(),
  email: z.string().nullable(),
  description: z.string().nullable(),
  photo_url: z.string().nullable(),
  /** The photo carousel, in order. */
  gallery_urls: z.array(z.string()),
  time_zone: z.string(),
  /** The weekly opening hours, Monday first. */
  opening_hours: z.array(publicOpeningDaySchema),
  /** Today in the branch's time zone, with its exception or holiday applied. */
  today: publicOpeningDateSchema,
  /** The 14 dates after today, so the page can show closed days and special hours ahead. */
  next_days: z.array(publicOpeningDateSchema),
  booking_rules: publicBookingRulesSchema,
  item_categories: z.array(publicItemCategorySchema),
  workers: z.array(publicWorkerSchema),
})
export type PublicBranch = z.infer<typeof publicBranchSchema>

export const featuredBranchSchema = z.object({
  category_group_slug: z.string(),
  category_slug: z.string(),
  branch_slug: z.string(),
})
export type FeaturedBranch = z.infer<typeof featuredBranchSchema>
