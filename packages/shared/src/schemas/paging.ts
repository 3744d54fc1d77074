import { z } from 'zod'
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../constants'
import './zod-messages'

export { DEFAULT_PER_PAGE, MAX_PER_PAGE }

/** A whole number in a query string ('?page=2'). */
const queryNumber = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: 'numeric' })
    .int('integer')
    .min(min, `minValue:${min}`)
    .max(max, `maxValue:${max}`)
    .default(fallback)

/** `?page&per_page` of every list; per_page is capped so one request cannot read a whole table. */
export const pagingQuerySchema = z.object({
  page: queryNumber(1, 1_000_000, 1),
  per_page: queryNumber(1, MAX_PER_PAGE, DEFAULT_PER_PAGE),
})
export type PagingQuery = z.infer<typeof pagingQuerySchema>

/** `?archived=true` lists archived records instead of the live ones. */
export const archivedQuerySchema = z.object({
  archived: z
    .enum(['true', 'false', '1', '0'], { error: 'boolean' })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
})

export const listQuerySchema = pagingQuerySchema.extend(archivedQuerySchema.shape)
export type ListQuery = z.infer<typeof listQuerySchema>

export const pageMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
})
export type PageMeta = z.infer<typeof pageMetaSchema>

/** `{ data: [...], meta: { page, per_page, total } }`, the answer of every list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMetaSchema })

/** `{ data: {...} }`, the answer of every single resource. */
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item })

/** What a delete did: records that reservations refer to are archived instead, to keep their history. */
export const deleteResultSchema = z.object({
  id: z.number().int(),
  outcome: z.enum(['deleted', 'archived']),
})
export type DeleteResult = z.infer<typeof deleteResultSchema>
