import { z } from 'zod'
import { TIME_UNITS, type TimeUnit } from '../constants'
import { optionalText, requiredText } from './fields'
import { queryRecordId, recordId, typedNumber, wholeCrowns, wholeNumber, yesNo } from './form-fields'

export const MAX_ITEM_DURATION_MINUTES = 24 * 60

/** Whole minutes of a duration typed in `unit`, or null when it is not a whole number of minutes (1.33 h). */
export function durationToMinutes(duration: number, unit: TimeUnit): number | null {
  const exact = unit === 'hours' ? duration * 60 : duration
  const minutes = Math.round(exact)
  // 1.1 h is 66.00000000000001 minutes in floating point; anything that close is the whole minute.
  return Math.abs(exact - minutes) < 1e-9 ? minutes : null
}

/** Distinct ids in the order given; a form may send a worker twice. */
export const idList = () =>
  z
    .array(recordId(), { error: 'array' })
    .max(500, 'maxValue:500')
    .default([])
    .transform((ids) => [...new Set(ids)])

/** Create and edit a service; the duration is typed in minutes or hours and stored in minutes. */
export const itemInputSchema = z
  .object({
    name: requiredText(150),
    description: optionalText(5000),
    duration: typedNumber().pipe(z.number().gt(0, 'minValue:1')),
    duration_unit: z.enum(TIME_UNITS, { error: 'oneOf' }).default('minutes'),
    price_czk: wholeCrowns(0, 1_000_000),
    buffer_after_minutes: wholeNumber(0, 480).default(0),
    item_category_id: recordId()
      .nullish()
      .transform((value) => value ?? null),
    /** Workers who perform it; the same link as a worker's item_ids, so both sides always agree. */
    worker_ids: idList(),
    bookable_online: yesNo().default(true),
    active: yesNo().default(true),
  })
  .superRefine((item, ctx) => {
    const minutes = durationToMinutes(item.duration, item.duration_unit)
    if (minutes === null) ctx.addIssue({ code: 'custom', message: 'integer', path: ['duration'] })
    else if (minutes > MAX_ITEM_DURATION_MINUTES) {
      const max = item.duration_unit === 'hours' ? MAX_ITEM_DURATION_MINUTES / 60 : MAX_ITEM_DURATION_MINUTES
      ctx.addIssue({ code: 'custom', message: `maxValue:${max}`, path: ['duration'] })
    }
  })
  .transform((item) => ({
    ...item,
    duration_minutes: durationToMinutes(item.duration, item.duration_unit) ?? 0,
  }))
export type ItemInput = z.input<typeof itemInputSchema>
export type ItemValues = z.output<typeof itemInputSchema>

export const itemListQueryFilters = z.object({
  item_category_id: queryRecordId().optional(),
})

export const itemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** In duration_unit, as the owner typed it. */
  duration: z.number(),
  duration_unit: z.enum(TIME_UNITS),
  duration_minutes: z.number().int(),
  price_czk: z.number().int(),
  buffer_after_minutes: z.number().int(),
  item_category_id: z.number().int().nullable(),
  worker_ids: z.array(z.number().int()),
  bookable_online: z.boolean(),
  active: z.boolean(),
  position: z.number().int(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Item = z.infer<typeof itemSchema>
