import { z } from 'zod'
import { optionalText, requiredText } from './fields'
import { pageOf, pagingQuerySchema } from './paging'
import './zod-messages'

/** A category of the public taxonomy with the number of branches listed in it. */
export const directoryCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_cs: z.string(),
  name_en: z.string(),
  branch_count: z.number().int(),
})

/** GET api/v1/directory/category-groups: the /category screen. */
export const directoryGroupSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_cs: z.string(),
  name_en: z.string(),
  branch_count: z.number().int(),
  categories: z.array(directoryCategorySchema),
})
export const directoryGroupsResponseSchema = z.object({ data: z.array(directoryGroupSchema) })
export type DirectoryGroup = z.infer<typeof directoryGroupSchema>

/** `?search=` matches the branch name, `?city=` its city; both ignore case and Czech accents. */
export const directoryBranchQuerySchema = pagingQuerySchema.extend({
  search: optionalText(100),
  city: optionalText(100),
})
export type DirectoryBranchQuery = z.output<typeof directoryBranchQuerySchema>

/** A branch card of the /subcategory screen; `path` is its public page. */
export const directoryBranchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  category_group_slug: z.string(),
  category_slug: z.string(),
  path: z.string(),
  street: z.string().nullable(),
  house_number: z.string().nullable(),
  city: z.string().nullable(),
  description: z.string().nullable(),
  photo_url: z.string().nullable(),
})
export type DirectoryBranch = z.infer<typeof directoryBranchSchema>

/** GET api/v1/directory/categories/{groupSlug}/{categorySlug}/branches */
export const directoryBranchesResponseSchema = pageOf(directoryBranchSchema).extend({
  group: directoryGroupSchema.omit({ categories: true, branch_count: true }),
  category: directoryCategorySchema.omit({ branch_count: true }),
})
export type DirectoryBranchesResponse = z.infer<typeof directoryBranchesResponseSchema>

/** GET api/v1/directory/branches?search=: listed branches of every category whose name contains the words. */
export const directoryNameSearchQuerySchema = z.object({ search: requiredText(100) })
export type DirectoryNameSearchQuery = z.output<typeof directoryNameSearchQuerySchema>

/** A branch found by name: where its page is, and its city to tell two of one name apart. */
export const directoryNameMatchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  path: z.string(),
})
export type DirectoryNameMatch = z.infer<typeof directoryNameMatchSchema>

export const directoryNameSearchResponseSchema = z.object({ data: z.array(directoryNameMatchSchema) })
export type DirectoryNameSearchResponse = z.infer<typeof directoryNameSearchResponseSchema>
