import { z } from 'zod'

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
  phone: z.string().nullable(),
  email: z.string().nullable(),
  description: z.string().nullable(),
  photo_url: z.string().nullable(),
  time_zone: z.string(),
  opening_hours: z.array(publicOpeningDaySchema),
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
