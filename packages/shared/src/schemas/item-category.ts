import { z } from 'zod'
import { requiredText } from './fields'
import { wholeNumber } from './form-fields'

/**
 * A company's own grouping of its services on the branch page ('Vlasy', 'Vousy'). Not the public taxonomy
 * of the branch URL, which is seeded and shared by all companies (see branch.ts, categoryGroupSchema).
 */
export const itemCategoryInputSchema = z.object({
  name: requiredText(100),
  position: wholeNumber(0, 10_000).default(0),
})
export type ItemCategoryInput = z.input<typeof itemCategoryInputSchema>
export type ItemCategoryValues = z.output<typeof itemCategoryInputSchema>

export const itemCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  position: z.number().int(),
  /** Live items in the category. */
  item_count: z.number().int(),
  created_at: z.string(),
})
export type ItemCategory = z.infer<typeof itemCategorySchema>

/**
 * A row of the list: the category as its GET answers it, with that GET's ETag (decision 027), which a delete
 * from the list sends as If-Match so a category someone renamed meanwhile is not deleted unseen.
 */
export const itemCategoryRowSchema = itemCategorySchema.extend({ etag: z.string() })
export type ItemCategoryRow = z.infer<typeof itemCategoryRowSchema>
