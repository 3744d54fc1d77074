import { z } from 'zod'
import { calendarFeedRecordFields } from './calendar-feed'
import { optionalText, requiredText } from './fields'
import { instant, MAX_RECORD_ID, optionalEmail, recordId } from './form-fields'
import { idList } from './item'
import { photoUrl } from './media'
import { optionalPhoneField } from './phone-field'
import { storedPhone } from './stored-phone'
import { weeklyHoursResponseSchema, weeklyHoursSchema } from './weekly-hours'

export const DEFAULT_WORKER_COLOR = '#2563eb'

/** Working hours per branch, keyed by branch id: { "3": { "1": [{ start, end }], … } }. */
export const workingHoursByBranchSchema = z
  .record(
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/, 'exists')
      .refine((key) => Number(key) <= MAX_RECORD_ID, 'exists'),
    weeklyHoursSchema,
    { error: 'oneOf' },
  )
  .default({})

/** Create and edit a worker; PUT replaces branches, working hours and items. */
export const workerInputSchema = z
  .object({
    name: requiredText(150),
    /** Job titles shown on the branch page ('Barber', 'Senior barber'). */
    positions: z.array(requiredText(60), { error: 'array' }).max(10, 'maxValue:10').default([]),
    email: optionalEmail(),
    phone: optionalPhoneField(),
    photo_url: photoUrl(),
    /** Calendar colour. */
    color: z
      .string({ error: 'string' })
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, 'color')
      .transform((value) => value.toLowerCase())
      .default(DEFAULT_WORKER_COLOR),
    branch_ids: idList(),
    working_hours: workingHoursByBranchSchema,
    item_ids: idList(),
  })
  .superRefine((worker, ctx) => {
    // Hours only make sense at a branch the worker works at.
    for (const branchId of Object.keys(worker.working_hours)) {
      if (!worker.branch_ids.includes(Number(branchId))) {
        ctx.addIssue({ code: 'custom', message: 'exists', path: ['working_hours', branchId] })
      }
    }
  })
export type WorkerInput = z.input<typeof workerInputSchema>
export type WorkerValues = z.output<typeof workerInputSchema>

export const workerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  positions: z.array(z.string()),
  email: z.string().nullable(),
  phone: storedPhone().nullable(),
  photo_url: z.string().nullable(),
  color: z.string(),
  branch_ids: z.array(z.number().int()),
  working_hours: z.record(z.string(), weeklyHoursResponseSchema),
  item_ids: z.array(z.number().int()),
  ...calendarFeedRecordFields,
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Worker = z.infer<typeof workerSchema>

export const WORKER_EXCEPTION_KINDS = ['holiday', 'sickness', 'extra'] as const
export type WorkerExceptionKind = (typeof WORKER_EXCEPTION_KINDS)[number]

const OFFSET_SUFFIX = /(?:Z|[+-]\d{2}:?\d{2})$/i

export function hasUtcOffset(dateTime: string): boolean {
  return OFFSET_SUFFIX.test(dateTime)
}

/** Orders two such values; local ones are read as UTC, which keeps their order within one zone. */
function comparableMs(dateTime: string): number {
  return Date.parse(hasUtcOffset(dateTime) ? dateTime : `${dateTime}Z`)
}

/** Holiday and sickness take time away; extra hours add it. No branch means all of the worker's branches. */
export const workerExceptionInputSchema = z
  .object({
    kind: z.enum(WORKER_EXCEPTION_KINDS, { error: 'oneOf' }),
    /** '2026-12-24T08:00' as a datetime-local input gives it (read in the branch's time zone), or with an offset. */
    starts_at: instant({ local: true }),
    ends_at: instant({ local: true }),
    branch_id: recordId()
      .nullish()
      .transform((value) => value ?? null),
    note: optionalText(500),
  })
  .refine((exception) => comparableMs(exception.ends_at) > comparableMs(exception.starts_at), {
    message: 'interval.order',
    path: ['ends_at'],
  })
export type WorkerExceptionInput = z.input<typeof workerExceptionInputSchema>
export type WorkerExceptionValues = z.output<typeof workerExceptionInputSchema>

export const workerExceptionSchema = z.object({
  id: z.number().int(),
  worker_id: z.number().int(),
  kind: z.enum(WORKER_EXCEPTION_KINDS),
  starts_at: z.string(),
  ends_at: z.string(),
  branch_id: z.number().int().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
})
export type WorkerException = z.infer<typeof workerExceptionSchema>

/** A row of a worker's exceptions: the exception with its GET's ETag, which a delete from the list sends. */
export const workerExceptionRowSchema = workerExceptionSchema.extend({ etag: z.string() })
export type WorkerExceptionRow = z.infer<typeof workerExceptionRowSchema>
