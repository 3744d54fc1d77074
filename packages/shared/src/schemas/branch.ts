import { z } from 'zod'
import {
  DEFAULT_CANCELLATION_DEADLINE_HOURS,
  DEFAULT_HORIZON_DAYS,
  DEFAULT_MAX_UPCOMING_PER_CUSTOMER,
  DEFAULT_MIN_NOTICE_MINUTES,
  DEFAULT_SLOT_STEP_MINUTES,
  DEFAULT_TIME_ZONE,
} from '../constants'
import { isValidSlug, SLUG_MAX_LENGTH } from '../validation/slug'
import { calendarFeedRecordFields } from './calendar-feed'
import { optionalText, requiredText } from './fields'
import {
  countryCode,
  isoDate,
  optionalCity,
  optionalEmail,
  optionalHouseNumber,
  optionalStreet,
  optionalZip,
  recordId,
  wholeNumber,
  yesNo,
} from './form-fields'
import { photoUrl } from './media'
import { optionalPhoneField } from './phone-field'
import { storedPhone } from './stored-phone'
import { dayIntervalsSchema, weeklyHoursResponseSchema, weeklyHoursSchema } from './weekly-hours'

export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    return true
  } catch {
    return false
  }
}

/** A date that replaces the weekly hours: closed all day, or open for exactly `intervals`. */
export const branchExceptionInputSchema = z
  .object({
    date: isoDate(),
    closed: yesNo().default(false),
    intervals: dayIntervalsSchema.default([]),
    note: optionalText(255),
  })
  .superRefine((exception, ctx) => {
    if (!exception.closed && exception.intervals.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'intervals.required', path: ['intervals'] })
    }
  })
  .transform((exception) => (exception.closed ? { ...exception, intervals: [] } : exception))

/** Empty means "make one from the name"; a typed slug must already be a slug, so the URL is what they see. */
/** Photos in a branch's carousel: enough to show the place, few enough to load fast on a phone. */
export const BRANCH_GALLERY_MAX_PHOTOS = 12

const slugField = () =>
  z
    .string({ error: 'string' })
    .trim()
    .max(SLUG_MAX_LENGTH, `max:${SLUG_MAX_LENGTH}`)
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.string().refine(isValidSlug, 'slug').nullable())

const timeZoneField = () =>
  z
    .string({ error: 'string' })
    .trim()
    .nullish()
    .transform((value) => value || DEFAULT_TIME_ZONE)
    .pipe(z.string().refine(isKnownTimeZone, 'oneOf'))

/** Create and edit a branch; PUT sends the whole form and replaces opening hours and exceptions. */
export const branchInputSchema = z.object({
  name: requiredText(150),
  slug: slugField(),
  street: optionalStreet(),
  house_number: optionalHouseNumber(),
  city: optionalCity(),
  zip: optionalZip(),
  country: countryCode(),
  phone: optionalPhoneField(),
  email: optionalEmail(),
  description: optionalText(5000),
  photo_url: photoUrl(),
  /** The branch page's photo carousel, in order. */
  gallery_urls: z
    .array(photoUrl(), { error: 'array' })
    .max(BRANCH_GALLERY_MAX_PHOTOS, `maxItems:${BRANCH_GALLERY_MAX_PHOTOS}`)
    .default([])
    .transform((urls) => urls.filter((url): url is string => url !== null)),
  time_zone: timeZoneField(),
  /** A category of the public taxonomy (GET /api/v1/categories); it makes the branch's public URL. */
  category_id: recordId()
    .nullish()
    .transform((value) => value ?? null),
  open_on_public_holidays: yesNo().default(false),
  min_notice_minutes: wholeNumber(0, 43_200).default(DEFAULT_MIN_NOTICE_MINUTES),
  horizon_days: wholeNumber(1, 730).default(DEFAULT_HORIZON_DAYS),
  slot_step_minutes: wholeNumber(5, 240).default(DEFAULT_SLOT_STEP_MINUTES),
  cancellation_deadline_hours: wholeNumber(0, 720).default(DEFAULT_CANCELLATION_DEADLINE_HOURS),
  max_upcoming_per_customer: wholeNumber(1, 100).default(DEFAULT_MAX_UPCOMING_PER_CUSTOMER),
  opening_hours: weeklyHoursSchema.default({ 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] }),
  exceptions: z
    .array(branchExceptionInputSchema, { error: 'array' })
    .max(400, 'maxValue:400')
    .default([])
    .superRefine((exceptions, ctx) => {
      const seen = new Set<string>()
      exceptions.forEach((exception, index) => {
        if (seen.has(exception.date))
          ctx.addIssue({ code: 'custom', message: 'unique', path: [index, 'date'] })
        seen.add(exception.date)
      })
    }),
})
export type BranchInput = z.input<typeof branchInputSchema>
export type BranchValues = z.output<typeof branchInputSchema>

const intervalAnswer = z.object({ start: z.string(), end: z.string() })

export const branchExceptionSchema = z.object({
  date: z.string(),
  closed: z.boolean(),
  intervals: z.array(intervalAnswer),
  note: z.string().nullable(),
})

const localizedCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_cs: z.string(),
  name_en: z.string(),
})

/** A branch in a list: no hours. */
export const branchSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  street: z.string().nullable(),
  house_number: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string(),
  phone: storedPhone().nullable(),
  email: z.string().nullable(),
  description: z.string().nullable(),
  photo_url: z.string().nullable(),
  gallery_urls: z.array(z.string()),
  time_zone: z.string(),
  category_id: z.number().int().nullable(),
  category: localizedCategory.extend({ group: localizedCategory }).nullable(),
  /** Where the public page lives: /{group}/{category}/{slug}, or /{slug} while no category is chosen. */
  public_path: z.string(),
  open_on_public_holidays: z.boolean(),
  min_notice_minutes: z.number().int(),
  horizon_days: z.number().int(),
  slot_step_minutes: z.number().int(),
  cancellation_deadline_hours: z.number().int(),
  max_upcoming_per_customer: z.number().int(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type BranchSummary = z.infer<typeof branchSummarySchema>

export const branchSchema = branchSummarySchema.extend({
  opening_hours: weeklyHoursResponseSchema,
  exceptions: z.array(branchExceptionSchema),
  ...calendarFeedRecordFields,
})
export type Branch = z.infer<typeof branchSchema>

/** `?year=2027`; without it, the current year. */
export const branchHolidaysQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'numeric' })
    .int('integer')
    .min(2000, 'minValue:2000')
    .max(2100, 'maxValue:2100')
    .optional(),
})

/** A Czech public holiday and what the branch does that day. */
export const branchHolidaySchema = z.object({
  date: z.string(),
  iso_weekday: z.number().int(),
  name_cs: z.string(),
  name_en: z.string(),
  open: z.boolean(),
  /** The hours the branch keeps that day; empty when closed. */
  intervals: z.array(intervalAnswer),
  /** Why: a date exception decides on its own, else the holiday switch and the weekly hours. */
  decided_by: z.enum(['exception', 'holiday_closed', 'weekly_hours']),
})
export type BranchHoliday = z.infer<typeof branchHolidaySchema>

/** The seeded public taxonomy behind /{categoryGroupSlug}/{categorySlug}/{branchSlug}. */
export const categoryGroupSchema = localizedCategory.extend({ categories: z.array(localizedCategory) })
export type CategoryGroup = z.infer<typeof categoryGroupSchema>
