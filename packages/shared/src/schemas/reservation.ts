import { z } from 'zod'
import { ATTENDANCES, RESERVATION_STATES } from '../reservations/reservation-state'
import { BOOKING_MAX_ITEMS } from './availability'
import { customerInputSchema } from './customer'
import { freeText, optionalText } from './fields'
import { inclusiveDays, instant, isoDate, queryRecordId, recordId, yesNo } from './form-fields'
import { pagingQuerySchema } from './paging'
import { paymentSchema } from './payment'
import { storedPhone } from './stored-phone'
import './zod-messages'

export const RESERVATION_NOTE_MAX_LENGTH = 2000
export const CANCEL_REASON_MAX_LENGTH = 500
/** The calendar asks for at most this many days at once (a month view with its leading and trailing weeks). */
export const CALENDAR_MAX_DAYS = 62
export { ATTENDANCES, type Attendance } from '../reservations/reservation-state'
export const RESERVATION_SOURCES = ['business', 'online'] as const
export const CANCELLED_BY = ['business', 'customer'] as const

/** The chosen services in order, distinct, at least one. */
const reservationItemIds = () =>
  z
    .array(recordId(), { error: (issue) => (issue.input == null ? 'required' : 'array') })
    .min(1, 'required')
    .max(BOOKING_MAX_ITEMS, `maxValue:${BOOKING_MAX_ITEMS}`)
    .refine((ids) => new Set(ids).size === ids.length, 'unique')

/** '3,5,8' in a query string. */
const queryIdList = () =>
  z
    .string({ error: 'array' })
    .transform((value, ctx) => {
      const parts = value.split(',').map((part) => part.trim())
      if (parts.some((part) => !/^[1-9]\d{0,9}$/.test(part))) {
        ctx.addIssue({ code: 'custom', message: 'array', input: value })
        return z.NEVER
      }
      return [...new Set(parts.map(Number))]
    })
    .pipe(z.array(recordId()).max(100, 'maxValue:100'))

/** A note that may be cleared (null or '') or left alone (absent), for PATCH. */
const patchableText = (max: number) =>
  freeText()
    .trim()
    .max(max, `max:${max}`)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value))

/**
 * POST …/reservations. The customer is an existing one (customer_id) or a new one created on the spot
 * (customer), exactly one of them. The end follows from the items' durations and buffers. A start outside
 * the worker's working hours answers 409 code 'out_of_working_hours' until sent again with
 * confirm_out_of_working_hours: true.
 */
export const reservationCreateSchema = z
  .object({
    branch_id: recordId(),
    worker_id: recordId(),
    customer_id: recordId().nullish(),
    customer: customerInputSchema.nullish(),
    item_ids: reservationItemIds(),
    starts_at: instant(),
    note: optionalText(RESERVATION_NOTE_MAX_LENGTH),
    /** The spec's "notification for client": the customer gets this reservation's reminder (see below). */
    notify_client: yesNo().default(true),
    /** When the reminder goes out; null for none. */
    reminder_send_at: instant()
      .nullish()
      .transform((value) => value ?? null),
    confirm_out_of_working_hours: yesNo().default(false),
  })
  .superRefine((body, ctx) => {
    if (!body.customer_id && !body.customer) {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['customer_id'] })
    }
    if (body.customer_id && body.customer) {
      ctx.addIssue({ code: 'custom', message: 'oneOf', path: ['customer'] })
    }
  })
export type ReservationCreateInput = z.input<typeof reservationCreateSchema>
export type ReservationCreateValues = z.output<typeof reservationCreateSchema>

/**
 * PATCH …/reservations/:id: move (starts_at; the length is kept), resize (ends_at), change the worker or the
 * items (the end follows the new items unless ends_at is sent), or edit the details. Absent fields stay.
 * Two choices about the customer, named apart (decision 068):
 * - `notify_client` is the reservation's lasting setting, the spec's "notification for client": whether its
 *   reminder goes out ("Poslat zákazníkovi připomínku"). Stored, shown and recorded in the history.
 * - `send_change_notice` is about this request only: whether the customer is told of its new time, worker or
 *   services after the undo window ("Poslat zákazníkovi zprávu o změně"); absent, the company's notification
 *   settings decide (decision 029). Not stored on the reservation.
 */
export const reservationUpdateSchema = z.object({
  starts_at: instant().optional(),
  ends_at: instant().optional(),
  worker_id: recordId().optional(),
  item_ids: reservationItemIds().optional(),
  customer_id: recordId().optional(),
  note: patchableText(RESERVATION_NOTE_MAX_LENGTH),
  notify_client: yesNo().optional(),
  reminder_send_at: instant().nullable().optional(),
  confirm_out_of_working_hours: yesNo().default(false),
  send_change_notice: yesNo().optional(),
  /**
   * The owner's deliberate re-pricing: every service line is read again from the current catalogue (price,
   * duration, buffer), and the history records it with who did it. Without it the agreed lines stay.
   */
  reprice: yesNo().default(false),
})
export type ReservationUpdateInput = z.input<typeof reservationUpdateSchema>
export type ReservationUpdateValues = z.output<typeof reservationUpdateSchema>

/** POST …/reservations/:id/cancel. The SMS and the email are queued only when asked for. */
export const reservationCancelSchema = z.object({
  reason: optionalText(CANCEL_REASON_MAX_LENGTH),
  notify_customer_sms: yesNo().default(false),
  notify_customer_email: yesNo().default(false),
})
export type ReservationCancelInput = z.input<typeof reservationCancelSchema>
export type ReservationCancelValues = z.output<typeof reservationCancelSchema>

/** PUT …/reservations/:id/attendance; null clears it. */
export const reservationAttendanceSchema = z.object({
  attendance: z.enum(ATTENDANCES, { error: 'oneOf' }).nullable(),
})

const reservationFilterFields = z.object({
  state: z.enum(RESERVATION_STATES, { error: 'oneOf' }).optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
  branch_id: queryRecordId().optional(),
  worker_id: queryRecordId().optional(),
  customer_id: queryRecordId().optional(),
  order: z.enum(['asc', 'desc'], { error: 'oneOf' }).default('asc'),
})

function checkDateOrder(query: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (query.from && query.to && query.to < query.from) {
    ctx.addIssue({ code: 'custom', message: 'date', path: ['to'] })
  }
}

/** Filters of the CSV export; dates are local dates of each reservation's branch, both included. */
export const reservationFilterSchema = reservationFilterFields.superRefine(checkDateOrder)
export type ReservationFilter = z.output<typeof reservationFilterSchema>

/** GET …/reservations: the filters with ?page&per_page. */
export const reservationListQuerySchema = pagingQuerySchema
  .extend(reservationFilterFields.shape)
  .superRefine(checkDateOrder)
export type ReservationListQuery = z.output<typeof reservationListQuerySchema>

/** GET …/reservations/calendar?branch_id=1&from=2026-11-23&to=2026-11-29&worker_ids=3,5 */
export const calendarQuerySchema = z
  .object({
    branch_id: queryRecordId(),
    from: isoDate(),
    to: isoDate(),
    worker_ids: queryIdList().optional(),
  })
  .superRefine((query, ctx) => {
    // Object refinements run even when a field failed; a bad date has already been reported there.
    const days = inclusiveDays(query.from, query.to)
    if (days === undefined) return
    if (days < 1) ctx.addIssue({ code: 'custom', message: 'date', path: ['to'] })
    else if (days > CALENDAR_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', message: `maxValue:${CALENDAR_MAX_DAYS}`, path: ['to'] })
    }
  })
export type CalendarQuery = z.output<typeof calendarQuerySchema>

export const reservationItemSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  name: z.string(),
  duration_minutes: z.number().int(),
  buffer_after_minutes: z.number().int(),
  price_czk: z.number().int(),
})

/** One reservation as the calendar, the list and the detail show it. */
export const reservationSchema = z.object({
  id: z.number().int(),
  branch_id: z.number().int(),
  /** The branch's zone; starts_at and ends_at are instants, `local` is their wall time there. */
  time_zone: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  local: z.object({ date: z.string(), start: z.string(), end: z.string() }),
  state: z.enum(RESERVATION_STATES),
  /** `archived`: the worker was deleted; the reservation stays theirs until the owner moves it. */
  worker: z.object({ id: z.number().int(), name: z.string(), color: z.string(), archived: z.boolean() }),
  customer: z.object({
    id: z.number().int(),
    first_name: z.string(),
    surname: z.string(),
    email: z.string().nullable(),
    phone: storedPhone().nullable(),
  }),
  items: z.array(reservationItemSchema),
  price_czk: z.number().int(),
  paid_czk: z.number().int(),
  note: z.string().nullable(),
  source: z.enum(RESERVATION_SOURCES),
  /** Whether the reservation's reminder goes out ("Poslat zákazníkovi připomínku"). */
  notify_client: z.boolean(),
  reminder_send_at: z.string().nullable(),
  attendance: z.enum(ATTENDANCES).nullable(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.enum(CANCELLED_BY).nullable(),
  cancel_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Reservation = z.infer<typeof reservationSchema>

export const reservationHistoryEntrySchema = z.object({
  id: z.number().int(),
  /** created, updated, cancelled, restored, attendance, payment_added, payment_deleted, customer_merged */
  action: z.string(),
  actor: z.enum(['business', 'customer', 'system']),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** What changed: { field: { from, to } } for edits, the values set for other actions. */
  changes: z.record(z.string(), z.unknown()),
  created_at: z.string(),
})
export type ReservationHistoryEntry = z.infer<typeof reservationHistoryEntrySchema>

const namedRecordSchema = z.object({ id: z.number().int(), name: z.string() })

export const reservationDetailSchema = reservationSchema.extend({
  payments: z.array(paymentSchema),
  history: z.array(reservationHistoryEntrySchema),
  /**
   * The names of the workers and branches the history refers to by id (worker_id, branch_id): a record's name
   * as it is now, or, once it was deleted, as the history recorded it when the change was made.
   */
  history_names: z.object({ workers: z.array(namedRecordSchema), branches: z.array(namedRecordSchema) }),
})
export type ReservationDetail = z.infer<typeof reservationDetailSchema>

export const calendarWorkerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  /**
   * The worker was deleted. A worker who is no longer at the branch (deleted, or the branch unticked) but
   * has reservations in the range still gets a column, without working time, so nothing booked is hidden.
   */
  archived: z.boolean(),
  /** Working time within the range (weekly hours, exceptions, extra hours, minus absences), ascending. */
  working_time: z.array(z.object({ starts_at: z.string(), ends_at: z.string() })),
})

export const calendarSchema = z.object({
  time_zone: z.string(),
  from: z.string(),
  to: z.string(),
  workers: z.array(calendarWorkerSchema),
  /**
   * Every reservation in the range, cancelled ones included (state 'cancelled'), ascending by start; each with
   * its ETag, the one its detail answers, for the If-Match of a drag (decision 027).
   */
  reservations: z.array(reservationSchema.extend({ etag: z.string() })),
})
export type CalendarFeed = z.infer<typeof calendarSchema>
